/**
 * A page's first answers: the server sends, with the page, what the app's first GET requests
 * would get (the session, the header's and footer's data, the page's own first results). The app
 * starts its queries with them, so its first render is the finished page: no request, no
 * loading state and no second render per answer while the page loads.
 *
 * Both sides name a request by `answerKey`: the address with its query values sorted, so the
 * order the app happens to build them in does not matter.
 */

/** The id of the JSON block at the end of the page's body. */
export const FIRST_ANSWERS_ID = "app-answers";

export type RequestQuery = Record<string, string | number | boolean | undefined>;

/** A request's address: the path and its defined query values, in the order given. */
export function requestUrl(path: string, query: RequestQuery = {}): string {
	const params = new URLSearchParams();
	for (const [name, value] of Object.entries(query)) {
		if (value !== undefined) params.set(name, String(value));
	}
	const qs = params.toString();
	return qs ? `${path}?${qs}` : path;
}

/** The request's address with its defined query values in name order (`/api/search?limit=24&q=cake`). */
export function answerKey(path: string, query: RequestQuery = {}): string {
	return requestUrl(path, Object.fromEntries(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** The API answers wishlist membership for at most 100 photos a call. */
export const MEMBERSHIP_BATCH = 100;

/** A grid's distinct photo ids in list order, cut into membership requests of MEMBERSHIP_BATCH. */
export function membershipBatches(ids: readonly string[]): string[][] {
	const distinct = [...new Set(ids)];
	const out: string[][] = [];
	for (let start = 0; start < distinct.length; start += MEMBERSHIP_BATCH) {
		out.push(distinct.slice(start, start + MEMBERSHIP_BATCH));
	}
	return out;
}

/** A wishlist-membership request's query: the photos' ids, sorted, comma-separated. */
export function membershipQuery(photoIds: readonly string[]): RequestQuery {
	return { photo_ids: [...photoIds].sort().join(",") };
}

/** A search request's query: the listing's filters and sort, its words trimmed, the page and seed. */
export function searchQuery(
	search: Readonly<Record<string, string | undefined>> & { q?: string },
	page: { offset: number; limit: number; seed: number },
): RequestQuery {
	return { ...search, q: search.q?.trim() || undefined, ...page };
}
