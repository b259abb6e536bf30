import type { SimilarPhotosResponse } from "@core/contracts/photos";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { type RelatedPage, relatedInfiniteOptions, swallowed } from "./similar-pages";

export type SimilarPhoto = SimilarPhotosResponse["photos"][number];

/** One page of 24 similar photos (at most 72 in all); a failure is an empty page (spec section 8). */
export function getSimilarPhotos(
	photoId: string,
	offset: number,
	signal?: AbortSignal,
): Promise<RelatedPage<SimilarPhoto>> {
	return swallowed("Similar photos", offset, () =>
		apiFetch<Reply<typeof SimilarPhotosResponse>>(apiPaths.similarPhotos(photoId), {
			query: { offset },
			signal,
		}),
	);
}

/** `photoId` is the photo's uuid. */
export function similarPhotosQueryOptions(photoId: string) {
	return relatedInfiniteOptions<SimilarPhoto>(["similar-photos", photoId], (offset, signal) =>
		getSimilarPhotos(photoId, offset, signal),
	);
}

export function useSimilarPhotos(photoId: string) {
	return useInfiniteQuery(similarPhotosQueryOptions(photoId));
}
