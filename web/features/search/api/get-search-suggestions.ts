import type { SearchSuggestions } from "@core/contracts/search";
import { type FilterSet, filterQuery } from "@core/filter-set";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { retrySearch } from "@/api/search/photo-search";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Suggestions follow the catalogue like results do: 5 min fresh (spec section 9). */
const SUGGESTIONS_STALE_MS = 5 * 60 * 1000;

export function getSearchSuggestions(q: string, filters: FilterSet, signal?: AbortSignal) {
	return apiFetch<SearchSuggestions>(apiPaths.searchSuggestions, {
		query: { ...filterQuery(filters), q },
		signal,
	});
}

/** What to try instead of a search that found nothing (GET /api/search/suggestions). */
export function useSearchSuggestions(q: string, filters: FilterSet) {
	const words = q.trim();
	return useQuery(
		queryOptions({
			queryKey: ["search-suggestions", words, filterQuery(filters)],
			queryFn: ({ signal }) => getSearchSuggestions(words, filters, signal),
			staleTime: SUGGESTIONS_STALE_MS,
			retry: retrySearch,
			enabled: words !== "",
		}),
	);
}
