import { z } from "zod";
import { FAMILY_APPLICATION_STATUSES } from "../family";
import { FAMILY_PORTRAIT_MAX_BYTES, optionalText, storefrontFields } from "./catalogue";

/**
 * The family side's own contracts (issue 27): a member's application to become a family, an
 * admin's invitation by email, and a family's storefront settings. The admin's list of families
 * stays in catalogue.ts (issue 9).
 */

/** Changes of its storefront a family may make a minute (each reloads the public listings' caches). */
export const STOREFRONT_CHANGES_PER_MINUTE = 30;

export const FAMILY_TEXT = {
	storyShort: "Tell us a little more: at least 20 characters",
	storyLong: "At most 2,000 characters",
	acceptTerms: "Accept the terms to apply",
	portraitTooLarge: `The portrait must be at most ${FAMILY_PORTRAIT_MAX_BYTES / 1024 / 1024} MB`,
	alreadyFamily: "Your account is already a family",
	adminCannotApply: "An admin account cannot become a family",
	alreadyPending: "You already have an application waiting for review",
	applicationNotFound: "Application not found",
	alreadyDecided: "This application has already been decided",
	reasonRequired: "Give the reason the member will read",
	invitationNotFound: "This invitation link is not valid",
	invitationUsed: "This invitation has already been used",
	invitationExpired: "This invitation has expired: ask us for a new one",
	invitationOtherEmail: "This invitation was sent to another email address",
	invitedIsFamily: "This address already belongs to a family",
	storefrontClosed: "Your storefront is already closed",
	changeOne: "Change at least one field",
} as const;

/** A portrait inside a JSON body: the image's bytes as base64 (the type is read from the bytes). */
const PORTRAIT_BASE64_MAX = Math.ceil((FAMILY_PORTRAIT_MAX_BYTES * 4) / 3) + 4;

// ------------------------------------------------------------------ applications

export const STORY_MIN = 20;
export const STORY_MAX = 2000;

/** POST /api/family/application (a signed-in member). */
export const FamilyApplicationCreate = z
	.object({
		storefront_name: storefrontFields.storefront_name,
		story: z.string().trim().min(STORY_MIN, FAMILY_TEXT.storyShort).max(STORY_MAX, FAMILY_TEXT.storyLong),
		/** Optional: a PNG, JPEG or WebP image as base64, checked by its content on the server. */
		portrait: z.string().max(PORTRAIT_BASE64_MAX, FAMILY_TEXT.portraitTooLarge).nullable().optional(),
		accept_terms: z.literal(true, FAMILY_TEXT.acceptTerms),
	})
	.strict();
export type FamilyApplicationCreate = z.input<typeof FamilyApplicationCreate>;

export const FamilyApplication = z.object({
	id: z.uuid(),
	status: z.enum(FAMILY_APPLICATION_STATUSES),
	storefront_name: z.string(),
	story: z.string(),
	portrait_url: z.string().nullable(),
	/** Why it was declined (null otherwise). */
	reason: z.string().nullable(),
	created_at: z.string(),
	reviewed_at: z.string().nullable(),
});
export type FamilyApplication = z.infer<typeof FamilyApplication>;

/** The caller's latest application, or null when they never applied. */
export const FamilyApplicationResponse = z.object({ application: FamilyApplication.nullable() });
export type FamilyApplicationResponse = z.infer<typeof FamilyApplicationResponse>;

/** An application as an admin sees it: who sent it. */
export const AdminFamilyApplication = FamilyApplication.extend({
	user_id: z.uuid(),
	email: z.string(),
	name: z.string().nullable(),
	/** The member's role now ('family' once approved or invited meanwhile). */
	role: z.string(),
});
export type AdminFamilyApplication = z.infer<typeof AdminFamilyApplication>;

export const AdminFamilyApplicationsResponse = z.object({
	/** Pending first (oldest first, as they queue), then the newest decided 100. */
	applications: z.array(AdminFamilyApplication),
	pending: z.number().int().nonnegative(),
});
export type AdminFamilyApplicationsResponse = z.infer<typeof AdminFamilyApplicationsResponse>;
export const AdminFamilyApplicationResponse = z.object({ application: AdminFamilyApplication });

export const FamilyApplicationDecline = z
	.object({
		reason: z.string().trim().min(1, FAMILY_TEXT.reasonRequired).max(1000, "At most 1,000 characters"),
	})
	.strict();
export type FamilyApplicationDecline = z.input<typeof FamilyApplicationDecline>;

// ------------------------------------------------------------------ invitations

/** POST /api/admin/family-invitations. */
export const FamilyInvitationCreate = z
	.object({
		email: z.email("Enter the family's email address").trim().toLowerCase(),
		storefront_name: storefrontFields.storefront_name,
	})
	.strict();
export type FamilyInvitationCreate = z.input<typeof FamilyInvitationCreate>;

export const AdminFamilyInvitation = z.object({
	id: z.uuid(),
	email: z.string(),
	storefront_name: z.string(),
	expires_at: z.string(),
	accepted_at: z.string().nullable(),
	created_at: z.string(),
});
export type AdminFamilyInvitation = z.infer<typeof AdminFamilyInvitation>;
export const AdminFamilyInvitationResponse = z.object({ invitation: AdminFamilyInvitation });
export const AdminFamilyInvitationsResponse = z.object({ invitations: z.array(AdminFamilyInvitation) });
export type AdminFamilyInvitationsResponse = z.infer<typeof AdminFamilyInvitationsResponse>;

export const INVITATION_STATES = ["valid", "expired", "used"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** A link's token: 32 random bytes, base64url (43 characters). */
export const InvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, FAMILY_TEXT.invitationNotFound);
export const InvitationTokenParams = z.object({ token: InvitationToken });

/** GET /api/family/invitations/:token (public): what the link offers, the address masked. */
export const FamilyInvitationView = z.object({
	storefront_name: z.string(),
	email_masked: z.string(),
	/** Who sent it: the admin's first name, or the team. */
	invited_by: z.string(),
	state: z.enum(INVITATION_STATES),
	expires_at: z.string(),
});
export type FamilyInvitationView = z.infer<typeof FamilyInvitationView>;

export const FamilyInvitationAccept = z.object({ token: InvitationToken }).strict();
export type FamilyInvitationAccept = z.input<typeof FamilyInvitationAccept>;
export const FamilyInvitationAccepted = z.object({ storefront_name: z.string() });

// ------------------------------------------------------------------ storefront

/** GET /api/family/storefront: the family's own storefront and mail settings. */
export const FamilyStorefront = z.object({
	user_id: z.uuid(),
	storefront_name: z.string().nullable(),
	storefront_bio: z.string().nullable(),
	location: z.string().nullable(),
	portrait_url: z.string().nullable(),
	notify_sales: z.boolean(),
	notify_reviews: z.boolean(),
	notify_payouts: z.boolean(),
	/** When the family closed it; null while open. */
	closed_at: z.string().nullable(),
	live_count: z.number().int().nonnegative(),
});
export type FamilyStorefront = z.infer<typeof FamilyStorefront>;
export const FamilyStorefrontResponse = z.object({ storefront: FamilyStorefront });

/** PATCH /api/family/storefront: only the fields sent change. */
export const FamilyStorefrontUpdate = z
	.object({
		storefront_name: storefrontFields.storefront_name,
		storefront_bio: optionalText(STORY_MAX),
		location: storefrontFields.location,
		notify_sales: z.boolean("On or off"),
		notify_reviews: z.boolean("On or off"),
		notify_payouts: z.boolean("On or off"),
	})
	.partial()
	.strict()
	.refine((update) => Object.keys(update).length > 0, { message: FAMILY_TEXT.changeOne });
export type FamilyStorefrontUpdate = z.input<typeof FamilyStorefrontUpdate>;

export const StorefrontClosed = z.object({
	storefront: FamilyStorefront,
	/** How many photos were withdrawn from sale (or from review) by the closing. */
	withdrawn: z.number().int().nonnegative(),
});
export type StorefrontClosed = z.infer<typeof StorefrontClosed>;
