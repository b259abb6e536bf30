import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A table's frame that scrolls sideways on a narrow screen. A region that scrolls must be
 * reachable by keyboard (so arrow keys can scroll it), hence the tab stop and the name.
 */
export function TableFrame({
	label,
	className,
	children,
}: {
	label: string;
	className?: string;
	children: ReactNode;
}) {
	return (
		<section
			aria-label={label}
			// biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls needs a tab stop to be scrolled by keyboard
			tabIndex={0}
			className={cn(
				"overflow-x-auto rounded-xl border border-ink-900/10 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
				className,
			)}
		>
			{children}
		</section>
	);
}
