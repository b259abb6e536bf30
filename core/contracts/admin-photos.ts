import { z } from "zod";
import type { PhotoFlag } from "../photo-flags";

/** The photo issue flags (spec section 3, photos_issues). */
export const PhotoFlags = z.object({
	photoshop: z.boolean(),
	info_missing: z.boolean(),
	missing_faces: z.boolean(),
} satisfies Record<PhotoFlag, z.ZodBoolean>);
export type PhotoFlags = z.infer<typeof PhotoFlags>;

/** One or more flags to set. */
export const PhotoFlagsUpdate = PhotoFlags.partial().refine((flags) => Object.keys(flags).length > 0, {
	message: "Name at least one flag to change",
});
export type PhotoFlagsUpdate = z.infer<typeof PhotoFlagsUpdate>;

export const PhotoClickQueue = z.object({
	/** Click events on the photo not yet counted into its analytics. */
	unprocessed_clicks: z.number().int().nonnegative(),
});
export type PhotoClickQueue = z.infer<typeof PhotoClickQueue>;

/** What the photo page's Admin tab shows. */
export const PhotoInsights = PhotoClickQueue.extend({
	clicks: z.object({
		total_clicks: z.number().int().nonnegative(),
		unique_users: z.number().int().nonnegative(),
		unique_sessions: z.number().int().nonnegative(),
		/** Distinct visitors: the photo's popularity (issue 24). */
		unique_visitors: z.number().int().nonnegative(),
		last_clicked_at: z.string().nullable(),
	}),
	/** Purchases of the photo that are not deleted: how many, and what they brought in (US cents). */
	sales: z.object({ count: z.number().int().nonnegative(), revenue_cents: z.number().int().nonnegative() }),
	flags: PhotoFlags,
});
export type PhotoInsights = z.infer<typeof PhotoInsights>;
