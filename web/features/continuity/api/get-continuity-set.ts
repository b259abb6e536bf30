import type { ContinuitySetQuery, ContinuitySetResponse } from "@core/contracts/continuity";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { CONTINUITY_STALE_MS } from "./get-photo-continuity";

export function getContinuitySet(
	query: ContinuitySetQuery,
	signal?: AbortSignal,
): Promise<ContinuitySetResponse> {
	return apiFetch<Reply<typeof ContinuitySetResponse>>(apiPaths.continuitySets, { query, signal });
}

/** The builder's proposal for a family and span; nothing is asked until one is chosen (`query` null). */
export function useContinuitySet(query: ContinuitySetQuery | null) {
	return useQuery(
		queryOptions({
			queryKey: ["continuity", "set", query?.family, query?.from, query?.to],
			queryFn: ({ signal }) => getContinuitySet(query as ContinuitySetQuery, signal),
			staleTime: CONTINUITY_STALE_MS,
			enabled: query !== null,
		}),
	);
}
