import { adminApiPaths } from "@core/admin-api-paths";
import type { ClickAnalyticsResponse, ClickQueueResponse } from "@core/contracts/analytics";
import type { ClickEntityType, TrackedTaxonomyType } from "@core/tracking";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, type Reply } from "@/lib/api-client";
import { ANALYTICS_STALE_MS, adminSearchKeys, CLICK_QUEUE_POLL_MS } from "./keys";

/** What the click table asks for (core/contracts/analytics.ts ClickAnalyticsQuery). */
export type ClickAnalyticsQuery = {
	entity_type?: ClickEntityType;
	taxonomy_type?: TrackedTaxonomyType;
	from: string;
	to: string;
	limit: number;
	offset: number;
};

export function getClickAnalytics(
	query: ClickAnalyticsQuery,
	signal?: AbortSignal,
): Promise<ClickAnalyticsResponse> {
	return apiFetch<Reply<typeof ClickAnalyticsResponse>>(adminApiPaths.adminClickAnalytics, {
		query: {
			entity_type: query.entity_type,
			taxonomy_type: query.taxonomy_type,
			from: query.from,
			to: query.to,
			limit: query.limit,
			offset: query.offset,
		},
		signal,
	});
}

export function clickAnalyticsQueryOptions(query: ClickAnalyticsQuery) {
	return queryOptions({
		queryKey: adminSearchKeys.clickAnalytics(query),
		queryFn: ({ signal }) => getClickAnalytics(query, signal),
		staleTime: ANALYTICS_STALE_MS,
		placeholderData: keepPreviousData,
	});
}

export function useClickAnalytics(query: ClickAnalyticsQuery) {
	return useQuery(clickAnalyticsQueryOptions(query));
}

export type ClickQueue = z.infer<typeof ClickQueueResponse>;

export function getClickQueue(signal?: AbortSignal): Promise<ClickQueue> {
	return apiFetch<Reply<typeof ClickQueueResponse>>(adminApiPaths.adminClickQueue, { signal });
}

/** Click events not yet counted, polled for as long as the clicks tab shows it. */
export function clickQueueQueryOptions() {
	return queryOptions({
		queryKey: adminSearchKeys.clickQueue(),
		queryFn: ({ signal }) => getClickQueue(signal),
		staleTime: 0,
		refetchInterval: CLICK_QUEUE_POLL_MS,
	});
}

export function useClickQueue() {
	return useQuery(clickQueueQueryOptions());
}
