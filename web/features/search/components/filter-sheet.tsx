import type { FilterOptionsResponse } from "@core/contracts/listings";
import { activeFilterCount, EMPTY_FILTERS, type FilterSet } from "@core/filter-set";
import { formatTotal } from "@core/listing-text";
import { LoaderCircle, SlidersHorizontal, X } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { type FilterCount, useFilterCount } from "../api/get-filter-count";
import { FilterControls } from "./filter-fields";

/** The phone's button: "Filters", or "Filters (2)" with two filters on. */
export const filtersButtonLabel = (active: number) => (active > 0 ? `Filters (${active})` : "Filters");

/** The sheet's apply button: "Show 12 results", "Show 1 result", "Show 10,000+ results". */
export function showResultsLabel(count: FilterCount | undefined): string {
	if (!count) return "Show results";
	return `Show ${formatTotal(count)} ${count.total_count === 1 && !count.total_capped ? "result" : "results"}`;
}

/**
 * The filters on a phone (issue 28): a "Filters (N)" button opens them as a sheet (the ui
 * Dialog, a bottom sheet on phones). Choices there wait; the sheet asks the search how many
 * photos they find, once they have been still for a moment, and "Show N results" applies them.
 * Closing without it keeps the filters as they were.
 */
export function FilterSheet({
	q,
	filters,
	onApply,
	options,
	loading,
	children,
}: {
	q?: string;
	filters: FilterSet;
	/** Receives the whole chosen set. */
	onApply: (filters: FilterSet) => void;
	options: FilterOptionsResponse | undefined;
	loading: boolean;
	/** Shown above the controls (the options' load error). */
	children?: ReactNode;
}) {
	const [open, setOpen] = useState(false);
	const [pending, setPendingState] = useState(filters);
	// The latest choice, for the apply button even before React re-renders (an age field commits on blur).
	const latest = useRef(filters);
	const setPending = (next: FilterSet) => {
		latest.current = next;
		setPendingState(next);
	};
	const active = activeFilterCount(filters);
	const count = useFilterCount(q, pending, open);
	const current = count.data && !count.settling && !count.isPlaceholderData ? count.data : undefined;
	const counting = open && !current && !count.isError;

	return (
		<>
			<Button
				variant="secondary"
				className="w-full justify-between"
				aria-haspopup="dialog"
				onClick={() => {
					setPending(filters);
					setOpen(true);
				}}
			>
				<span className="inline-flex items-center gap-2">
					<SlidersHorizontal aria-hidden="true" className="size-4" />
					{filtersButtonLabel(active)}
				</span>
			</Button>
			<Dialog open={open} onClose={() => setOpen(false)} title="Filters" className="sm:max-w-lg">
				<div className="space-y-4">
					<Button
						variant="ghost"
						size="sm"
						onClick={() => setPending(EMPTY_FILTERS)}
						disabled={activeFilterCount(pending) === 0}
						className="-ml-3"
					>
						<X aria-hidden="true" className="size-4" />
						Clear filters
					</Button>
					{children}
					<FilterControls
						filters={pending}
						onChange={(change) => setPending({ ...latest.current, ...change })}
						options={options}
						loading={loading}
					/>
				</div>
				<div className="sticky bottom-0 -mx-5 mt-4 border-t border-ink-900/10 bg-cream-50 px-5 py-3 sm:-mx-6 sm:px-6">
					<p className="sr-only" aria-live="polite">
						{current ? `${formatTotal(current)} photos match these filters.` : ""}
					</p>
					<Button
						className="w-full"
						size="lg"
						aria-busy={counting || undefined}
						onClick={() => {
							onApply(latest.current);
							setOpen(false);
						}}
					>
						{counting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
						{showResultsLabel(current)}
					</Button>
				</div>
			</Dialog>
		</>
	);
}
