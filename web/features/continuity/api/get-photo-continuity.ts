import type { PhotoContinuity } from "@core/contracts/continuity";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** The lists change when a family's photos or faces change: five minutes is fresh enough. */
export const CONTINUITY_STALE_MS = 5 * 60 * 1000;

export function getPhotoContinuity(photoId: string, signal?: AbortSignal): Promise<PhotoContinuity> {
	return apiFetch<Reply<typeof PhotoContinuity>>(apiPaths.photoContinuity(photoId), { signal });
}

/** `photoId` is the photo's uuid. */
export function photoContinuityQueryOptions(photoId: string) {
	return queryOptions({
		queryKey: ["continuity", "photo", photoId],
		queryFn: ({ signal }) => getPhotoContinuity(photoId, signal),
		initialData: () => firstAnswer<PhotoContinuity>(apiPaths.photoContinuity(photoId)),
		staleTime: CONTINUITY_STALE_MS,
	});
}

export function usePhotoContinuity(photoId: string) {
	return useQuery(photoContinuityQueryOptions(photoId));
}
