import { type RefObject, useEffect, useLayoutEffect, useState } from "react";

/**
 * A bar pinned to the bottom of the window on phones and tablets (the cart's checkout bar,
 * checkout's Place order bar) while the summary it repeats is out of sight below.
 */

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
export function usePageBottomBar(bar: RefObject<HTMLElement | null>): void {
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
