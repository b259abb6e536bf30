import { AdminEventListQuery, EVENT_SORTS, type EventSort } from "@core/contracts/admin-curation";
import { isUuid } from "@core/route-params";
import { dirParam, oneOf, pageParam, type SortDir, withSortParams } from "@/lib/list-params";
import type { EventListRequest } from "../api/get-events";

export { searchOf, withPage } from "@/lib/list-params";

/** Rows per page of the events list. */
export const EVENTS_PAGE_SIZE = 50;

/** The list as the URL keeps it: `q`, `sort`, `dir`, `page`, and the open event (`event`). */
export type EventListState = { q: string; sort: EventSort; dir: SortDir; page: number; event: string | null };

const DEFAULTS = AdminEventListQuery.parse({});

/** Names read A to Z; counts and dates most first. */
export function naturalDir(sort: EventSort): SortDir {
	return sort === "name" ? "asc" : "desc";
}

/** A hand-edited or stale URL never breaks the page: an unknown value means the default. */
export function parseEventList(params: URLSearchParams): EventListState {
	const sort = oneOf(EVENT_SORTS, params.get("sort")) ?? DEFAULTS.sort;
	const event = params.get("event");
	return {
		q: (params.get("q") ?? "").trim().slice(0, 200),
		sort,
		dir: dirParam(params) ?? (params.has("sort") ? naturalDir(sort) : DEFAULTS.dir),
		page: pageParam(params),
		event: event && isUuid(event) ? event : null,
	};
}

/** What the API is asked for. */
export function eventListQueryOf(state: EventListState): EventListRequest {
	return {
		...(state.q ? { q: state.q } : {}),
		sort: state.sort,
		dir: state.dir,
		page: state.page,
		page_size: EVENTS_PAGE_SIZE,
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

export function withSort(current: URLSearchParams, state: EventListState, sort: EventSort): URLSearchParams {
	return withSortParams(current, state, sort, naturalDir, DEFAULTS);
}

/** The list with one event open below it, or none. */
export function withOpenEvent(current: URLSearchParams, id: string | null): URLSearchParams {
	const params = new URLSearchParams(current);
	if (id) params.set("event", id);
	else params.delete("event");
	return params;
}
