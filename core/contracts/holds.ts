import { z } from "zod";
import { HOLD_DAYS, HOLD_LIMIT } from "../licensing";
import { PhotoSummary } from "./photos";

/**
 * A production's free holds on photos (issue 30, item 2; docs/holds.md): place one, list the
 * running ones, release one. Rules and texts: core/licensing.ts (HOLD_DAYS, HOLD_LIMIT,
 * LICENSING_TEXT).
 */

/** Writes (place, release) a user may make a minute. */
export const HOLD_WRITES_PER_MINUTE = 60;

/** POST /api/productions/{id}/holds. */
export const HoldCreate = z.object({ photo_id: z.uuid("must be a uuid") }).strict();
export type HoldCreate = z.infer<typeof HoldCreate>;

/** A running hold as the production's people see it. */
export const Hold = z.object({
	id: z.uuid(),
	project_id: z.uuid(),
	production: z.string(),
	/** Who placed it (their name); null once their account is gone. */
	held_by: z.string().nullable(),
	created_at: z.string(),
	expires_at: z.string(),
	photo: PhotoSummary,
});
export type Hold = z.infer<typeof Hold>;

export const HoldResponse = z.object({ hold: Hold });
export type HoldResponse = z.infer<typeof HoldResponse>;

/** GET /api/productions/{id}/holds: running holds, the soonest to end first. */
export const HoldsResponse = z.object({
	holds: z.array(Hold),
	/** HOLD_LIMIT: how many may run at once. */
	limit: z.literal(HOLD_LIMIT),
	/** The caller may place and release this production's holds (accounts may only read). */
	may_hold: z.boolean(),
});
export type HoldsResponse = z.infer<typeof HoldsResponse>;

/** The hold endpoints (kept here until they join core/api-paths.ts). */
export const holdPaths = {
	productionHolds: (productionId: string) => `/api/productions/${encodeURIComponent(productionId)}/holds`,
	hold: (holdId: string) => `/api/holds/${encodeURIComponent(holdId)}`,
} as const;

/** The words of the holds screens (the buy box's hold panel and the production page's section). */
export const HOLD_UI_TEXT = {
	section: "Holds",
	production: "Production",
	hold: "Hold photo",
	holding: "Holding…",
	release: "Release hold",
	releasing: "Releasing…",
	holdHint: `Keep it for ${HOLD_DAYS} days, free, while you decide. Other productions may still license it for background use.`,
	held: "Photo held",
	released: "Hold released",
	holdFailed: "We could not hold the photo.",
	releaseFailed: "We could not release the hold.",
	checkFailed: "We could not check this photo's holds.",
	checkAgain: "Check holds again",
	listFailed: "We could not load the holds.",
	loading: "Loading the holds…",
	empty: "No photos on hold",
	emptyBody: `Hold a photo from its page to keep it for ${HOLD_DAYS} days while the team decides.`,
	count: (n: number) => `${n} of ${HOLD_LIMIT} held`,
	heldBy: (who: string | null) => `${who ? `Held by ${who}` : "Held"} until`,
	downloadAll: "Download all (ZIP)",
	/** To a signed-in member with no production yet: holds are a production's. */
	noProduction: `Holds keep a photo for a production for ${HOLD_DAYS} days, free. Start a production from your wishlists to hold photos.`,
	startProduction: "Go to your wishlists",
} as const;
