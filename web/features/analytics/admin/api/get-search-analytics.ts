import { adminApiPaths } from "@core/admin-api-paths";
import type { SearchAnalyticsResponse } from "@core/contracts/analytics";
import type { DayRange } from "@core/tracking";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { ANALYTICS_STALE_MS, adminSearchKeys } from "./keys";

/** Totals, top searches, searches without results, per day and per method, over UTC days. */
export function getSearchAnalytics(range: DayRange, signal?: AbortSignal): Promise<SearchAnalyticsResponse> {
	return apiFetch<Reply<typeof SearchAnalyticsResponse>>(adminApiPaths.adminSearchAnalytics, {
		query: { from: range.from, to: range.to },
		signal,
	});
}

export function searchAnalyticsQueryOptions(range: DayRange) {
	const key = { from: range.from, to: range.to };
	return queryOptions({
		queryKey: adminSearchKeys.searchAnalytics(key),
		queryFn: ({ signal }) => getSearchAnalytics(key, signal),
		staleTime: ANALYTICS_STALE_MS,
		placeholderData: keepPreviousData,
	});
}

export function useSearchAnalytics(range: DayRange) {
	return useQuery(searchAnalyticsQueryOptions(range));
}
