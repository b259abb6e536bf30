import { z } from "zod";
import { CLEARANCES, RELEASE_RELATIONSHIPS, RELEASE_SCOPES } from "../clearance";

/**
 * The clearance ledger's API (issue 26; rules in core/clearance.ts). Buyers see a photo's
 * clearance: each person shown by a role, never a name, with the release that clears them.
 */

/** A release as buyers and paperwork cite it: 'R-000042', who signed, when, for what use. */
export const ReleaseCitation = z.object({
	reference: z.string(),
	relationship: z.enum(RELEASE_RELATIONSHIPS),
	signed_on: z.string(),
	scope: z.enum(RELEASE_SCOPES),
});
export type ReleaseCitation = z.infer<typeof ReleaseCitation>;

/** A person shown in a photo: "Woman, 30s"; the release that clears them, or null. */
export const ClearancePerson = z.object({
	role: z.string(),
	/** False for a face nobody could recognise: it needs no release. */
	identifiable: z.boolean(),
	release: ReleaseCitation.nullable(),
});
export type ClearancePerson = z.infer<typeof ClearancePerson>;

/** GET /api/photos/:id/clearance: the photo page's Clearance section. */
export const PhotoClearanceResponse = z.object({
	photo_id: z.uuid(),
	clearance: z.enum(CLEARANCES),
	rights: z.object({
		/** Whether an admin verified who holds the copyright. */
		verified: z.boolean(),
		/** The storefront of the family that holds the rights (the photo's family). */
		holder_storefront: z.string().nullable(),
		holder_user_id: z.uuid(),
	}),
	people: z.array(ClearancePerson),
	/** What keeps the photo from hero use, in buyers' words (roles, never names); empty when cleared. */
	missing_for_hero: z.array(z.string()),
});
export type PhotoClearanceResponse = z.infer<typeof PhotoClearanceResponse>;

// ------------------------------------------------------------------ admin (review queue, ledger editing)
