import type { ComponentProps } from "react";
import { PhotoResults } from "@/components/photo-listing/photo-results";
import { useFilterParams } from "../lib/use-filter-params";
import { FilterPanel } from "./filter-panel";

type FilteredResultsProps = Omit<ComponentProps<typeof PhotoResults>, "search"> & { q?: string };

/** A listing with the filter panel beside it (above it on phones); the filters live in the URL. */
export function FilteredResults({ q, ...props }: FilteredResultsProps) {
	const { filters, setFilters, query } = useFilterParams();
	return (
		<div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
			<aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
				<FilterPanel filters={filters} onChange={setFilters} />
			</aside>
			<div className="min-w-0">
				<PhotoResults search={{ ...query, q }} {...props} />
			</div>
		</div>
	);
}
