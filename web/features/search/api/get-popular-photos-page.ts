import { PopularPhotosPage } from "@core/contracts/tracking";
import { TRACKING } from "@core/tracking";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { retrySearch, searchRetryDelay } from "@/lib/photo-search";
import { useSession } from "@/lib/session";
import { POPULAR_GC_MS, POPULAR_STALE_MS } from "@/lib/tracking/popular-tags";

export function getPopularPhotosPage(
	offset: number,
	limit: number = TRACKING.popularPhotosPageSize,
	signal?: AbortSignal,
): Promise<PopularPhotosPage> {
	return apiFetch(apiPaths.popularPhotos, { query: { limit, offset }, schema: PopularPhotosPage, signal });
}

/**
 * /popular's pages of 24 (spec section 9): a guest's answer stops at the first 24, so guests and
 * members never share a cache entry.
 */
export function popularPhotosPagesQueryOptions(viewer: string) {
	return infiniteQueryOptions({
		queryKey: ["popular", "photos", "pages", { viewer }],
		queryFn: ({ pageParam, signal }) =>
			getPopularPhotosPage(pageParam, TRACKING.popularPhotosPageSize, signal),
		initialPageParam: 0,
		getNextPageParam: (last: PopularPhotosPage) =>
			last.has_more && last.photos.length > 0 ? last.offset + last.photos.length : undefined,
		staleTime: POPULAR_STALE_MS,
		gcTime: POPULAR_GC_MS,
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
