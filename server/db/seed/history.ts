import { createRandom, deriveSeed, type Random } from "@core/random";
import type { ClickEntityType, ClickEventType } from "@core/tracking";
import type { PhotoDraft } from "../factories/demo";
import { GENERIC_TAGS } from "./vocabulary";

/**
 * The demo archive's click history (issue 28, "the first five minutes"): believable visits to the
 * demo photos over the days before the seed started, so a first start shows a living home page
 * (popular photos, the Trending strip, popular tags) instead of empty lists and fallbacks.
 *
 * Only the demo seed writes it, batch by batch with the photos it is about, as click events the
 * aggregator's own fold then counts (server/analytics/queries/clicks.ts): the popular lists read
 * them exactly as they read real visitors' clicks. Every click is on something the archive holds: a
 * live photo, one of its tags, its decade, places, family or events. So every tag it makes popular
 * leads to photos.
 *
 * Pure and deterministic: a photo's visits are drawn from a stream of their own (the seed and the
 * photo's index), so they do not depend on batch sizes, on a resume, or on the other photos; their
 * times are offsets before `anchor` (the seed's start), so a seed that resumes writes the same.
 */

/** How far back the visits go: within the admin's default 30-day range, and recent enough to trend. */
export const HISTORY_DAYS = 14;
/** The pretend visitors the clicks are spread over (each counted once per thing it clicked). */
export const HISTORY_VISITORS = 240;
/**
 * Only the archive's first photos get visits: the default demo (300) is covered whole, and a
 * benchmark archive of a million photos does not get ten million click events.
 */
export const HISTORY_PHOTO_LIMIT = 2000;
/** The marker in every demo click's metadata, so an admin (or a query) can tell them apart. */
export const DEMO_CLICK_METADATA = { demo: true } as const;

const HISTORY_SALT = 2_028;
const DAY_MS = 86_400_000;
const GENERIC: ReadonlySet<string> = new Set(GENERIC_TAGS);

export type DemoClick = {
	event_type: ClickEventType;
	entity_type: ClickEntityType;
	entity_id: string;
	taxonomy_type: string | null;
	visitor: string;
	session_id: string;
	created_at: Date;
};

const visitorId = (n: number) => `a:demo-${String(n).padStart(4, "0")}`;

/**
 * How many distinct visitors viewed the photo: most photos a few, some dozens (a long tail, as
 * real popularity has), featured photos more.
 */
function viewers(r: Random, photo: PhotoDraft): number {
	const appeal = r.next() ** 3;
	return Math.round(1 + appeal * 30 + (photo.featured ? r.int(4, 10) : 0));
}

/** A moment in the history: more of them lately, at any hour. */
function visitTime(r: Random, anchor: number): number {
	const daysAgo = HISTORY_DAYS * r.next() ** 1.6;
	return anchor - Math.max(60_000, Math.round(daysAgo * DAY_MS));
}

/** The tags a visitor clicks on a photo's page: the telling ones, not 'family' or 'vintage'. */
const clickableTags = (photo: PhotoDraft) => {
	const telling = photo.tags.filter((tag) => !GENERIC.has(tag));
	return telling.length > 0 ? telling : photo.tags;
};

/** The clicks of one photo's visitors: its views and the pills they followed from its page. */
export function photoHistory(photo: PhotoDraft, index: number, seed: number, anchor: number): DemoClick[] {
	if (photo.photo_status !== "live" || index >= HISTORY_PHOTO_LIMIT) return [];
	const r = createRandom(deriveSeed(deriveSeed(seed, HISTORY_SALT), index));
	const count = Math.min(HISTORY_VISITORS, viewers(r, photo));
	const visitors = r.sample(
		Array.from({ length: HISTORY_VISITORS }, (_, n) => n),
		count,
	);
	const tags = clickableTags(photo);
	const clicks: DemoClick[] = [];
	for (const n of visitors) {
		const visitor = visitorId(n);
		const at = visitTime(r, anchor);
		const click = (
			event_type: ClickEventType,
			entity_type: ClickEntityType,
			entity_id: string,
			taxonomy_type: string | null,
			after: number,
		) =>
			clicks.push({
				event_type,
				entity_type,
				entity_id,
				taxonomy_type,
				visitor,
				session_id: `demo-${n}-${Math.floor(at / DAY_MS)}`,
				created_at: new Date(Math.min(anchor, at + after * 1000)),
			});
		click("photo_view", "photo", photo.id, null, 0);
		if (tags.length > 0 && r.chance(0.45)) click("tag_click", "tag", r.pick(tags), "tag", r.int(5, 90));
		if (photo.eventIds.length > 0 && r.chance(0.3))
			click("event_click", "event", r.pick(photo.eventIds), "event", r.int(5, 90));
		if (r.chance(0.2)) click("taxonomy_click", "taxonomy", photo.decade_taken, "decade", r.int(5, 90));
		if (r.chance(0.1)) click("taxonomy_click", "taxonomy", photo.location_country, "country", r.int(5, 90));
		if (r.chance(0.08)) click("taxonomy_click", "taxonomy", photo.location_city, "city", r.int(5, 90));
		if (r.chance(0.08)) click("creator_click", "taxonomy", photo.user_id, "creator", r.int(5, 90));
	}
	return clicks;
}

/** The history of the drafts from `start` on (their indexes in the plan), in time order. */
export function batchHistory(
	drafts: readonly PhotoDraft[],
	start: number,
	seed: number,
	anchor: number,
): DemoClick[] {
	return drafts
		.flatMap((photo, j) => photoHistory(photo, start + j, seed, anchor))
		.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}
