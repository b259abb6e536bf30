import type { PopularPhotosPage } from "@core/contracts/analytics";
import { TRACKING } from "@core/tracking";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { getPopularPhotosPage, POPULAR_CACHE } from "@/api/analytics/popular-query";
import { useSession } from "@/api/auth/session";
import { retrySearch, searchRetryDelay } from "@/api/search/photo-search";

/**
 * /popular's pages of 24 (spec section 9): a guest's answer stops at the first 24, so guests and
 * members never share a cache entry.
 */
export function popularPhotosPagesQueryOptions(viewer: string) {
	return infiniteQueryOptions({
		queryKey: ["popular", "photos", "pages", { viewer }],
		queryFn: ({ pageParam, signal }) =>
			getPopularPhotosPage({ offset: pageParam, limit: TRACKING.popularPhotosPageSize }, signal),
		initialPageParam: 0,
		getNextPageParam: (last: PopularPhotosPage) =>
			last.has_more && last.photos.length > 0 ? last.offset + last.photos.length : undefined,
		...POPULAR_CACHE,
		retry: retrySearch,
		retryDelay: searchRetryDelay,
	});
}

export function usePopularPhotosPages() {
	const session = useSession();
	return useInfiniteQuery({
		...popularPhotosPagesQueryOptions(session.user?.id ?? "guest"),
		enabled: !session.isLoading,
	});
}
