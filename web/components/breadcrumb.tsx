import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** A trail back up the site; the last item is the current page. */
export function Breadcrumb({ items }: { items: ReadonlyArray<{ label: string; to?: string }> }) {
	return (
		<nav aria-label="Breadcrumb" className="mb-4 text-sm">
			<ol className="flex flex-wrap items-center gap-1 text-ink-600">
				{items.map((item, index) => (
					<li key={item.to ?? item.label} className="flex min-w-0 items-center gap-1">
						{index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-400" />}
						{item.to ? (
							<Link to={item.to} className="rounded-sm underline-offset-4 hover:text-ink-900 hover:underline">
								{item.label}
							</Link>
						) : (
							<span aria-current="page" className="truncate text-ink-900">
								{item.label}
							</span>
						)}
					</li>
				))}
			</ol>
		</nav>
	);
}
