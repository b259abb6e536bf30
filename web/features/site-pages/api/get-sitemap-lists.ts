import { CollectionsResponse, EventsResponse, FilterOptionsResponse } from "@core/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * The lists the sitemap links to: the filter panel's values, the events and the public
 * collections. The query keys are the ones the search, events and collections pages use, so a
 * visitor who comes from them finds the lists already loaded. Names change with the catalogue
 * only: 10 min fresh, 30 kept, like other names (spec section 9).
 */
const STALE_MS = 10 * 60 * 1000;
const GC_MS = 30 * 60 * 1000;

function listQuery<T>(key: string, path: string, schema: z.ZodType<T>) {
	return queryOptions({
		queryKey: [key],
		queryFn: ({ signal }) => apiFetch(path, { schema, signal }),
		staleTime: STALE_MS,
		gcTime: GC_MS,
	});
}

export const useSitemapFilterOptions = () =>
	useQuery(listQuery("filter-options", apiPaths.filterOptions, FilterOptionsResponse));
export const useSitemapEvents = () => useQuery(listQuery("events", apiPaths.events, EventsResponse));
export const useSitemapCollections = () =>
	useQuery(listQuery("collections", apiPaths.collections, CollectionsResponse));
