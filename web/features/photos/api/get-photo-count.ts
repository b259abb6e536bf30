import type { PhotoCountResponse } from "@core/contracts/photos";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** The footer photo count is cached 24 h (spec section 9, Caching). */
const DAY_MS = 24 * 60 * 60 * 1000;

export function getPhotoCount(signal?: AbortSignal): Promise<PhotoCountResponse> {
	return apiFetch<Reply<typeof PhotoCountResponse>>(apiPaths.photoCount, { signal });
}

export function photoCountQueryOptions() {
	return queryOptions({
		queryKey: ["photos", "count"],
		queryFn: ({ signal }) => getPhotoCount(signal),
		initialData: () => firstAnswer<PhotoCountResponse>(apiPaths.photoCount),
		staleTime: DAY_MS,
		gcTime: DAY_MS,
	});
}

export function usePhotoCount() {
	return useQuery(photoCountQueryOptions());
}
