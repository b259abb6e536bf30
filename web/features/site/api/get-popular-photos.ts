import type { PopularPhotosPage } from "@core/contracts/analytics";
import { HOME_POPULAR_QUERY } from "@core/tracking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPopularPhotosPage, POPULAR_CACHE } from "@/api/analytics/popular-query";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** The home page shows the 24 most-clicked photos (spec section 2, Home): /popular's first page. */
export function popularPhotosQueryOptions() {
	const { limit } = HOME_POPULAR_QUERY;
	return queryOptions({
		queryKey: ["popular", "photos", { limit }],
		queryFn: ({ signal }) => getPopularPhotosPage({ limit }, signal),
		initialData: () => firstAnswer<PopularPhotosPage>(apiPaths.popularPhotos, HOME_POPULAR_QUERY),
		...POPULAR_CACHE,
	});
}

export function usePopularPhotos() {
	return useQuery(popularPhotosQueryOptions());
}
