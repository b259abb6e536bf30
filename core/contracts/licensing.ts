import { z } from "zod";
import { EXCLUSIVE_TERMS } from "../licensing";

/**
 * A photo's licensing as one viewer sees it (issue 30, GET /api/photos/{id}/licensing): the
 * prices of each licence, holds and exclusivity, and what the viewer may license now. Guests see
 * every production as another's.
 */
const Cents = z.number().int().nonnegative();

export const ExclusiveTermField = z.union(EXCLUSIVE_TERMS.map((term) => z.literal(term)));

export const PhotoLicensing = z.object({
	photo_id: z.uuid(),
	prices: z.object({
		background_cents: Cents,
		hero_cents: Cents,
		/** Exclusive hero licences per term, priced with the configured multiples. */
		exclusive: z.array(z.object({ months: ExclusiveTermField, price_cents: Cents })),
	}),
	/** The clearance ledger clears the photo for hero use. */
	hero_cleared: z.boolean(),
	/** Another production holds it until then ('On hold'); null: no other production does. */
	held_by_other_until: z.string().nullable(),
	/** The viewer's productions' running holds of it (the signed-in viewer only). */
	my_holds: z.array(
		z.object({ hold_id: z.uuid(), project_id: z.uuid(), production: z.string(), expires_at: z.string() }),
	),
	/** A running exclusivity; the production is named only to the productions' own people. */
	exclusivity: z
		.object({ until: z.string(), mine: z.boolean(), production: z.string().nullable() })
		.nullable(),
	/** Why hero use cannot be licensed now (held or exclusive elsewhere), or null. */
	hero_block: z.string().nullable(),
	/** Why an exclusive licence cannot be had now, or null. */
	exclusive_block: z.string().nullable(),
});
export type PhotoLicensing = z.infer<typeof PhotoLicensing>;
