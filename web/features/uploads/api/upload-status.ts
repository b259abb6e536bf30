import { familyUploadPaths, type UploadStatusResponse } from "@core/contracts/uploads";
import { useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** How often the screen asks while photos are processing (a photo's derivatives take seconds). */
export const STATUS_POLL_MS = 2000;

export const uploadStatusKeys = {
	all: ["family", "uploads", "status"] as const,
	of: (ids: readonly string[]) => [...uploadStatusKeys.all, [...ids].sort().join(",")] as const,
};

export function getUploadStatus(ids: readonly string[], signal?: AbortSignal) {
	return apiFetch<Reply<typeof UploadStatusResponse>>(familyUploadPaths.status, {
		query: { ids: ids.join(",") },
		signal,
	});
}

/** The processing state of the photos just uploaded, asked again every few seconds until none is processing. */
export function useUploadStatus(ids: readonly string[]) {
	return useQuery({
		queryKey: uploadStatusKeys.of(ids),
		queryFn: ({ signal }) => getUploadStatus(ids, signal),
		enabled: ids.length > 0,
		staleTime: 0,
		refetchInterval: STATUS_POLL_MS,
		refetchIntervalInBackground: true,
	});
}
