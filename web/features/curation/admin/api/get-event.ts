import { adminApiPaths } from "@core/admin-api-paths";
import { type AdminEventDetail, EVENT_PHOTOS_PAGE_SIZE } from "@core/contracts/curation";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_EVENTS_STALE_MS, adminEventKeys } from "./event-keys";

export function getAdminEvent(id: string, page: number, signal?: AbortSignal): Promise<AdminEventDetail> {
	return apiFetch<Reply<typeof AdminEventDetail>>(adminApiPaths.adminEvent(id), {
		query: { page, page_size: EVENT_PHOTOS_PAGE_SIZE },
		signal,
	});
}

/** An unknown event (merged or deleted meanwhile, or an id that is not one); asking again changes nothing. */
export function isEventNotFound(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function adminEventQueryOptions(id: string, page: number) {
	return queryOptions({
		queryKey: adminEventKeys.detail(id, page),
		queryFn: ({ signal }) => getAdminEvent(id, page, signal),
		staleTime: ADMIN_EVENTS_STALE_MS,
		// Reopened after a merge or an attach elsewhere (which marks it stale): load it again.
		refetchOnMount: true,
		retry: (count, error) => !isEventNotFound(error) && count < 1,
		placeholderData: keepPreviousData,
	});
}

/** One event with a page of its photos. */
export function useAdminEvent(id: string, page: number) {
	return useQuery(adminEventQueryOptions(id, page));
}
