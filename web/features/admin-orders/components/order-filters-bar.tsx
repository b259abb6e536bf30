import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { SearchInput } from "@/components/search-input";
import { inputClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import {
	METHOD_FILTER_OPTIONS,
	type OrderFilters,
	STATUS_FILTER_OPTIONS,
	withFilter,
} from "../lib/order-filters";

/** How long typing must pause before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300;

const labelClasses = "mb-1.5 block text-sm font-medium text-ink-800";

/**
 * The search box: what is typed reaches the URL (and so the list) once typing pauses, replacing
 * the history entry so Back does not step through every letter. A URL changed from outside
 * (Back, a link) puts its search in the box.
 */
function SearchField({ value }: { value: string }) {
	const [, setSearchParams] = useSearchParams();
	const [text, setText] = useState(value);
	const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
	const written = useRef(value);

	useEffect(() => {
		if (value !== written.current) {
			written.current = value;
			setText(value);
		}
	}, [value]);

	useEffect(() => {
		const next = settled.trim();
		if (next === written.current) return;
		written.current = next;
		setSearchParams((current) => withFilter(current, "q", next), { replace: true });
	}, [settled, setSearchParams]);

	return (
		<SearchInput
			id="order-search"
			label="Search orders"
			value={text}
			onChange={setText}
			maxLength={200}
			placeholder="Reference, buyer, company or production"
			className="w-full sm:max-w-sm"
		/>
	);
}

/** Search, status, method and overdue: each kept in the URL, each change back to page 1. */
export function OrderFiltersBar({ filters }: { filters: OrderFilters }) {
	const [, setSearchParams] = useSearchParams();
	const set = (name: "status" | "method" | "overdue", value: string | null) =>
		setSearchParams((current) => withFilter(current, name, value));

	return (
		<div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
			<SearchField value={filters.q} />
			<div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
				<div>
					<label htmlFor="order-status" className={labelClasses}>
						Status
					</label>
					<Select
						id="order-status"
						value={filters.status ?? ""}
						onChange={(event) => set("status", event.target.value)}
						className={cn(inputClasses, "sm:w-44")}
					>
						{STATUS_FILTER_OPTIONS.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</Select>
				</div>
				<div>
					<label htmlFor="order-method" className={labelClasses}>
						Payment method
					</label>
					<Select
						id="order-method"
						value={filters.method ?? ""}
						onChange={(event) => set("method", event.target.value)}
						className={cn(inputClasses, "sm:w-36")}
					>
						{METHOD_FILTER_OPTIONS.map((option) => (
							<option key={option.value} value={option.value}>
								{option.label}
							</option>
						))}
					</Select>
				</div>
			</div>
			<label className="flex h-11 items-center gap-2 text-sm text-ink-800">
				<input
					type="checkbox"
					checked={filters.overdue}
					onChange={(event) => set("overdue", event.target.checked ? "true" : null)}
					className="size-4 accent-accent-600"
				/>
				Overdue invoices only
			</label>
		</div>
	);
}
