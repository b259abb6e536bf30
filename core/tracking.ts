/**
 * Click tracking, popularity, trending and search analytics (spec sections 3, 4, 5, 7 and 9,
 * "Tracking"): the constants and the pure rules the browser and the server share.
 */
import { ENTITY_LINK_TAXONOMY_TYPES, TRENDING_FIELD_NAMES, trendingChipType } from "./taxonomy";

export const CLICK_EVENT_TYPES = [
	"photo_view",
	"tag_click",
	"taxonomy_click",
	"creator_click",
	"event_click",
] as const;
export type ClickEventType = (typeof CLICK_EVENT_TYPES)[number];

export const CLICK_ENTITY_TYPES = ["photo", "taxonomy", "event", "tag"] as const;
export type ClickEntityType = (typeof CLICK_ENTITY_TYPES)[number];

/**
 * The taxonomy types an event may carry: the link types of section 3 (not the 'popular' and
 * 'featured' lists), the route type 'location', and the photo field names the trending chip
 * mapping turns into link types.
 */
export const TRACKED_TAXONOMY_TYPES = [
	...ENTITY_LINK_TAXONOMY_TYPES,
	"location",
	...TRENDING_FIELD_NAMES,
] as const;
export type TrackedTaxonomyType = (typeof TRACKED_TAXONOMY_TYPES)[number];

/** Which entity each event type is about; a creator click is a taxonomy click of type 'creator'. */
export const EVENT_ENTITY: Readonly<Record<ClickEventType, ClickEntityType>> = {
	photo_view: "photo",
	tag_click: "tag",
	taxonomy_click: "taxonomy",
	creator_click: "taxonomy",
	event_click: "event",
};

/**
 * The taxonomy type stored for an event: fixed for the event types whose entity has one type
 * (a photo view has none, so its click_analytics row is the one photos.popularity follows; a tag
 * click is 'tag', an event click 'event'); what the client sent for taxonomy and creator clicks
 * (the schema already requires 'creator' for the latter).
 */
export function storedTaxonomyType(event: {
	event_type: ClickEventType;
	taxonomy_type?: TrackedTaxonomyType | null;
}): TrackedTaxonomyType | null {
	switch (event.event_type) {
		case "photo_view":
			return null;
		case "tag_click":
			return "tag";
		case "event_click":
			return "event";
		default:
			return event.taxonomy_type ?? null;
	}
}

/** Events sent at once rather than after the debounce (spec section 4, "Click tracking"). */
export const IMMEDIATE_EVENT_TYPES: readonly ClickEventType[] = [
	"taxonomy_click",
	"tag_click",
	"creator_click",
];

export const TRACKING = {
	/** Click batch (spec section 9). */
	clickDebounceMs: 1000,
	clickBatchSize: 10,
	clickDedupeMs: 5000,
	retries: 2,
	/** The most events one request may carry (a beacon flushes everything queued). */
	maxEventsPerRequest: 50,
	/** The queue keeps at most this many unsent events; older ones are dropped first. */
	maxQueuedEvents: 200,
	maxEntityIdLength: 200,
	maxReferrerLength: 2000,
	maxUserAgentLength: 500,
	/** metadata as JSON text. */
	maxMetadataBytes: 2000,
	/**
	 * Search analytics (spec section 9): a visitor's search is recorded once they have searched
	 * nothing else for 400 ms, and the same term from the same session once in 30 s.
	 */
	searchDebounceMs: 400,
	searchDuplicateWindowMs: 30_000,
	/** Trending strip (spec section 7, "Other calls", and 9). */
	trendingItems: 20,
	trendingEventShare: 0.6,
	/** Popular lists (spec section 9, "Search and lists"). */
	popularPhotosPageSize: 24,
	popularPoolFactor: 10,
	guestPopularCap: 24,
	popularPhotosDefaultLimit: 10,
	popularTagsLimit: 20,
	popularTagsShown: 5,
	/** Admin analytics date ranges: the last 30 UTC days by default, at most a year (leap day included). */
	analyticsDefaultDays: 30,
	analyticsMaxDays: 366,
} as const;

/** The popular tags' request (the home hero, the search page), as the app makes it. */
export const POPULAR_TAGS_QUERY = { entity_type: "tag", limit: TRACKING.popularTagsLimit } as const;
/** The home page's request for the most-clicked photos: /popular's first page. */
export const HOME_POPULAR_QUERY = { limit: TRACKING.popularPhotosPageSize } as const;

/** Shown when the popular-tags query fails (spec section 8, "Other errors"). */
export const POPULAR_TAGS_FALLBACK = ["Landscape", "Architecture", "People", "Nature", "Business"] as const;

/** The tracking session id: letters, digits, '-' and '_', 8 to 64 characters (a UUID fits). */
export const TRACKING_SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The tracking session cookie (issue 24): the server issues it, signed, with a visit's first page
 * (and with a tracking or search answer when a visitor has none). Events and searches are counted
 * under it; what a request body says about its session is never believed.
 */
export const TRACKING_COOKIE = "ssd.visit";

/** What makes two events "the same event for the same entity" (spec section 9, Tracking). */
export function clickDedupeKey(event: {
	event_type: string;
	entity_type: string;
	entity_id: string;
	taxonomy_type?: string | null;
}): string {
	return [event.event_type, event.entity_type, event.entity_id, event.taxonomy_type ?? ""].join("\u0000");
}

/**
 * The spec's click de-duplication: a key admitted once is refused for `windowMs` after it (the
 * browser's queue keys events by clickDedupeKey; the server adds the visitor). The memory is
 * bounded: it holds keys in the order they were admitted, drops the expired ones from the front,
 * and past `maxEntries` the oldest, so no flood of distinct keys can grow it without end.
 */
export class RecentKeys {
	private readonly admitted = new Map<string, number>();

	constructor(
		private readonly windowMs: number = TRACKING.clickDedupeMs,
		private readonly maxEntries: number = 500,
	) {}

	/** True when `key` counts now (and is remembered); false inside the window of its last admission. */
	admit(key: string, atMs: number): boolean {
		const last = this.admitted.get(key);
		if (last !== undefined && atMs - last < this.windowMs) return false;
		// Re-inserted, so the Map's order stays the order of admission (the oldest first).
		this.admitted.delete(key);
		this.admitted.set(key, atMs);
		for (const [oldest, at] of this.admitted) {
			if (atMs - at < this.windowMs && this.admitted.size <= this.maxEntries) break;
			this.admitted.delete(oldest);
		}
		return true;
	}

	/** Undoes an admission whose event was then not kept (a failed insert), so a retry counts. */
	forget(key: string): void {
		this.admitted.delete(key);
	}

	clear(): void {
		this.admitted.clear();
	}

	get size(): number {
		return this.admitted.size;
	}
}

/** The analytics form of a search term: trimmed and lower-cased (spec section 3, search_analytics). */
export function normaliseSearchTerm(term: string): string {
	return term.trim().toLowerCase();
}

/**
 * Whether a search term is recorded (spec section 5): at least 2 characters after trimming,
 * not one character repeated ('aaa'), not only dots.
 */
export function isRecordableSearchTerm(term: string): boolean {
	const t = term.trim();
	if ([...t].length < 2) return false;
	if (/^\.+$/.test(t)) return false;
	const first = [...t][0];
	return ![...t].every((c) => c.toLowerCase() === first?.toLowerCase());
}

export type TrendingSource = {
	entity_type: ClickEntityType;
	entity_id: string;
	taxonomy_type: string | null;
	unique_visitors: number;
	entity_name: string;
};

export type TrendingChip = {
	kind: "event" | "taxonomy";
	/** The taxonomy page type after the chip mapping ('location_country' becomes 'country'). */
	taxonomy_type: string;
	id: string;
	label: string;
	/** Distinct visitors who clicked it: what the strip ranks by. */
	unique_visitors: number;
};

/** How many event and taxonomy items the strip asks for: 60% and 40% of 20. */
export function trendingShares(total: number = TRACKING.trendingItems): { events: number; taxonomy: number } {
	const events = Math.round(total * TRACKING.trendingEventShare);
	return { events, taxonomy: total - events };
}

/**
 * The Trending strip (spec section 7): event items and taxonomy items merged, sorted by
 * their distinct visitors (the spec's clicks, counted so one visitor's burst counts once) and cut to 20, each chip with its taxonomy page type.
 */
export function mergeTrending(
	events: readonly TrendingSource[],
	taxonomy: readonly TrendingSource[],
	limit: number = TRACKING.trendingItems,
): TrendingChip[] {
	const chips: TrendingChip[] = [
		...events.map((row) => ({
			kind: "event" as const,
			taxonomy_type: "event",
			id: row.entity_id,
			label: row.entity_name,
			unique_visitors: row.unique_visitors,
		})),
		...taxonomy.map((row) => ({
			kind: "taxonomy" as const,
			taxonomy_type: trendingChipType(row.taxonomy_type ?? ""),
			id: row.entity_id,
			label: row.entity_name,
			unique_visitors: row.unique_visitors,
		})),
	];
	return chips.sort((a, b) => b.unique_visitors - a.unique_visitors).slice(0, limit);
}

// ---------------------------------------------------------------- analytics date ranges

/** An analytics range of whole UTC days (YYYY-MM-DD), both ends included. */
export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The UTC day (YYYY-MM-DD) of a moment; today by default. */
export function utcDay(ms: number = Date.now()): string {
	return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC day `days` days after `day` (before it when negative). */
export function addUtcDays(day: string, days: number): string {
	return utcDay(utcMidnight(day) + days * DAY_MS);
}

/** How many days a range spans, both ends included. */
export function daysInRange({ from, to }: DayRange): number {
	return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;
}

/** The last `days` UTC days up to `to`, `to` included. */
export function lastDays(days: number, to: string): DayRange {
	return { from: addUtcDays(to, -(days - 1)), to };
}
