import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPopularPhotosPage, POPULAR_CACHE } from "@/lib/tracking/popular-query";

/** The home page shows the 24 most-clicked photos (spec section 2, Home): /popular's first page. */
export const HOME_POPULAR_LIMIT = 24;

export function popularPhotosQueryOptions(limit: number) {
	return queryOptions({
		queryKey: ["popular", "photos", { limit }],
		queryFn: ({ signal }) => getPopularPhotosPage({ limit }, signal),
		...POPULAR_CACHE,
	});
}

export function usePopularPhotos(limit: number = HOME_POPULAR_LIMIT) {
	return useQuery(popularPhotosQueryOptions(limit));
}
