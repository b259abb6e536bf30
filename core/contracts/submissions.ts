import { z } from "zod";
import { CLEARANCES } from "../clearance";
import { DECADES } from "../decades";
import { PROCESSING_STATES, REVIEW_DECISIONS, REVIEW_REASONS } from "../family";
import { PHOTO_STATUSES } from "../photo-status";
import { PHOTO_WORDS_MAX, PhotoMetadata } from "./catalogue";
import { pageFields } from "./paging";

/**
 * The family's side of describing and submitting photos (issue 27, items 4, 6 and 8): its
 * Photos tab lists its own photos, describes them one at a time or in bulk, sends them for
 * review (again, when sent back), withdraws them from sale and deletes drafts.
 */

/** The family API (relative to the site); the web's calls and the tests name these. */
export const familyApiPaths = {
	photos: "/api/family/photos",
	photo: (id: string) => `/api/family/photos/${encodeURIComponent(id)}`,
	resubmit: (id: string) => `/api/family/photos/${encodeURIComponent(id)}/resubmit`,
	withdraw: (id: string) => `/api/family/photos/${encodeURIComponent(id)}/withdraw`,
	withdrawMany: "/api/family/photos/withdraw",
	submissions: "/api/family/submissions",
	tagSuggest: "/api/family/tags/suggest",
} as const;

// ------------------------------------------------------------------ where a photo stands

/**
 * Where a family's photo stands, as its Photos tab says it: one status out of the photo's
 * processing state, its catalogue status and its latest review. A photo sent back (changes
 * requested or rejected) is a draft again, with the decision that sent it back.
 */
export const FAMILY_PHOTO_STATUSES = [
	"processing",
	"draft",
	"review",
	"changes_requested",
	"rejected",
	"live",
	"withdrawn",
] as const;
export type FamilyPhotoStatus = (typeof FAMILY_PHOTO_STATUSES)[number];

export const FAMILY_PHOTO_STATUS_LABELS: Record<FamilyPhotoStatus, string> = {
	processing: "Processing",
	draft: "Draft",
	review: "In review",
	changes_requested: "Changes requested",
	rejected: "Rejected",
	live: "Live",
	withdrawn: "Withdrawn",
};

/** What each status means to the family, under its chip. */
export const FAMILY_PHOTO_STATUS_HINTS: Record<FamilyPhotoStatus, string> = {
	processing: "Its previews are being made; you can describe it meanwhile",
	draft: "Describe it, then submit it for review",
	review: "Waiting for a reviewer",
	changes_requested: "Fix what the reviewer asked, then send it again",
	rejected: "Read the reasons; you can fix it and send it again",
	live: "On sale in the archive",
	withdrawn: "No longer on sale; licences already sold stay valid",
};

/** The text of the family's photo screens and of the server's refusals. */
export const SUBMISSION_TEXT = {
	notFound: "Photo not found",
	inReview: "This photo is in review: it can be changed again if the reviewer sends it back",
	live: "This photo is live: withdraw it first to change it",
	withdrawn: "This photo is withdrawn and can no longer be changed",
	notEditableMany: "Only drafts can be changed; these are not",
	stillProcessing: "Its previews are still being made",
	processingFailed: "Its file could not be processed: upload it again",
	needsTitle: "It needs a title",
	needsDecade: "It needs the decade it was taken",
	alreadyInReview: "It is already in review",
	alreadyLive: "It is already live",
	isWithdrawn: "It is withdrawn",
	notSentBack: "This photo has not been sent back by a reviewer",
	cannotSubmit: "Some photos cannot be submitted yet",
	alreadyWithdrawn: "This photo is already withdrawn",
	deleteOnlyDraft: "Only a draft can be deleted; withdraw a photo that is in review or live",
	deleteSold: "This photo has been licensed, so it is kept: withdraw it instead",
	unknownEvent: (name: string) => `There is no event called “${name}”`,
	tooManyTags: `A photo can have at most ${PHOTO_WORDS_MAX} tags`,
	dateOutsideDecade: (photoids: number[]) =>
		`The date taken of ${photoids.map((n) => `#${n}`).join(", ")} falls in another decade`,
} as const;

// ------------------------------------------------------------------ list and detail

export const FAMILY_PHOTO_PAGE_SIZE = 48;
/** Pages of the Photos tab a family may ask for a minute (each compares its photos with the archive). */
export const FAMILY_PHOTO_LIST_PER_MINUTE = 120;
/** Changes of one photo a family may make a minute (each makes the tag suggestions count again). */
export const FAMILY_PHOTO_EDITS_PER_MINUTE = 120;

/** GET /api/family/photos: the caller's photos, newest first. */
export const FamilyPhotoListQuery = z.object({
	status: z.enum(FAMILY_PHOTO_STATUSES).optional(),
	/** Words of the title or description, or a #photoid. */
	q: z.string().trim().max(200).optional(),
	page: z.coerce.number().int().min(1).default(1),
});
export type FamilyPhotoListQuery = z.input<typeof FamilyPhotoListQuery>;

export const PhotoReviewDecision = z.object({
	decision: z.enum(REVIEW_DECISIONS),
	reasons: z.array(z.enum(REVIEW_REASONS)),
	note: z.string().nullable(),
	created_at: z.string(),
});
export type PhotoReviewDecision = z.infer<typeof PhotoReviewDecision>;

/** Another photo that looks the same (its perceptual hash is a few bits away): only public facts. */
export const NearDuplicate = z.object({
	photoid: z.number().int(),
	thumbnail_url: z.string().nullable(),
	/** Whether it is one of the caller's own photos (another family's is shown only when live). */
	own: z.boolean(),
});
export type NearDuplicate = z.infer<typeof NearDuplicate>;

export const FamilyPhoto = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
	preview_url: z.string().nullable(),
	processing_state: z.enum(PROCESSING_STATES),
	photo_status: z.enum(PHOTO_STATUSES),
	status: z.enum(FAMILY_PHOTO_STATUSES),
	description: z.string().nullable(),
	decade_taken: z.enum(DECADES).nullable(),
	date_taken: z.string().nullable(),
	location_city: z.string().nullable(),
	location_state_province: z.string().nullable(),
	location_country: z.string().nullable(),
	events: z.array(z.string()),
	tags: z.array(z.string()),
	people_count: z.number().int().nullable(),
	clearance: z.enum(CLEARANCES),
	/** Whether the family may change it now (a draft, or a photo sent back). */
	editable: z.boolean(),
	submission_id: z.uuid().nullable(),
	latest_review: PhotoReviewDecision.nullable(),
	near_duplicates: z.array(NearDuplicate),
	withdrawn_at: z.string().nullable(),
	created_at: z.string(),
});
export type FamilyPhoto = z.infer<typeof FamilyPhoto>;

export const FamilyPhotoListResponse = z.object({
	photos: z.array(FamilyPhoto),
	...pageFields,
	/** The caller's photos per status, whatever the filter (for the chips). */
	status_counts: z.record(z.enum(FAMILY_PHOTO_STATUSES), z.number().int().nonnegative()),
});
export type FamilyPhotoListResponse = z.infer<typeof FamilyPhotoListResponse>;

export const FamilyPhotoResponse = z.object({ photo: FamilyPhoto });
export type FamilyPhotoResponse = z.infer<typeof FamilyPhotoResponse>;

// ------------------------------------------------------------------ describing

const describing = PhotoMetadata.pick({
	title: true,
	description: true,
	decade_taken: true,
	date_taken: true,
	location_city: true,
	location_state_province: true,
	location_country: true,
	tags: true,
	people_count: true,
});

/**
 * PATCH /api/family/photos/:id: any of the describing fields. The same rules as the admin's
 * editor (core/contracts/catalogue.ts): a date taken must fall in its decade, and fills the
 * decade in when given alone. Events are named, and must exist.
 */
export const FamilyPhotoUpdate = describing
	.extend({
		events: z
			.array(z.string().trim().min(1, "An event name cannot be blank").max(120, "At most 120 characters"))
			.max(20, "At most 20 events"),
	})
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: "Change at least one field" });
export type FamilyPhotoUpdate = z.input<typeof FamilyPhotoUpdate>;

const tagList = PhotoMetadata.shape.tags;

/** PATCH /api/family/photos: the same change to many of the caller's drafts, all or none. */
export const FamilyBulkUpdate = z
	.object({
		ids: z.array(z.uuid()).min(1, "Choose at least one photo").max(200, "At most 200 photos at once"),
		set: z
			.object({
				decade_taken: describing.shape.decade_taken,
				location_city: describing.shape.location_city,
				location_state_province: describing.shape.location_state_province,
				location_country: describing.shape.location_country,
				tags_add: tagList,
				tags_remove: tagList,
				tags_set: tagList,
			})
			.partial()
			.strict()
			.refine((set) => Object.keys(set).length > 0, { message: "Choose something to change" })
			.refine((set) => !(set.tags_set && (set.tags_add || set.tags_remove)), {
				message: "Replace the tags, or add and remove some, not both",
				path: ["tags_set"],
			}),
	})
	.strict();
export type FamilyBulkUpdate = z.input<typeof FamilyBulkUpdate>;
export const FamilyBulkUpdateResponse = z.object({ updated: z.number().int().nonnegative() });
export type FamilyBulkUpdateResponse = z.infer<typeof FamilyBulkUpdateResponse>;

/** GET /api/family/tags/suggest?q=: tags of the archive's vocabulary, starting with the typed text first. */
export const TagSuggestQuery = z.object({ q: z.string().trim().max(60).default("") });
export const TagSuggestResponse = z.object({ tags: z.array(z.string()) });
export type TagSuggestResponse = z.infer<typeof TagSuggestResponse>;

// ------------------------------------------------------------------ submitting and withdrawing

/**
 * POST /api/family/submissions: sends drafts for review, all or none. A photo sent back goes
 * into the submission it came from; the rest into a new one.
 */
export const SubmissionCreate = z
	.object({
		photo_ids: z.array(z.uuid()).min(1, "Choose at least one photo").max(200, "At most 200 photos at once"),
	})
	.strict();
export type SubmissionCreate = z.infer<typeof SubmissionCreate>;

/** A photo the rules keep from being sent or changed, with why (the 422's `details.refused`). */
export const RefusedPhoto = z.object({ id: z.uuid(), photoid: z.number().int(), message: z.string() });
export type RefusedPhoto = z.infer<typeof RefusedPhoto>;
export const RefusedPhotos = z.object({ refused: z.array(RefusedPhoto) });

export const SubmissionResponse = z.object({
	/** The new submission, or null when every photo went back into its own. */
	submission_id: z.uuid().nullable(),
	submitted: z.array(z.uuid()),
});
export type SubmissionResponse = z.infer<typeof SubmissionResponse>;

/** POST /api/family/photos/withdraw: takes photos off sale, all or none. */
export const WithdrawMany = z
	.object({
		ids: z.array(z.uuid()).min(1, "Choose at least one photo").max(200, "At most 200 photos at once"),
	})
	.strict();
export type WithdrawMany = z.infer<typeof WithdrawMany>;
export const WithdrawResponse = z.object({ withdrawn: z.number().int().nonnegative() });
export type WithdrawResponse = z.infer<typeof WithdrawResponse>;
