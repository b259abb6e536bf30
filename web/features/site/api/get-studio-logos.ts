import type { StudioLogosResponse } from "@core/contracts/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

export function getStudioLogos(signal?: AbortSignal): Promise<StudioLogosResponse> {
	return apiFetch<Reply<typeof StudioLogosResponse>>(apiPaths.studioLogos, { signal });
}

/** Uses the app's query defaults (5 min fresh, 10 min kept); the home page carries the first answer. */
export function studioLogosQueryOptions() {
	return queryOptions({
		queryKey: ["studio-logos"],
		queryFn: ({ signal }) => getStudioLogos(signal),
		initialData: () => firstAnswer<StudioLogosResponse>(apiPaths.studioLogos),
	});
}

export function useStudioLogos() {
	return useQuery(studioLogosQueryOptions());
}
