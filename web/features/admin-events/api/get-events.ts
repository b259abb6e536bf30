import { type AdminEventListQuery, AdminEventListResponse } from "@core/contracts/admin-curation";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_EVENTS_STALE_MS, adminEventKeys } from "./keys";

/** What a list asks for: the contract's query with its defaults applied. */
export type EventListRequest = z.output<typeof AdminEventListQuery>;

/** One page of the events, searched and sorted, with their photo counts. */
export function getAdminEvents(
	query: EventListRequest,
	signal?: AbortSignal,
): Promise<AdminEventListResponse> {
	return apiFetch(apiPaths.adminEvents, {
		query: {
			q: query.q || undefined,
			sort: query.sort,
			dir: query.dir,
			page: query.page,
			page_size: query.page_size,
		},
		schema: AdminEventListResponse,
		signal,
	});
}

export function adminEventsQueryOptions(query: EventListRequest) {
	return queryOptions({
		queryKey: adminEventKeys.list(query),
		queryFn: ({ signal }) => getAdminEvents(query, signal),
		staleTime: ADMIN_EVENTS_STALE_MS,
		refetchOnMount: true,
		// Searching, sorting and paging keep the last page on screen (marked as updating).
		placeholderData: keepPreviousData,
	});
}

export function useAdminEvents(query: EventListRequest, { enabled = true } = {}) {
	return useQuery({ ...adminEventsQueryOptions(query), enabled });
}
