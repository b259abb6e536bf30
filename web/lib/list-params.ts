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
