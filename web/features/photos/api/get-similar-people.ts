import type { SimilarPeopleResponse } from "@core/contracts/photos";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { type RelatedPage, relatedInfiniteOptions, swallowed } from "./similar-pages";

export type SimilarPeoplePhoto = SimilarPeopleResponse["photos"][number];

/** One page of 24 photos sharing people with this one; a failure is an empty page (spec section 8). */
export function getSimilarPeople(
	photoId: string,
	offset: number,
	signal?: AbortSignal,
): Promise<RelatedPage<SimilarPeoplePhoto>> {
	return swallowed("Similar people", offset, () =>
		apiFetch<Reply<typeof SimilarPeopleResponse>>(apiPaths.similarPeople(photoId), {
			query: { offset },
			signal,
		}),
	);
}

/** `photoId` is the photo's uuid. */
export function similarPeopleQueryOptions(photoId: string) {
	return relatedInfiniteOptions<SimilarPeoplePhoto>(["similar-people", photoId], (offset, signal) =>
		getSimilarPeople(photoId, offset, signal),
	);
}

export function useSimilarPeople(photoId: string) {
	return useInfiniteQuery(similarPeopleQueryOptions(photoId));
}
