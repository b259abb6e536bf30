import { useCallback, useEffect, useRef, useState } from "react";

/** The next page loads when the end marker comes within this distance (spec section 9). */
export const INFINITE_SCROLL_MARGIN = "400px";
/** At most one load per this many ms (spec section 4, Infinite scroll). */
export const INFINITE_SCROLL_GAP_MS = 500;

/** Whether the browser can watch the end marker; without it the list offers a button instead. */
export function canObserveIntersections(): boolean {
	return typeof window !== "undefined" && typeof window.IntersectionObserver === "function";
}

/**
 * Infinite scroll: returns a ref for the end marker. While the marker is within the margin of
 * the viewport and `enabled` (a next page exists and none is loading), `onLoadMore` runs, at
 * most once per 500 ms. A marker still in view after a page arrives (a short page, a tall
 * screen) keeps loading, since the observer reports changes only; `progress` (such as the
 * number of items loaded) tells it a page arrived, even when `enabled` never visibly turned off.
 */
export function useInfiniteScroll({
	enabled,
	progress,
	onLoadMore,
}: {
	enabled: boolean;
	progress: number;
	onLoadMore: () => void;
}) {
	const [marker, setMarker] = useState<Element | null>(null);
	const [inView, setInView] = useState(false);
	const lastLoadRef = useRef(0);
	const onLoadMoreRef = useRef(onLoadMore);
	onLoadMoreRef.current = onLoadMore;

	useEffect(() => {
		if (!marker || !canObserveIntersections()) return;
		const observer = new IntersectionObserver(
			(entries) => {
				const entry = entries[entries.length - 1];
				if (entry) setInView(entry.isIntersecting);
			},
			{ rootMargin: INFINITE_SCROLL_MARGIN },
		);
		observer.observe(marker);
		return () => {
			observer.disconnect();
			setInView(false);
		};
	}, [marker]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: progress is a trigger: a page arrived, look again
	useEffect(() => {
		if (!enabled || !inView) return;
		const wait = lastLoadRef.current + INFINITE_SCROLL_GAP_MS - Date.now();
		const load = () => {
			lastLoadRef.current = Date.now();
			onLoadMoreRef.current();
		};
		if (wait <= 0) {
			load();
			return;
		}
		const timer = window.setTimeout(load, wait);
		return () => window.clearTimeout(timer);
	}, [enabled, inView, progress]);

	return useCallback((node: Element | null) => setMarker(node), []);
}
