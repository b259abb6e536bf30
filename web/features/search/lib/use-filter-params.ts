import { type FilterSet, filterQuery, readFilters, writeFilters } from "@core/filter-set";
import { useMemo } from "react";
import { useSearchParams } from "react-router";

/**
 * The listing's filters, kept in the URL (spec section 3, Filter set): every change is one
 * history entry, so Back undoes it; a reload or a shared link shows the same photos.
 */
export function useFilterParams() {
	const [searchParams, setSearchParams] = useSearchParams();
	const key = searchParams.toString();
	// biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the filters
	const filters = useMemo(() => readFilters(searchParams), [key]);

	/**
	 * Applies a change to the filters in the address as it is now, not as it was at the last
	 * render: two quick changes in a row (a decade, then a country) both stay, even when the
	 * first navigation has not re-rendered the panel yet.
	 */
	function setFilters(change: Partial<FilterSet>) {
		setSearchParams(() => {
			const current = new URLSearchParams(window.location.search);
			return writeFilters(current, { ...readFilters(current), ...change });
		});
	}

	return { filters, setFilters, query: useMemo(() => filterQuery(filters), [filters]) };
}
