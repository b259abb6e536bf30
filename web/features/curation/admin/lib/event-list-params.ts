import { AdminEventListQuery, EVENT_SORTS, type EventSort } from "@core/contracts/curation";
import { isUuid } from "@core/route-params";
import {
	pagedQueryOf,
	parseSortedList,
	type SortDir,
	type SortedListState,
	withParam,
	withSortParams,
} from "@/lib/list-params";
import type { EventListRequest } from "../api/get-events";

export { searchOf, withPage, withSearch } from "@/lib/list-params";

/** Rows per page of the events list. */
export const EVENTS_PAGE_SIZE = 50;

/** The list as the URL keeps it: `q`, `sort`, `dir`, `page`, and the open event (`event`). */
export type EventListState = SortedListState<EventSort> & { event: string | null };

const DEFAULTS = AdminEventListQuery.parse({});

/** Names read A to Z; counts and dates most first. */
export function naturalDir(sort: EventSort): SortDir {
	return sort === "name" ? "asc" : "desc";
}

/** A hand-edited or stale URL never breaks the page: an unknown value means the default. */
export function parseEventList(params: URLSearchParams): EventListState {
	const event = params.get("event");
	return {
		...parseSortedList(params, EVENT_SORTS, naturalDir, DEFAULTS),
		event: event && isUuid(event) ? event : null,
	};
}

/** What the API is asked for. */
export function eventListQueryOf(state: EventListState): EventListRequest {
	return { ...pagedQueryOf(state, EVENTS_PAGE_SIZE), sort: state.sort, dir: state.dir };
}

export function withSort(current: URLSearchParams, state: EventListState, sort: EventSort): URLSearchParams {
	return withSortParams(current, state, sort, naturalDir, DEFAULTS);
}

/** The list with one event open below it, or none. */
export function withOpenEvent(current: URLSearchParams, id: string | null): URLSearchParams {
	return withParam(current, "event", id);
}
