import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";

/**
 * Previous and next links under a paged list, with 'Page 2 of 5'; nothing when all fits on the
 * first page. `searchOf` gives the URL's query (`?…`) for a page.
 */
export function PageNav({
	label,
	page,
	total,
	pageSize,
	searchOf,
}: {
	/** The nav's accessible name, such as 'Pages of orders'. */
	label: string;
	page: number;
	total: number;
	pageSize: number;
	searchOf: (page: number) => string;
}) {
	const pages = Math.max(1, Math.ceil(total / pageSize));
	if (pages <= 1 && page <= 1) return null;
	const link = (to: number, text: string, icon: "prev" | "next") => (
		<Link to={{ search: searchOf(to) }} className={buttonClasses({ variant: "secondary", size: "sm" })}>
			{icon === "prev" && <ChevronLeft aria-hidden="true" className="size-4" />}
			{text}
			{icon === "next" && <ChevronRight aria-hidden="true" className="size-4" />}
		</Link>
	);
	return (
		<nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
			{page > 1 ? link(Math.min(page - 1, pages), "Previous", "prev") : <span />}
			<p className="text-sm text-ink-600">
				Page {page} of {pages}
			</p>
			{page < pages ? link(page + 1, "Next", "next") : <span />}
		</nav>
	);
}
