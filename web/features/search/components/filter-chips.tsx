import { CLEAR_ALL_FILTERS_LABEL, filterChips, removeFilterLabel } from "@core/filter-chips";
import { EMPTY_FILTERS, type FilterSet } from "@core/filter-set";
import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFilterOptions } from "@/api/listings/filter-options-query";
import { focusPageHeading } from "@/lib/focus-trap";

/**
 * The active filters above a listing's results (issue 28): one chip per filter value, each a
 * button that removes itself, and "Clear all" from two chips on. After a removal, focus moves to
 * the chip that took the removed one's place (or the one before it), and when none is left, to
 * the page's heading, so a keyboard user is never dropped at the top of the document.
 */
export function FilterChips({
	filters,
	onChange,
}: {
	filters: FilterSet;
	onChange: (change: Partial<FilterSet>) => void;
}) {
	const options = useFilterOptions();
	const chips = filterChips(filters, (id) =>
		options.data ? options.data.events.find((e) => e.id === id)?.value : "loading…",
	);
	const list = useRef<HTMLUListElement>(null);
	/** The position to focus once the removal has reached the URL and the chips re-rendered. */
	const focusAt = useRef<number | null>(null);
	const chipKeys = chips.map((c) => c.key).join("|");

	// biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chips change, after a removal
	useEffect(() => {
		const index = focusAt.current;
		if (index === null) return;
		focusAt.current = null;
		const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
		const target = buttons[Math.min(index, buttons.length - 1)];
		if (target) target.focus();
		else focusPageHeading();
	}, [chipKeys]);

	if (chips.length === 0) return null;
	return (
		<div className="mb-4 flex flex-wrap items-center gap-2">
			<ul ref={list} aria-label="Active filters" className="flex flex-wrap gap-2">
				{chips.map((chip, index) => (
					<li key={chip.key}>
						<button
							type="button"
							aria-label={removeFilterLabel(chip)}
							onClick={() => {
								focusAt.current = index;
								onChange(chip.remove);
							}}
							className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-ink-900/15 bg-cream-100 py-1 pr-2 pl-3 text-left text-sm text-ink-900 hover:border-ink-900/30 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:min-h-8"
						>
							<span className="min-w-0 break-words">{chip.label}</span>
							<X aria-hidden="true" className="size-4 shrink-0 text-ink-600" />
						</button>
					</li>
				))}
			</ul>
			{chips.length >= 2 && (
				<button
					type="button"
					onClick={() => {
						focusAt.current = 0;
						onChange(EMPTY_FILTERS);
					}}
					className="min-h-9 rounded-md px-2 text-sm font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:min-h-8"
				>
					{CLEAR_ALL_FILTERS_LABEL}
				</button>
			)}
		</div>
	);
}
