import { type AdminCollectionListQuery, AdminCollectionListResponse } from "@core/contracts/admin-curation";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_COLLECTIONS_STALE_MS, adminCollectionKeys } from "./keys";

/** What a list asks for: the contract's query with its defaults applied. */
export type CollectionListRequest = z.output<typeof AdminCollectionListQuery>;

/** One page of the collections, published or not, the last changed first. */
export function getAdminCollections(
	query: CollectionListRequest,
	signal?: AbortSignal,
): Promise<AdminCollectionListResponse> {
	return apiFetch(apiPaths.adminCollections, {
		query: { q: query.q || undefined, page: query.page, page_size: query.page_size },
		schema: AdminCollectionListResponse,
		signal,
	});
}

export function adminCollectionsQueryOptions(query: CollectionListRequest) {
	return queryOptions({
		queryKey: adminCollectionKeys.list(query),
		queryFn: ({ signal }) => getAdminCollections(query, signal),
		staleTime: ADMIN_COLLECTIONS_STALE_MS,
		refetchOnMount: true,
		// Searching and paging keep the last page on screen (marked as updating).
		placeholderData: keepPreviousData,
	});
}

export function useAdminCollections(query: CollectionListRequest) {
	return useQuery(adminCollectionsQueryOptions(query));
}
