import { LISTING_CLASS } from "@core/listing-grid";
import type { ComponentProps } from "react";
import { PhotoResults } from "@/components/photo-listing/photo-results";
import { useFilterParams } from "../lib/use-filter-params";
import { FilterPanel } from "./filter-panel";

type FilteredResultsProps = Omit<ComponentProps<typeof PhotoResults>, "search"> & { q?: string };

/** A listing with the filter panel beside it (above it on phones); the filters live in the URL. */
export function FilteredResults({ q, ...props }: FilteredResultsProps) {
	const { filters, setFilters, query } = useFilterParams();
	return (
		<div className={LISTING_CLASS.filtered}>
			<aside className={LISTING_CLASS.filters}>
				<FilterPanel filters={filters} onChange={setFilters} />
			</aside>
			<div className={LISTING_CLASS.results}>
				<PhotoResults search={{ ...query, q }} {...props} />
			</div>
		</div>
	);
}
