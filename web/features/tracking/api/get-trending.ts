import { TrendingResponse } from "@core/contracts/tracking";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { POPULAR_GC_MS, POPULAR_STALE_MS } from "@/lib/tracking/popular-tags";

export function getTrending(signal?: AbortSignal): Promise<TrendingResponse> {
	return apiFetch(apiPaths.trending, { schema: TrendingResponse, signal });
}

/** Popular content: 5 min fresh, kept 30 (spec section 9, Caching). */
export function trendingQueryOptions() {
	return queryOptions({
		queryKey: ["popular", "trending"],
		queryFn: ({ signal }) => getTrending(signal),
		staleTime: POPULAR_STALE_MS,
		gcTime: POPULAR_GC_MS,
	});
}

export function useTrending() {
	return useQuery(trendingQueryOptions());
}
