import type { ContinuityFamiliesResponse } from "@core/contracts/continuity";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { CONTINUITY_STALE_MS } from "./get-photo-continuity";

export function getContinuityFamilies(signal?: AbortSignal): Promise<ContinuityFamiliesResponse> {
	return apiFetch<Reply<typeof ContinuityFamiliesResponse>>(apiPaths.continuityFamilies, { signal });
}

/** The families the set builder may pick (those with live photos), by name. */
export function useContinuityFamilies() {
	return useQuery(
		queryOptions({
			queryKey: ["continuity", "families"],
			queryFn: ({ signal }) => getContinuityFamilies(signal),
			staleTime: CONTINUITY_STALE_MS,
		}),
	);
}
