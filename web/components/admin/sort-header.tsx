import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { SortDir } from "@/lib/list-params";

/**
 * An admin table's column header that sorts the list by its column; `aria-sort` tells readers
 * which one does now. `end` right-aligns it over a column of numbers.
 */
export function SortHeader<S extends string>({
	sort,
	state,
	onSort,
	end = false,
	children,
}: {
	sort: S;
	state: { sort: S; dir: SortDir };
	onSort: (sort: S) => void;
	end?: boolean;
	children: ReactNode;
}) {
	const active = state.sort === sort;
	const Icon = !active ? ArrowUpDown : state.dir === "asc" ? ArrowUp : ArrowDown;
	return (
		<th
			scope="col"
			aria-sort={active ? (state.dir === "asc" ? "ascending" : "descending") : "none"}
			className={cn("px-3 py-3 align-middle", end && "text-right")}
		>
			<button
				type="button"
				onClick={() => onSort(sort)}
				className={cn(
					"inline-flex items-center gap-1 rounded-sm tracking-wide uppercase hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-500",
					active && "text-ink-900",
				)}
			>
				{children}
				<Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-50")} />
			</button>
		</th>
	);
}
