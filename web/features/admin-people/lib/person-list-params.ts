import { PERSONS_PAGE_SIZE } from "@core/contracts/admin-people";
import { pageParam } from "@/lib/list-params";
import type { PersonListRequest } from "../api/get-persons";

export { searchOf, withPage } from "@/lib/list-params";

/** The people list as the URL keeps it: `q` and `page`. */
export type PersonListState = { q: string; page: number };

export function parsePersonList(params: URLSearchParams): PersonListState {
	return { q: (params.get("q") ?? "").trim().slice(0, 200), page: pageParam(params) };
}

export function personListQueryOf(state: PersonListState): PersonListRequest {
	return { ...(state.q ? { q: state.q } : {}), page: state.page, page_size: PERSONS_PAGE_SIZE };
}

/** A new search starts again at page 1. */
export function withSearch(current: URLSearchParams, text: string): URLSearchParams {
	const params = new URLSearchParams(current);
	if (text) params.set("q", text);
	else params.delete("q");
	params.delete("page");
	return params;
}
