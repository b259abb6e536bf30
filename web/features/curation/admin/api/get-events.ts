import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminEventListQuery, AdminEventListResponse } from "@core/contracts/curation";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminListQueryOptions } from "@/components/admin/admin-list-query";
import type { Reply } from "@/lib/api-client";
import { ADMIN_EVENTS_STALE_MS, adminEventKeys } from "./event-keys";

/** What a list asks for: the contract's query with its defaults applied. */
export type EventListRequest = z.output<typeof AdminEventListQuery>;

/** One page of the events, searched and sorted, with their photo counts. */
export function adminEventsQueryOptions(query: EventListRequest) {
	return adminListQueryOptions<Reply<typeof AdminEventListResponse>>({
		queryKey: adminEventKeys.list(query),
		path: adminApiPaths.adminEvents,
		query,
		staleTime: ADMIN_EVENTS_STALE_MS,
	});
}

export function useAdminEvents(query: EventListRequest, { enabled = true } = {}) {
	return useQuery({ ...adminEventsQueryOptions(query), enabled });
}
