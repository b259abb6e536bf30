import { PopularPhotosPage } from "@core/contracts/tracking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** The home page shows the 24 most-clicked photos (spec section 2, Home): /popular's first page. */
export const HOME_POPULAR_LIMIT = 24;

/** Popular content: 5 min fresh, kept 30 (spec section 9, Caching). */
const POPULAR_STALE_MS = 5 * 60 * 1000;
const POPULAR_GC_MS = 30 * 60 * 1000;

export function getPopularPhotos(limit: number, signal?: AbortSignal): Promise<PopularPhotosPage> {
	return apiFetch(apiPaths.popularPhotos, { query: { limit }, schema: PopularPhotosPage, signal });
}

export function popularPhotosQueryOptions(limit: number) {
	return queryOptions({
		queryKey: ["popular", "photos", { limit }],
		queryFn: ({ signal }) => getPopularPhotos(limit, signal),
		staleTime: POPULAR_STALE_MS,
		gcTime: POPULAR_GC_MS,
	});
}

export function usePopularPhotos(limit: number = HOME_POPULAR_LIMIT) {
	return useQuery(popularPhotosQueryOptions(limit));
}
