import { adminApiPaths } from "@core/admin-api-paths";
import type { FacePhotoListQuery, FacePhotoListResponse } from "@core/contracts/people";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminListQueryOptions } from "@/components/admin/admin-list-query";
import type { Reply } from "@/lib/api-client";
import { ADMIN_FACES_STALE_MS, adminFaceKeys } from "./face-keys";

/** What the list asks for: the contract's query with its defaults applied. */
export type FacePhotoListRequest = z.output<typeof FacePhotoListQuery>;

/** One page of the photos to tag (or of every photo), searched by words or #photoid. */
export function facePhotosQueryOptions(query: FacePhotoListRequest) {
	return adminListQueryOptions<Reply<typeof FacePhotoListResponse>>({
		queryKey: adminFaceKeys.list(query),
		path: adminApiPaths.adminFacePhotos,
		query,
		staleTime: ADMIN_FACES_STALE_MS,
	});
}

export function useFacePhotos(query: FacePhotoListRequest) {
	return useQuery(facePhotosQueryOptions(query));
}
