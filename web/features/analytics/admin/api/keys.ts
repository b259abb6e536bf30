/** Under the user-scoped root "admin": dropped on sign-out. */
export const adminSearchKeys = {
	synonyms: () => ["admin", "synonyms"] as const,
	synonymList: (q: string) => ["admin", "synonyms", "list", q] as const,
	searchAnalytics: (range: object) => ["admin", "search-analytics", range] as const,
	clickAnalytics: (query: object) => ["admin", "click-analytics", query] as const,
	clickQueue: () => ["admin", "click-queue"] as const,
};

/** Analytics: 2 min (spec section 9, Caching). */
export const ANALYTICS_STALE_MS = 2 * 60 * 1000;

/** The admin click queue polls every 5 s (spec section 9). */
export const CLICK_QUEUE_POLL_MS = 5000;

/** Synonyms change only here (or by another admin): read afresh each time the tab shows them. */
export const SYNONYMS_STALE_MS = 0;
