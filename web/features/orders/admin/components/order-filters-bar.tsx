import { useSearchParams } from "react-router";
import { SelectFilter } from "@/components/select-filter";
import { UrlSearchField } from "@/components/url-search-field";
import {
	METHOD_FILTER_OPTIONS,
	type OrderFilters,
	STATUS_FILTER_OPTIONS,
	withFilter,
} from "../lib/order-filters";

/** Search, status, method and overdue: each kept in the URL, each change back to page 1. */
export function OrderFiltersBar({ filters }: { filters: OrderFilters }) {
	const [, setSearchParams] = useSearchParams();
	const set = (name: "status" | "method" | "overdue", value: string | null) =>
		setSearchParams((current) => withFilter(current, name, value));

	return (
		<div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
			<UrlSearchField
				value={filters.q}
				write={(current, text) => withFilter(current, "q", text)}
				id="order-search"
				label="Search orders"
				maxLength={200}
				placeholder="Reference, buyer, company or production"
				className="w-full sm:max-w-sm"
			/>
			<div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
				<SelectFilter
					id="order-status"
					label="Status"
					value={filters.status ?? ""}
					options={STATUS_FILTER_OPTIONS}
					onChange={(value) => set("status", value)}
					className="sm:w-44"
				/>
				<SelectFilter
					id="order-method"
					label="Payment method"
					value={filters.method ?? ""}
					options={METHOD_FILTER_OPTIONS}
					onChange={(value) => set("method", value)}
					className="sm:w-36"
				/>
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
