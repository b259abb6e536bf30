import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminCollectionDetail } from "@core/contracts/curation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_COLLECTIONS_STALE_MS, adminCollectionKeys } from "./collection-keys";

export function getAdminCollection(id: string, signal?: AbortSignal): Promise<AdminCollectionDetail> {
	return apiFetch<Reply<typeof AdminCollectionDetail>>(adminApiPaths.adminCollection(id), { signal });
}

/** An unknown collection (or an id that is not one); asking again changes nothing. */
export function isCollectionNotFound(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function adminCollectionQueryOptions(id: string) {
	return queryOptions({
		queryKey: adminCollectionKeys.detail(id),
		queryFn: ({ signal }) => getAdminCollection(id, signal),
		staleTime: ADMIN_COLLECTIONS_STALE_MS,
		refetchOnMount: true,
		retry: (count, error) => !isCollectionNotFound(error) && count < 1,
	});
}

/** One collection with its photos in order. */
export function useAdminCollection(id: string) {
	return useQuery(adminCollectionQueryOptions(id));
}
