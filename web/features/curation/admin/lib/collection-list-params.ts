import { type PagedListState, pagedQueryOf, parsePagedList } from "@/lib/list-params";
import type { CollectionListRequest } from "../api/get-collections";

export { searchOf, withPage, withSearch } from "@/lib/list-params";

/** Rows per page of the collections list. */
export const COLLECTIONS_PAGE_SIZE = 50;

/** The list as the URL keeps it: `q` and `page` (defaults are left out). */
export type CollectionListState = PagedListState;

export const parseCollectionList = parsePagedList;

export function collectionListQueryOf(state: CollectionListState): CollectionListRequest {
	return pagedQueryOf(state, COLLECTIONS_PAGE_SIZE);
}
