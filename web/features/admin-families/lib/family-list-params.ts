import { AdminFamilyListQuery, FAMILY_SORTS } from "@core/contracts/admin-catalogue";
import { dirParam, oneOf, pageParam, type SortDir, withSortParams } from "@/lib/list-params";
import type { FamilyListRequest } from "../api/get-families";

export { searchOf, withPage } from "@/lib/list-params";

export type FamilySort = (typeof FAMILY_SORTS)[number];

/** Rows per page of the families list. */
export const FAMILIES_PAGE_SIZE = 50;

/** The list as the URL keeps it: `q`, `sort`, `dir`, `page` (defaults are left out). */
export type FamilyListState = { q: string; sort: FamilySort; dir: SortDir; page: number };

const DEFAULTS = AdminFamilyListQuery.parse({});

/** Names read A to Z; counts, money and dates most first. */
export function naturalDir(sort: FamilySort): SortDir {
	return sort === "storefront_name" ? "asc" : "desc";
}

/** A hand-edited or stale URL never breaks the page: an unknown value means the default. */
export function parseFamilyList(params: URLSearchParams): FamilyListState {
	const sort = oneOf(FAMILY_SORTS, params.get("sort")) ?? DEFAULTS.sort;
	return {
		q: (params.get("q") ?? "").trim().slice(0, 200),
		sort,
		dir: dirParam(params) ?? (params.has("sort") ? naturalDir(sort) : DEFAULTS.dir),
		page: pageParam(params),
	};
}

/** What the API is asked for. */
export function familyListQueryOf(state: FamilyListState): FamilyListRequest {
	return {
		...(state.q ? { q: state.q } : {}),
		sort: state.sort,
		dir: state.dir,
		page: state.page,
		page_size: FAMILIES_PAGE_SIZE,
	};
}

/** A new search starts again at page 1. */
export function withSearch(current: URLSearchParams, text: string): URLSearchParams {
	const params = new URLSearchParams(current);
	if (text) params.set("q", text);
	else params.delete("q");
	params.delete("page");
	return params;
}

/**
 * A click on a column's header: the same column turns round, another one starts in its natural
 * direction; back to page 1 either way.
 */
export function withSort(
	current: URLSearchParams,
	state: FamilyListState,
	sort: FamilySort,
): URLSearchParams {
	return withSortParams(current, state, sort, naturalDir, DEFAULTS);
}
