import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminPhotoListQuery, AdminPhotoListResponse } from "@core/contracts/catalogue";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_PHOTOS_STALE_MS, adminPhotoKeys } from "./keys";

/** What a list asks for: the contract's query with its defaults applied. */
export type PhotoListRequest = z.output<typeof AdminPhotoListQuery>;

/** One page of every photo, whatever its status, with the counts per status for the tabs. */
export function getAdminPhotos(
	query: PhotoListRequest,
	signal?: AbortSignal,
): Promise<AdminPhotoListResponse> {
	return apiFetch<Reply<typeof AdminPhotoListResponse>>(adminApiPaths.adminPhotos, {
		query: {
			q: query.q || undefined,
			status: query.status,
			flag: query.flag,
			family: query.family,
			decade: query.decade,
			sort: query.sort,
			dir: query.dir,
			page: query.page,
			page_size: query.page_size,
		},
		signal,
	});
}

export function adminPhotosQueryOptions(query: PhotoListRequest) {
	return queryOptions({
		queryKey: adminPhotoKeys.list(query),
		queryFn: ({ signal }) => getAdminPhotos(query, signal),
		staleTime: ADMIN_PHOTOS_STALE_MS,
		refetchOnMount: true,
		// Filtering and paging keep the last page on screen (marked as updating) instead of a skeleton.
		placeholderData: keepPreviousData,
	});
}

export function useAdminPhotos(query: PhotoListRequest) {
	return useQuery(adminPhotosQueryOptions(query));
}
