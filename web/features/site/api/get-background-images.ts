import type { BackgroundImagesResponse } from "@core/contracts/photos";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** The set of hero backgrounds changes rarely; a day matches the remembered count's lifetime. */
const BACKGROUND_LIST_STALE_MS = 24 * 60 * 60 * 1000;

export function getBackgroundImages(signal?: AbortSignal): Promise<BackgroundImagesResponse> {
	return apiFetch<Reply<typeof BackgroundImagesResponse>>(apiPaths.backgroundImages, { signal });
}

export function backgroundImagesQueryOptions() {
	return queryOptions({
		queryKey: ["background-images"],
		queryFn: ({ signal }) => getBackgroundImages(signal),
		initialData: () => firstAnswer<BackgroundImagesResponse>(apiPaths.backgroundImages),
		staleTime: BACKGROUND_LIST_STALE_MS,
	});
}

export function useBackgroundImages() {
	return useQuery(backgroundImagesQueryOptions());
}
