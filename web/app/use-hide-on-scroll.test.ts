import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { nextScrollState, useHideOnScroll } from "./use-hide-on-scroll";

function scrollTo(y: number) {
	Object.defineProperty(window, "scrollY", { configurable: true, value: y });
	act(() => {
		window.dispatchEvent(new Event("scroll"));
	});
}

describe("nextScrollState", () => {
	it("hides when scrolling down past 100 px", () => {
		expect(nextScrollState({ lastY: 90, hidden: false }, 150)).toEqual({ lastY: 150, hidden: true });
	});

	it("stays visible when scrolling down but not past 100 px", () => {
		expect(nextScrollState({ lastY: 40, hidden: false }, 100)).toEqual({ lastY: 100, hidden: false });
	});

	it("shows again when scrolling up, even far down the page", () => {
		expect(nextScrollState({ lastY: 900, hidden: true }, 880)).toEqual({ lastY: 880, hidden: false });
	});

	it("ignores moves under the 5 px threshold and keeps the reference point", () => {
		const state = { lastY: 300, hidden: true };
		expect(nextScrollState(state, 296)).toBe(state);
		expect(nextScrollState(state, 304)).toBe(state);
	});

	it("counts a move of exactly 5 px", () => {
		expect(nextScrollState({ lastY: 300, hidden: true }, 295)).toEqual({ lastY: 295, hidden: false });
	});
});

describe("useHideOnScroll", () => {
	it("follows the window's scroll direction", () => {
		scrollTo(0);
		const { result } = renderHook(() => useHideOnScroll());
		expect(result.current).toEqual({ hidden: false, atTop: true });

		scrollTo(60);
		expect(result.current).toEqual({ hidden: false, atTop: false });

		scrollTo(400);
		expect(result.current.hidden).toBe(true);

		scrollTo(397);
		expect(result.current.hidden).toBe(true);

		scrollTo(350);
		expect(result.current.hidden).toBe(false);

		scrollTo(0);
		expect(result.current).toEqual({ hidden: false, atTop: true });
	});
});
