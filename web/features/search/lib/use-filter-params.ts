import { type FilterSet, filterQuery, readFilters, writeFilters } from "@core/filter-set";
import { useMemo, useRef } from "react";
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

	// The address as last written: two quick changes in a row (a decade, then a country) both
	// stay even when the first navigation has not re-rendered the panel yet. A real change of the
	// address (Back, a link) replaces it.
	const latest = useRef({ key, params: searchParams });
	if (latest.current.key !== key) latest.current = { key, params: searchParams };

	/** Applies a change to the filters as they are now, not as they were at the last render. */
	function setFilters(change: Partial<FilterSet>) {
		const current = new URLSearchParams(latest.current.params);
		const next = writeFilters(current, { ...readFilters(current), ...change });
		latest.current = { key, params: next };
		setSearchParams(next);
	}

	return { filters, setFilters, query: useMemo(() => filterQuery(filters), [filters]) };
}
