import { isSortOrder, type SortOrder } from "@core/sort-order";
import { useId } from "react";
import { Select } from "@/components/ui/select";

const SORT_LABELS: Record<SortOrder, string> = {
	relevance: "Relevance",
	newest: "Newest",
	oldest: "Oldest",
	popular: "Popular",
	random: "Random",
	curated: "Collection order",
};

type SortSelectProps = {
	value: SortOrder;
	options: readonly SortOrder[];
	onChange: (sort: SortOrder) => void;
};

/** The sort selector of listing pages: a native select, so phones and keyboards get their own picker. */
export function SortSelect({ value, options, onChange }: SortSelectProps) {
	const id = useId();
	return (
		<div className="flex items-center gap-2">
			<label htmlFor={id} className="text-sm font-medium text-ink-700">
				Sort by
			</label>
			<Select
				id={id}
				value={value}
				onChange={(event) => {
					if (isSortOrder(event.target.value)) onChange(event.target.value);
				}}
				className="h-9 rounded-md border border-ink-900/15 bg-cream-50 py-1 pl-3 text-sm text-ink-900 shadow-sm hover:border-ink-900/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
			>
				{options.map((order) => (
					<option key={order} value={order}>
						{SORT_LABELS[order]}
					</option>
				))}
			</Select>
		</div>
	);
}
