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

	function setFilters(next: FilterSet) {
		setSearchParams((current) => writeFilters(current, next));
	}

	return { filters, setFilters, query: useMemo(() => filterQuery(filters), [filters]) };
}
