import type { PhotoDetail } from "@core/contracts/photos";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

export function getPhoto(ref: string, signal?: AbortSignal): Promise<PhotoDetail> {
	return apiFetch<Reply<typeof PhotoDetail>>(apiPaths.photo(ref), { signal });
}

/**
 * 404 is no such live photo; 400 is a number too long to be one (the route check lets any
 * digits through, the API takes at most nine). Neither changes by asking again.
 */
export function isPhotoNotFound(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** `ref` is the photo number or the uuid from the URL; the app's defaults (5 min fresh) apply. */
export function photoQueryOptions(ref: string) {
	return queryOptions({
		queryKey: ["photo", ref],
		queryFn: ({ signal }) => getPhoto(ref, signal),
		initialData: () => firstAnswer<PhotoDetail>(apiPaths.photo(ref)),
		retry: (count, error) => !isPhotoNotFound(error) && count < 1,
	});
}

export function usePhoto(ref: string) {
	return useQuery(photoQueryOptions(ref));
}
