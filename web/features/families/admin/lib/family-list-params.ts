import { AdminFamilyListQuery, FAMILY_SORTS } from "@core/contracts/catalogue";
import {
	pagedQueryOf,
	parseSortedList,
	type SortDir,
	type SortedListState,
	withSortParams,
} from "@/lib/list-params";
import type { FamilyListRequest } from "../api/get-families";

export { searchOf, withPage, withSearch } from "@/lib/list-params";

export type FamilySort = (typeof FAMILY_SORTS)[number];

/** Rows per page of the families list. */
export const FAMILIES_PAGE_SIZE = 50;

/** The list as the URL keeps it: `q`, `sort`, `dir`, `page` (defaults are left out). */
export type FamilyListState = SortedListState<FamilySort>;

const DEFAULTS = AdminFamilyListQuery.parse({});

/** Names read A to Z; counts, money and dates most first. */
export function naturalDir(sort: FamilySort): SortDir {
	return sort === "storefront_name" ? "asc" : "desc";
}

/** A hand-edited or stale URL never breaks the page: an unknown value means the default. */
export function parseFamilyList(params: URLSearchParams): FamilyListState {
	return parseSortedList(params, FAMILY_SORTS, naturalDir, DEFAULTS);
}

/** What the API is asked for. */
export function familyListQueryOf(state: FamilyListState): FamilyListRequest {
	return { ...pagedQueryOf(state, FAMILIES_PAGE_SIZE), sort: state.sort, dir: state.dir };
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
