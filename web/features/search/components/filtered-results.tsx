import { LISTING_CLASS } from "@core/listing-grid";
import type { ComponentProps } from "react";
import { PhotoResults } from "@/components/photo-listing/photo-results";
import { useFilterParams } from "../lib/use-filter-params";
import { FilterChips } from "./filter-chips";
import { FilterPanel } from "./filter-panel";

type FilteredResultsProps = Omit<ComponentProps<typeof PhotoResults>, "search"> & { q?: string };

/**
 * A listing with the filter panel beside it (a sheet on phones) and the active filters as chips
 * above the results; the filters live in the URL.
 */
export function FilteredResults({ q, ...props }: FilteredResultsProps) {
	const { filters, setFilters, query } = useFilterParams();
	return (
		<div className={LISTING_CLASS.filtered}>
			<aside className={LISTING_CLASS.filters}>
				<FilterPanel filters={filters} onChange={setFilters} q={q} />
			</aside>
			<div className={LISTING_CLASS.results}>
				<FilterChips filters={filters} onChange={setFilters} />
				<PhotoResults search={{ ...query, q }} {...props} />
			</div>
		</div>
	);
}
