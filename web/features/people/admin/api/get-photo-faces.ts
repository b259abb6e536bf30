import { adminApiPaths } from "@core/admin-api-paths";
import type { PhotoFacesResponse } from "@core/contracts/people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_FACES_STALE_MS, adminFaceKeys } from "./face-keys";

/** The photo the editor draws on, with its faces. */
export function getPhotoFaces(photoId: string, signal?: AbortSignal): Promise<PhotoFacesResponse> {
	return apiFetch<Reply<typeof PhotoFacesResponse>>(adminApiPaths.adminPhotoFaces(photoId), { signal });
}

export function photoFacesQueryOptions(photoId: string) {
	return queryOptions({
		queryKey: adminFaceKeys.photo(photoId),
		queryFn: ({ signal }) => getPhotoFaces(photoId, signal),
		staleTime: ADMIN_FACES_STALE_MS,
		refetchOnMount: true,
	});
}

export function usePhotoFaces(photoId: string) {
	return useQuery(photoFacesQueryOptions(photoId));
}
