import { type FacePhotoListQuery, FacePhotoListResponse } from "@core/contracts/admin-people";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_FACES_STALE_MS, adminFaceKeys } from "./keys";

/** What the list asks for: the contract's query with its defaults applied. */
export type FacePhotoListRequest = z.output<typeof FacePhotoListQuery>;

/** One page of the photos to tag (or of every photo), searched by words or #photoid. */
export function getFacePhotos(
	query: FacePhotoListRequest,
	signal?: AbortSignal,
): Promise<FacePhotoListResponse> {
	return apiFetch(apiPaths.adminFacePhotos, {
		query: { q: query.q || undefined, needs: query.needs, page: query.page, page_size: query.page_size },
		schema: FacePhotoListResponse,
		signal,
	});
}

export function facePhotosQueryOptions(query: FacePhotoListRequest) {
	return queryOptions({
		queryKey: adminFaceKeys.list(query),
		queryFn: ({ signal }) => getFacePhotos(query, signal),
		staleTime: ADMIN_FACES_STALE_MS,
		refetchOnMount: true,
		// Searching and paging keep the last page on screen (marked as updating).
		placeholderData: keepPreviousData,
	});
}

export function useFacePhotos(query: FacePhotoListRequest) {
	return useQuery(facePhotosQueryOptions(query));
}
