import { pageParam } from "@/lib/list-params";
import type { CollectionListRequest } from "../api/get-collections";

export { searchOf, withPage } from "@/lib/list-params";

/** Rows per page of the collections list. */
export const COLLECTIONS_PAGE_SIZE = 50;

/** The list as the URL keeps it: `q` and `page` (defaults are left out). */
export type CollectionListState = { q: string; page: number };

export function parseCollectionList(params: URLSearchParams): CollectionListState {
	return { q: (params.get("q") ?? "").trim().slice(0, 200), page: pageParam(params) };
}

export function collectionListQueryOf(state: CollectionListState): CollectionListRequest {
	return { ...(state.q ? { q: state.q } : {}), page: state.page, page_size: COLLECTIONS_PAGE_SIZE };
}

/** A new search starts again at page 1. */
export function withSearch(current: URLSearchParams, text: string): URLSearchParams {
	const params = new URLSearchParams(current);
	if (text) params.set("q", text);
	else params.delete("q");
	params.delete("page");
	return params;
}
