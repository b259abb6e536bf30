import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminPhotoResponse } from "@core/contracts/catalogue";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_PHOTOS_STALE_MS, adminPhotoKeys } from "./keys";

export function getAdminPhoto(id: string, signal?: AbortSignal): Promise<AdminPhotoResponse> {
	return apiFetch<Reply<typeof AdminPhotoResponse>>(adminApiPaths.adminPhoto(id), { signal });
}

/** An unknown (or deleted) photo; asking again changes nothing. */
export function isPhotoNotFound(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function adminPhotoQueryOptions(id: string) {
	return queryOptions({
		queryKey: adminPhotoKeys.detail(id),
		queryFn: ({ signal }) => getAdminPhoto(id, signal),
		staleTime: ADMIN_PHOTOS_STALE_MS,
		retry: (count, error) => !isPhotoNotFound(error) && count < 1,
	});
}

/** Every field of one photo, its facts and why it cannot go live yet. */
export function useAdminPhoto(id: string) {
	return useQuery(adminPhotoQueryOptions(id));
}
