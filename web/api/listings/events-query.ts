import type { EventsResponse } from "@core/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Event names: 10 min fresh, 30 kept, like other names (spec section 9). */
const EVENTS_STALE_MS = 10 * 60 * 1000;
const EVENTS_GC_MS = 30 * 60 * 1000;

export function getEvents(signal?: AbortSignal): Promise<EventsResponse> {
	return apiFetch<Reply<typeof EventsResponse>>(apiPaths.events, { signal });
}

export function useEvents() {
	return useQuery(
		queryOptions({
			queryKey: ["events"],
			queryFn: ({ signal }) => getEvents(signal),
			staleTime: EVENTS_STALE_MS,
			gcTime: EVENTS_GC_MS,
		}),
	);
}
