import { z } from "zod";
import { CONTINUITY_TEXT } from "../continuity";
import { DECADES } from "../decades";
import { PhotoSummary } from "./photos";

/** Continuity sets (issue 30): docs/continuity.md. */

const decadeField = z.enum(DECADES, `must be one of ${DECADES.join(", ")}`);

export const ContinuityFamily = z.object({ id: z.uuid(), storefront_name: z.string() });
export type ContinuityFamily = z.infer<typeof ContinuityFamily>;

/** A photo of a continuity list: how many of the photo's people (persons, aliases joined) and events it shares. */
export const ContinuityPhoto = PhotoSummary.extend({
	shared_people: z.number().int().nonnegative(),
	shared_events: z.number().int().nonnegative(),
});
export type ContinuityPhoto = z.infer<typeof ContinuityPhoto>;

const ContinuityList = z.object({
	/** The first CONTINUITY_LIST_LIMIT, by decade (oldest first, unknown last). */
	photos: z.array(ContinuityPhoto),
	/** How many there are in all. */
	total: z.number().int().nonnegative(),
});

/** GET /api/photos/:id/continuity. */
export const PhotoContinuity = z.object({
	photo_id: z.uuid(),
	/** The photo's family (storefront), which the set builder can start from. */
	family: ContinuityFamily,
	/** Live photos, of any family, showing a person of this photo (aliases followed). */
	same_people: ContinuityList,
	/** Live photos of the same family sharing an event with this photo, those of `same_people` left out. */
	same_family: ContinuityList,
});
export type PhotoContinuity = z.infer<typeof PhotoContinuity>;

/** GET /api/continuity/families: the families the builder may pick (those with live photos). */
export const ContinuityFamiliesResponse = z.object({ families: z.array(ContinuityFamily) });
export type ContinuityFamiliesResponse = z.infer<typeof ContinuityFamiliesResponse>;

/** GET /api/continuity/sets?family=&from=&to= */
export const ContinuitySetQuery = z
	.object({
		family: z.uuid("must be a family id"),
		from: decadeField,
		to: decadeField,
	})
	.superRefine((query, ctx) => {
		if (DECADES.indexOf(query.from) > DECADES.indexOf(query.to))
			ctx.addIssue({ code: "custom", path: ["to"], message: CONTINUITY_TEXT.fromAfterTo });
	});
export type ContinuitySetQuery = z.infer<typeof ContinuitySetQuery>;

export const ContinuitySetResponse = z.object({
	family: ContinuityFamily,
	from: z.enum(DECADES),
	to: z.enum(DECADES),
	/** The people followed: those who appear in the most decades of the span, named by letter (names are private). */
	people: z.array(z.object({ label: z.string(), decades: z.array(z.enum(DECADES)) })),
	/** One per decade of the span, oldest first. */
	decades: z.array(
		z.object({
			decade: z.enum(DECADES),
			/** The photo proposed; null when the family has no live photo from that decade. */
			photo: PhotoSummary.nullable(),
			/** How many of the people followed it shows (0: a fallback photo of the family). */
			people_shown: z.number().int().nonnegative(),
		}),
	),
});
export type ContinuitySetResponse = z.infer<typeof ContinuitySetResponse>;
