import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * jsdom has no IntersectionObserver: this stand-in records what is observed (and with which
 * options), and lets a test bring every observed element into view, as scrolling would.
 */
export function mockIntersectionObserver() {
	const observers = new Set<FakeIntersectionObserver>();

	class FakeIntersectionObserver {
		readonly root = null;
		readonly rootMargin: string;
		readonly thresholds: readonly number[] = [0];
		readonly elements = new Set<Element>();

		constructor(
			private readonly callback: IntersectionObserverCallback,
			options: IntersectionObserverInit = {},
		) {
			this.rootMargin = options.rootMargin ?? "0px";
			observers.add(this);
		}
		observe(element: Element) {
			this.elements.add(element);
		}
		unobserve(element: Element) {
			this.elements.delete(element);
		}
		disconnect() {
			this.elements.clear();
			observers.delete(this);
		}
		takeRecords(): IntersectionObserverEntry[] {
			return [];
		}
		report(isIntersecting: boolean) {
			const entries = [...this.elements].map(
				(target) =>
					({
						target,
						isIntersecting,
						intersectionRatio: isIntersecting ? 1 : 0,
					}) as IntersectionObserverEntry,
			);
			if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
		}
	}

	vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);

	return {
		/** The root margins of the live observers that watch something. */
		margins: () => [...observers].filter((o) => o.elements.size > 0).map((o) => o.rootMargin),
		/** Every observed element comes into view (or, with false, leaves it). */
		scrollIntoView: (isIntersecting = true) =>
			act(() => {
				for (const observer of observers) observer.report(isIntersecting);
			}),
	};
}
