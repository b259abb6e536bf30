import { activeFilterCount, EMPTY_FILTERS, type FilterSet } from "@core/filter-set";
import { X } from "lucide-react";
import { useFilterOptions } from "@/api/listings/filter-options-query";
import { LoadErrorNotice } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { useMediaQuery } from "@/lib/use-media-query";
import { FilterControls } from "./filter-fields";
import { FilterSheet } from "./filter-sheet";

export const CLEAR_FILTERS_LABEL = "Clear filters";

/** Tailwind's lg: the width from which the panel is a sidebar. */
const WIDE_SCREEN = "(min-width: 1024px)";

/**
 * The filter set of spec section 3 for /photos and /search. On wide screens it is a sidebar
 * whose every change applies at once; narrower, a "Filters (N)" button opens it as a sheet
 * (issue 28) that applies its choices with "Show N results". Every control is a native input,
 * so the whole panel works from the keyboard.
 */
export function FilterPanel({
	filters,
	onChange,
	q,
}: {
	filters: FilterSet;
	/** Receives only what changed; the owner merges it with the current filters. */
	onChange: (change: Partial<FilterSet>) => void;
	/** The words searched for, for the sheet's count. */
	q?: string;
}) {
	// On a phone the sheet's forty-odd controls are built only when it opens: they cost the page's
	// first render time for nothing (wide screens show them as the sidebar).
	const wide = useMediaQuery(WIDE_SCREEN, true);
	const options = useFilterOptions();
	const active = activeFilterCount(filters);
	const loadError = options.isError && (
		<LoadErrorNotice
			title="We could not load the filter choices."
			onRetry={() => void options.refetch()}
			retrying={options.isFetching}
		/>
	);

	if (!wide)
		return (
			<FilterSheet
				q={q}
				filters={filters}
				onApply={onChange}
				options={options.data}
				loading={options.isPending}
			>
				{loadError}
			</FilterSheet>
		);
	return (
		<section
			aria-label="Filters"
			className="space-y-4 rounded-lg border border-ink-900/10 bg-cream-100/60 p-4"
		>
			<div className="flex items-center justify-between gap-2">
				<h2 className="font-display text-lg font-semibold text-ink-900">Filters</h2>
				<Button
					variant="ghost"
					size="sm"
					onClick={() => onChange(EMPTY_FILTERS)}
					disabled={active === 0}
					className="-mr-2"
				>
					<X aria-hidden="true" className="size-4" />
					{CLEAR_FILTERS_LABEL}
				</Button>
			</div>
			{loadError}
			<FilterControls
				filters={filters}
				onChange={onChange}
				options={options.data}
				loading={options.isPending}
			/>
		</section>
	);
}
