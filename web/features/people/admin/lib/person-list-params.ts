import { PERSONS_PAGE_SIZE } from "@core/contracts/people";
import { type PagedListState, pagedQueryOf, parsePagedList } from "@/lib/list-params";
import type { PersonListRequest } from "../api/get-persons";

export { searchOf, withPage, withSearch } from "@/lib/list-params";

/** The people list as the URL keeps it: `q` and `page`. */
export type PersonListState = PagedListState;

export const parsePersonList = parsePagedList;

export function personListQueryOf(state: PersonListState): PersonListRequest {
	return pagedQueryOf(state, PERSONS_PAGE_SIZE);
}
