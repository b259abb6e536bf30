import { type ReactNode, type Ref, useId } from "react";
import { cn } from "@/lib/cn";

/**
 * A card of a page named by its heading (a region for screen readers): the cart's Summary,
 * checkout's Order summary, an order's details. `className` adds to the look (a tone, sticking
 * in view); `ref` lets a page see whether it is on screen.
 */
export function Panel({
	title,
	ref,
	className,
	children,
}: {
	title: string;
	ref?: Ref<HTMLElement>;
	className?: string;
	children: ReactNode;
}) {
	const headingId = useId();
	return (
		<section
			ref={ref}
			aria-labelledby={headingId}
			className={cn("rounded-xl border p-4 sm:p-5", className ?? "border-ink-900/10 bg-cream-50 shadow-card")}
		>
			<h2 id={headingId} className="text-lg font-semibold text-ink-900">
				{title}
			</h2>
			{children}
		</section>
	);
}

/** The panel beside a cart's lines, kept in view on wide screens. */
export const SUMMARY_PANEL = "border-ink-900/10 bg-cream-50 shadow-card lg:sticky lg:top-24";
