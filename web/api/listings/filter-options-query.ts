import type { FilterOptionsResponse } from "@core/contracts/listings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";

/** Option values change with the catalogue only: 10 min fresh, 30 kept, like other names (spec section 9). */
const OPTIONS_STALE_MS = 10 * 60 * 1000;
const OPTIONS_GC_MS = 30 * 60 * 1000;

export function getFilterOptions(signal?: AbortSignal): Promise<FilterOptionsResponse> {
	return apiFetch<Reply<typeof FilterOptionsResponse>>(apiPaths.filterOptions, { signal });
}

export function filterOptionsQueryOptions() {
	return queryOptions({
		queryKey: ["filter-options"],
		queryFn: ({ signal }) => getFilterOptions(signal),
		initialData: () => firstAnswer<FilterOptionsResponse>(apiPaths.filterOptions),
		staleTime: OPTIONS_STALE_MS,
		gcTime: OPTIONS_GC_MS,
	});
}

export function useFilterOptions() {
	return useQuery(filterOptionsQueryOptions());
}
