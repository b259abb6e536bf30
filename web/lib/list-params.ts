/** Helpers for admin tables that keep their sort, direction and page in the URL. */

export type SortDir = "asc" | "desc";

/** `value` if it is one of `values`, else null: a hand-edited URL never breaks the page. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
	return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The `page` param when it is a sane page number, else 1. */
export function pageParam(params: URLSearchParams): number {
	const page = Number(params.get("page"));
	return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The `dir` param, or null when missing or unknown. */
export function dirParam(params: URLSearchParams): SortDir | null {
	return oneOf(["asc", "desc"] as const, params.get("dir"));
}

/**
 * A click on a column's header: the same column turns round, another one starts in its natural
 * direction; the default order leaves the URL bare; back to page 1 either way.
 */
export function withSortParams<S extends string>(
	current: URLSearchParams,
	state: { sort: S; dir: SortDir },
	sort: S,
	naturalDir: (sort: S) => SortDir,
	defaults: { sort: S; dir: SortDir },
): URLSearchParams {
	const params = new URLSearchParams(current);
	const dir: SortDir = state.sort === sort ? (state.dir === "asc" ? "desc" : "asc") : naturalDir(sort);
	if (sort === defaults.sort && dir === defaults.dir) {
		params.delete("sort");
		params.delete("dir");
	} else {
		params.set("sort", sort);
		params.set("dir", dir);
	}
	params.delete("page");
	return params;
}

/** The same list at another page (page 1 is the bare URL). */
export function withPage(current: URLSearchParams, page: number): URLSearchParams {
	const params = new URLSearchParams(current);
	if (page <= 1) params.delete("page");
	else params.set("page", String(page));
	return params;
}

/** `?a=b` or "" for none. */
export function searchOf(params: URLSearchParams): string {
	const qs = params.toString();
	return qs ? `?${qs}` : "";
}

/** Longest search the admin lists send (the API's limit). */
const MAX_SEARCH = 200;

/** The `q` param, trimmed and cut to what the API takes. */
export function searchParam(params: URLSearchParams): string {
	return (params.get("q") ?? "").trim().slice(0, MAX_SEARCH);
}

/** The list searched for `text` (none when empty); a new search starts again at page 1. */
export function withSearch(current: URLSearchParams, text: string): URLSearchParams {
	const params = new URLSearchParams(current);
	if (text) params.set("q", text);
	else params.delete("q");
	params.delete("page");
	return params;
}

/** The same URL with one param set, or without it for null: an open record, say. */
export function withParam(current: URLSearchParams, key: string, value: string | null): URLSearchParams {
	const params = new URLSearchParams(current);
	if (value) params.set(key, value);
	else params.delete(key);
	return params;
}

/** A searchable, paged list as the URL keeps it. */
export type PagedListState = { q: string; page: number };

/** `q` and `page` from the URL; a hand-edited value falls back to the default. */
export function parsePagedList(params: URLSearchParams): PagedListState {
	return { q: searchParam(params), page: pageParam(params) };
}

/** A searchable, sortable, paged list as the URL keeps it. */
export type SortedListState<S extends string> = PagedListState & { sort: S; dir: SortDir };

/**
 * `q`, `sort`, `dir` and `page` from the URL: an unknown sort means the default one, and a sort
 * without a direction reads in its natural direction.
 */
export function parseSortedList<S extends string>(
	params: URLSearchParams,
	sorts: readonly S[],
	naturalDir: (sort: S) => SortDir,
	defaults: { sort: S; dir: SortDir },
): SortedListState<S> {
	const sort = oneOf(sorts, params.get("sort")) ?? defaults.sort;
	return {
		q: searchParam(params),
		sort,
		dir: dirParam(params) ?? (params.has("sort") ? naturalDir(sort) : defaults.dir),
		page: pageParam(params),
	};
}

/** What a paged list asks the API for: the search only when there is one. */
export function pagedQueryOf(
	state: PagedListState,
	pageSize: number,
): { q?: string; page: number; page_size: number } {
	return { ...(state.q ? { q: state.q } : {}), page: state.page, page_size: pageSize };
}
