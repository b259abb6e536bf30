import { hasSearchQuery } from "@core/sort-order";
import { useSearchPhotos } from "@/lib/photo-search";
import type { SearchOutcome } from "@/lib/tracking/search-recorder";
import { useSearchRecording } from "@/lib/tracking/use-search-recording";
import { useSortParam } from "@/lib/use-sort-param";
import { useFilterParams } from "./use-filter-params";

/**
 * Search analytics for /search: the box's text and the results of the query on screen. It
 * watches the same search the results grid asks for (same filters, sort and page size, so the
 * same cached request, never a second one).
 */
export function useRecordSearch(text: string, q: string): void {
	const { query } = useFilterParams();
	const { sort } = useSortParam(hasSearchQuery(q));
	const search = useSearchPhotos({ ...query, q, sort });
	const first = search.data?.pages[0];
	const outcome: SearchOutcome | undefined =
		first && q !== "" && !search.isPlaceholderData
			? { term: q, total_count: first.total_count, expanded_terms: first.expanded_terms }
			: undefined;
	useSearchRecording(text, outcome);
}
