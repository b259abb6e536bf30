import type { TrendingResponse } from "@core/contracts/analytics";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { POPULAR_CACHE } from "@/api/analytics/popular-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

export function getTrending(signal?: AbortSignal): Promise<TrendingResponse> {
	return apiFetch<Reply<typeof TrendingResponse>>(apiPaths.trending, { signal });
}

export function trendingQueryOptions() {
	return queryOptions({
		queryKey: ["popular", "trending"],
		queryFn: ({ signal }) => getTrending(signal),
		initialData: () => firstAnswer<TrendingResponse>(apiPaths.trending),
		...POPULAR_CACHE,
	});
}

export function useTrending() {
	return useQuery(trendingQueryOptions());
}
