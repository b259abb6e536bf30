import { adminApiPaths } from "@core/admin-api-paths";
import type { PhotoClickQueue } from "@core/contracts/photos";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** The admin click queue polls every 5 s (spec section 9, Layout and interaction). */
export const CLICK_QUEUE_POLL_MS = 5000;

export function getClickQueue(photoId: string, signal?: AbortSignal): Promise<PhotoClickQueue> {
	return apiFetch<Reply<typeof PhotoClickQueue>>(adminApiPaths.adminPhotoClickQueue(photoId), { signal });
}

/** Polled for as long as a component reads it (the Admin tab while it is open). */
export function clickQueueQueryOptions(photoId: string) {
	return queryOptions({
		queryKey: ["admin", "photo-click-queue", photoId],
		queryFn: ({ signal }) => getClickQueue(photoId, signal),
		staleTime: 0,
		refetchInterval: CLICK_QUEUE_POLL_MS,
	});
}

export function useClickQueue(photoId: string) {
	return useQuery(clickQueueQueryOptions(photoId));
}
