import { GUEST_RESULT_LIMIT, type SearchResponse } from "@core/contracts/search";
import { type FilterSet, filterQuery } from "@core/filter-set";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** The sheet asks for the count once the choices have been still this long. */
export const FILTER_COUNT_DEBOUNCE_MS = 300;
/** Counts: 1 min fresh (they follow the catalogue, and the sheet is open briefly). */
const COUNT_STALE_MS = 60 * 1000;

export type FilterCount = Pick<SearchResponse, "total_count" | "total_capped" | "total_estimated">;

/**
 * How many photos the words and these filters find, from GET /api/search's total. The window
 * starts past a guest's first page: it shows a guest no photos, so it neither counts against
 * the guest search limit nor records a search in the analytics (both count first pages only).
 */
export async function getFilterCount(
	q: string | undefined,
	filters: FilterSet,
	signal?: AbortSignal,
): Promise<FilterCount> {
	const answer = await apiFetch<SearchResponse>(apiPaths.search, {
		query: { ...filterQuery(filters), q: q?.trim() || undefined, offset: GUEST_RESULT_LIMIT, limit: 1 },
		signal,
	});
	return {
		total_count: answer.total_count,
		total_capped: answer.total_capped,
		total_estimated: answer.total_estimated,
	};
}

/** The live count of the filters chosen in the phone's filter sheet, debounced. */
export function useFilterCount(q: string | undefined, filters: FilterSet, enabled: boolean) {
	const settled = useDebouncedValue(filters, FILTER_COUNT_DEBOUNCE_MS);
	const query = filterQuery(settled);
	const counting = useQuery(
		queryOptions({
			queryKey: ["search-count", q?.trim() ?? "", query],
			queryFn: ({ signal }) => getFilterCount(q, settled, signal),
			staleTime: COUNT_STALE_MS,
			placeholderData: keepPreviousData,
			enabled,
		}),
	);
	// Until the debounce settles, the count shown is the previous choice's.
	return { ...counting, settling: settled !== filters };
}
