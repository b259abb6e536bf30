/** Sort orders of search and listing pages (spec section 4, "Sort order"). */
export const SORT_ORDERS = ["relevance", "newest", "oldest", "popular", "random", "curated"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export function isSortOrder(value: unknown): value is SortOrder {
	return typeof value === "string" && (SORT_ORDERS as readonly string[]).includes(value);
}

/** A query of only whitespace is no query: there is nothing to rank by relevance. */
export function hasSearchQuery(query: string | null | undefined): boolean {
	return typeof query === "string" && query.trim() !== "";
}

/**
 * Relevance when there is a search query; else, in a collection, the order its curator chose
 * (ours, beyond the spec); else random.
 */
export function defaultSortOrder(hasQuery: boolean, inCollection = false): SortOrder {
	if (hasQuery) return "relevance";
	return inCollection ? "curated" : "random";
}

/**
 * The orders a sort selector offers: relevance only ranks a query, so it needs one; the
 * curator's order exists only in a collection.
 */
export function allowedSortOrders(hasQuery: boolean, inCollection = false): readonly SortOrder[] {
	return SORT_ORDERS.filter(
		(order) => (order !== "relevance" || hasQuery) && (order !== "curated" || inCollection),
	);
}

/** The order to use for a requested value: unknown or not allowed falls back to the default. */
export function resolveSortOrder(value: unknown, hasQuery: boolean, inCollection = false): SortOrder {
	if (isSortOrder(value) && allowedSortOrders(hasQuery, inCollection).includes(value)) return value;
	return defaultSortOrder(hasQuery, inCollection);
}
