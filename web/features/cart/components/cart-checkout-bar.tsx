import type { CartResponse } from "@core/contracts/cart";
import { formatUsd } from "@core/license";
import { ArrowRight } from "lucide-react";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { shortNextTierHint } from "../lib/cart-text";

/** About the bar's height: the summary counts as in sight once it rises above the bar. */
const BAR_HEIGHT_PX = 80;

/** The height of the site banner under the bar (the layout's --site-bottom-inset). */
function siteBottomInset(): number {
	return (
		Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--site-bottom-inset")) || 0
	);
}

/**
 * Whether `target` is still below the bars at the bottom of the window. Without
 * IntersectionObserver it counts as below, so the bar shows. Call it from the component that
 * renders `target` (its layout effects run once its children's refs are set).
 */
export function useBelowTheFold(target: RefObject<HTMLElement | null>): boolean {
	const [below, setBelow] = useState(true);
	// Measured before the first paint, so the bar does not flash on a cart whose summary is in sight.
	useLayoutEffect(() => {
		const top = target.current?.getBoundingClientRect().top;
		if (top === undefined || typeof IntersectionObserver === "undefined") return;
		setBelow(top > window.innerHeight - siteBottomInset() - BAR_HEIGHT_PX);
	}, [target]);
	useEffect(() => {
		const element = target.current;
		if (!element || typeof IntersectionObserver === "undefined") return;
		// The root reaches far above the window, so a summary scrolled past (a long footer jumped
		// to at once) counts as in sight too: only "below" hides it.
		const observer = new IntersectionObserver(([entry]) => entry && setBelow(!entry.isIntersecting), {
			rootMargin: `100000px 0px -${siteBottomInset() + BAR_HEIGHT_PX}px 0px`,
		});
		observer.observe(element);
		return () => observer.disconnect();
	}, [target]);
	return below;
}

/**
 * While the bar shows, its height as --page-bottom-bar on the document, so the browser scrolls
 * a focused control clear of it (the scroll padding in styles.css); 0 from 1024 px, where it
 * is hidden.
 */
function usePageBottomBar(bar: RefObject<HTMLElement | null>): void {
	useLayoutEffect(() => {
		const element = bar.current;
		if (!element || typeof ResizeObserver === "undefined") return;
		const root = document.documentElement;
		const observer = new ResizeObserver(() =>
			root.style.setProperty("--page-bottom-bar", `${element.offsetHeight}px`),
		);
		observer.observe(element);
		return () => {
			observer.disconnect();
			root.style.removeProperty("--page-bottom-bar");
		};
	}, [bar]);
}

/**
 * Phones and tablets (below 1024 px, where the summary comes after every line): the total,
 * the next tier's hint and Checkout, pinned to the bottom of the window while the summary is
 * further down, so a long cart need not be scrolled through to check out. It sits above the
 * site banner (the layout's --site-bottom-inset) rather than over it. The page shows it only
 * while the summary is below the fold (`useBelowTheFold`).
 */
export function CartCheckoutBar({ cart }: { cart: CartResponse }) {
	const bar = useRef<HTMLElement>(null);
	usePageBottomBar(bar);
	return (
		<section
			ref={bar}
			aria-label="Total and checkout"
			className="fixed inset-x-0 bottom-[var(--site-bottom-inset,0px)] z-20 border-t border-ink-900/10 bg-cream-50/95 shadow-[0_-8px_24px_-12px_rgb(31_26_23/0.25)] backdrop-blur lg:hidden"
		>
			<div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-3 py-2.5 sm:px-6">
				<div className="min-w-0">
					<p className="flex items-baseline gap-2 text-sm text-ink-600">
						Total
						<span className="text-lg font-semibold text-ink-950 tabular-nums">
							{formatUsd(cart.total_cents)}
						</span>
					</p>
					{cart.next_tier && (
						<p className="truncate text-xs text-ink-600">{shortNextTierHint(cart.next_tier)}</p>
					)}
				</div>
				<Link to={paths.checkout} className={buttonClasses({ size: "lg", className: "shrink-0" })}>
					Checkout
					<ArrowRight aria-hidden="true" className="size-5" />
				</Link>
			</div>
		</section>
	);
}
