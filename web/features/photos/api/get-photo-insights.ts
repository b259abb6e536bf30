import { adminApiPaths } from "@core/admin-api-paths";
import type { PhotoInsights } from "@core/contracts/photos";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** Analytics are cached 2 min (spec section 9, Caching). */
const ANALYTICS_STALE_MS = 2 * 60 * 1000;

export function getPhotoInsights(photoId: string, signal?: AbortSignal): Promise<PhotoInsights> {
	return apiFetch<Reply<typeof PhotoInsights>>(adminApiPaths.adminPhotoInsights(photoId), { signal });
}

/** Under the "admin" root, so the figures go with the admin on sign-out. */
export function photoInsightsQueryOptions(photoId: string) {
	return queryOptions({
		queryKey: ["admin", "photo-insights", photoId],
		queryFn: ({ signal }) => getPhotoInsights(photoId, signal),
		staleTime: ANALYTICS_STALE_MS,
	});
}

export function usePhotoInsights(photoId: string) {
	return useQuery(photoInsightsQueryOptions(photoId));
}
