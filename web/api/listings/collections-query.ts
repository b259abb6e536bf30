import type { CollectionSummary, CollectionsResponse } from "@core/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Collections change with admin edits only: 10 min fresh, 30 kept. */
const COLLECTIONS_STALE_MS = 10 * 60 * 1000;
const COLLECTIONS_GC_MS = 30 * 60 * 1000;

export function getCollections(signal?: AbortSignal): Promise<CollectionsResponse> {
	return apiFetch<Reply<typeof CollectionsResponse>>(apiPaths.collections, { signal });
}

export function getCollection(id: string, signal?: AbortSignal): Promise<CollectionSummary> {
	return apiFetch<Reply<typeof CollectionSummary>>(apiPaths.collection(id), { signal });
}

export function useCollections() {
	return useQuery(
		queryOptions({
			queryKey: ["collections"],
			queryFn: ({ signal }) => getCollections(signal),
			staleTime: COLLECTIONS_STALE_MS,
			gcTime: COLLECTIONS_GC_MS,
		}),
	);
}

export function useCollection(id: string) {
	return useQuery(
		queryOptions({
			queryKey: ["collections", id],
			queryFn: ({ signal }) => getCollection(id, signal),
			staleTime: COLLECTIONS_STALE_MS,
			gcTime: COLLECTIONS_GC_MS,
			// A private or unknown collection will not appear by asking again.
			retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
		}),
	);
}
