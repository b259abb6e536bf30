import { z } from "zod";
import { DEFAULT_LICENSE, LICENSE_TYPES } from "../license";
import { DESCRIPTION_MAX, DESCRIPTION_TOO_LONG } from "../names";
import { WISHLIST_NOTE_MAX, WISHLIST_NOTE_TOO_LONG } from "../wishlist-items";
import { PhotoIdBatch } from "./cart";
import { PhotoSummary } from "./photos";
import { EntityName } from "./projects";

export const LicenseTypeField = z.enum(LICENSE_TYPES);

/** Optional free text: trimmed, empty becomes null. */
export const WishlistDescription = z
	.string()
	.trim()
	.max(DESCRIPTION_MAX, DESCRIPTION_TOO_LONG)
	.transform((v) => (v === "" ? null : v))
	.nullable();

/** A wishlist as lists show it (spec section 3, "wishlists"). */
export const Wishlist = z.object({
	id: z.uuid(),
	name: z.string(),
	description: z.string().nullable(),
	project_id: z.uuid().nullable(),
	project_name: z.string().nullable(),
	/** The project's company, or null. */
	company: z.string().nullable(),
	item_count: z.number().int().nonnegative(),
	/** Thumbnails of up to four of its newest photos, for the list's covers. */
	cover_urls: z.array(z.string()),
	/** Set while the wishlist is shared by link. */
	share_code: z.string().nullable(),
	created_at: z.string(),
	updated_at: z.string(),
});
export type Wishlist = z.infer<typeof Wishlist>;

/** The caller's wishlists, newest change first (spec section 7). */
export const WishlistListResponse = z.object({ wishlists: z.array(Wishlist) });
export type WishlistListResponse = z.infer<typeof WishlistListResponse>;

/** Creates a wishlist in one of the caller's projects and, given a photo, adds it in the same step. */
export const WishlistCreate = z
	.object({
		name: EntityName,
		description: WishlistDescription.optional(),
		project_id: z.uuid("Choose a project"),
		photo_id: z.uuid().optional(),
		license_type: LicenseTypeField.default(DEFAULT_LICENSE),
	})
	.strict();
export type WishlistCreate = z.input<typeof WishlistCreate>;
export const WishlistCreateResponse = z.object({ wishlist: Wishlist, photo_added: z.boolean() });
export type WishlistCreateResponse = z.infer<typeof WishlistCreateResponse>;

/** Rename, describe, or move to another of the caller's projects. */
export const WishlistUpdate = z
	.object({
		name: EntityName.optional(),
		description: WishlistDescription.optional(),
		project_id: z.uuid("Choose a project").optional(),
	})
	.strict()
	.refine((v) => Object.values(v).some((x) => x !== undefined), { message: "Name a field to change" });
export type WishlistUpdate = z.input<typeof WishlistUpdate>;
export const WishlistResponse = z.object({ wishlist: Wishlist });
export type WishlistResponse = z.infer<typeof WishlistResponse>;

export const WishlistItem = z.object({
	id: z.uuid(),
	license_type: LicenseTypeField,
	added_at: z.string(),
	photo: PhotoSummary,
	/** The owner's note on this photo (issue 28: scene, wall, frame size), or null. */
	note: z.string().nullable(),
	/** Where the photo was taken ('Dayton, Ohio, United States'), for the compare view; null when not recorded. */
	place: z.string().nullable(),
	/** How many people the photo shows, for the compare view; null when not recorded. */
	people_count: z.number().int().nullable(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/** One wishlist with its photos, newest added first. Photos no longer live are left out. */
export const WishlistDetailResponse = z.object({ wishlist: Wishlist, items: z.array(WishlistItem) });
export type WishlistDetailResponse = z.infer<typeof WishlistDetailResponse>;

export const WishlistItemAdd = z
	.object({ photo_id: z.uuid("not a photo id"), license_type: LicenseTypeField.default(DEFAULT_LICENSE) })
	.strict();
export type WishlistItemAdd = z.input<typeof WishlistItemAdd>;
export const WishlistItemResponse = z.object({ item: WishlistItem });
export type WishlistItemResponse = z.infer<typeof WishlistItemResponse>;

/** Sets or (empty or null) clears the owner's note on one photo of the wishlist. */
export const WishlistItemNoteUpdate = z
	.object({
		note: z
			.string("Note must be text")
			.trim()
			.max(WISHLIST_NOTE_MAX, WISHLIST_NOTE_TOO_LONG)
			.transform((v) => (v === "" ? null : v))
			.nullable(),
	})
	.strict();
export type WishlistItemNoteUpdate = z.input<typeof WishlistItemNoteUpdate>;

export const WishlistItemParams = z.object({ id: z.uuid("not an id"), photoId: z.uuid("not a photo id") });

/** Which of the caller's wishlists hold each of up to 100 photos (the 'Added' badge, the card hearts). */
export const WishlistMembershipQuery = z.object({
	photo_ids: z
		.string()
		.transform((v) => [...new Set(v.split(",").filter(Boolean))])
		.pipe(z.array(z.uuid("not a photo id")).min(1).max(100)),
});
export const WishlistMembershipResponse = z.object({
	/** photo id -> ids of the caller's wishlists holding it; photos in none are left out. */
	memberships: z.record(z.string(), z.array(z.uuid())),
});
export type WishlistMembershipResponse = z.infer<typeof WishlistMembershipResponse>;

/** Sharing: a ten-character lowercase hex code the owner creates (again: same code) and revokes. */
export const WishlistShareResponse = z.object({ share_code: z.string().regex(/^[0-9a-f]{10}$/) });
export type WishlistShareResponse = z.infer<typeof WishlistShareResponse>;
export const ShareCodeParams = z.object({
	shareCode: z.string().regex(/^[0-9a-f]{10}$/, "Invalid share code format for parameter: shareCode"),
});

/** A shared wishlist as anyone with the link sees it: read-only, no owner details beyond a first name. */
export const SharedWishlistResponse = z.object({
	name: z.string(),
	description: z.string().nullable(),
	owner_first_name: z.string().nullable(),
	item_count: z.number().int().nonnegative(),
	photos: z.array(PhotoSummary),
	/** photo id -> the owner's note on it (issue 28); photos without a note are left out. */
	notes: z.record(z.string(), z.string()),
});
export type SharedWishlistResponse = z.infer<typeof SharedWishlistResponse>;

/** Spec section 8's wishlist texts, and the dialog's (section 2, 5). */
export const WISHLIST_TEXT = {
	alreadyInWishlist: "Photo is already in this wishlist",
	addFailed: "Failed to add photo to wishlist",
	createFailed: "Failed to create wishlist",
	addedTitle: "Added to wishlist",
	added: (wishlistName: string) => `Photo added to ${wishlistName} wishlist`,
	/** Several adds in a row, grouped in one toast (issue 28). */
	addedMany: (count: number, wishlistName: string) => `${count} photos added to ${wishlistName} wishlist`,
	createdTitle: "Wishlist created",
	created: "New wishlist created and photo added successfully",
	signInRequired: "Authentication required: Please sign in to add photos to wishlists.",
	removeConfirm: "Remove this photo from your wishlist?",
	createTitle: "Create new wishlist",
	createProjectTitle: "Create project",
	createButton: "Create Wishlist",
	addedBadge: "Added",
} as const;

// ------------------------------------------------------------------ data-integrity check

export const INTEGRITY_ISSUE_KINDS = ["duplicate_name", "empty_name", "missing_company"] as const;
export const IntegrityIssue = z.object({
	kind: z.enum(INTEGRITY_ISSUE_KINDS),
	entity: z.enum(["company", "project", "wishlist"]),
	id: z.uuid(),
	name: z.string(),
	message: z.string(),
});
export type IntegrityIssue = z.infer<typeof IntegrityIssue>;
export const IntegrityReport = z.object({ ok: z.boolean(), issues: z.array(IntegrityIssue) });
export type IntegrityReport = z.infer<typeof IntegrityReport>;
export const INTEGRITY_TEXT = {
	passed: "Data integrity check passed",
	failed: "Data integrity issues found",
} as const;

/** The photos selected on a listing grid into one of the caller's wishlists (issue 28, item 3). */
export const WishlistSelectionAdd = z
	.object({ photo_ids: PhotoIdBatch, license_type: LicenseTypeField.default(DEFAULT_LICENSE) })
	.strict();
export type WishlistSelectionAdd = z.input<typeof WishlistSelectionAdd>;

/** Added; already in this wishlist; not for sale (not live); not found (no such photo). */
export const WISHLIST_SELECTION_STATUSES = ["added", "in_wishlist", "not_for_sale", "not_found"] as const;
export type WishlistSelectionStatus = (typeof WISHLIST_SELECTION_STATUSES)[number];
export const WishlistSelectionAddResponse = z.object({
	/** One per distinct photo id, in the order sent. */
	results: z.array(z.object({ photo_id: z.uuid(), status: z.enum(WISHLIST_SELECTION_STATUSES) })),
	added: z.number().int().nonnegative(),
	in_wishlist: z.number().int().nonnegative(),
	not_added: z.number().int().nonnegative(),
});
export type WishlistSelectionAddResponse = z.infer<typeof WishlistSelectionAddResponse>;
