import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderWhenNear } from "./render-when-near";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

afterEach(() => {
	vi.unstubAllGlobals();
});

describe("RenderWhenNear", () => {
	it("shows the placeholder until its place nears the viewport, then the content for good", () => {
		const observers: Array<{ callback: Callback; margin: string | undefined; disconnected: boolean }> = [];
		vi.stubGlobal(
			"IntersectionObserver",
			class {
				entry: (typeof observers)[number];
				constructor(callback: Callback, options?: { rootMargin?: string }) {
					this.entry = { callback, margin: options?.rootMargin, disconnected: false };
					observers.push(this.entry);
				}
				observe() {}
				disconnect() {
					this.entry.disconnected = true;
				}
			},
		);
		render(
			<RenderWhenNear placeholder={<p>Loading similar photos…</p>} margin="300px">
				<p>Similar photos</p>
			</RenderWhenNear>,
		);
		expect(screen.getByText("Loading similar photos…")).toBeTruthy();
		expect(screen.queryByText("Similar photos")).toBeNull();
		expect(observers[0]?.margin).toBe("300px");

		act(() => observers[0]?.callback([{ isIntersecting: false }]));
		expect(screen.queryByText("Similar photos")).toBeNull();
		act(() => observers[0]?.callback([{ isIntersecting: true }]));
		expect(screen.getByText("Similar photos")).toBeTruthy();
		expect(observers[0]?.disconnected).toBe(true);
	});

	it("renders at once where the browser cannot observe", () => {
		vi.stubGlobal("IntersectionObserver", undefined);
		render(
			<RenderWhenNear placeholder={<p>Loading…</p>}>
				<p>Similar photos</p>
			</RenderWhenNear>,
		);
		expect(screen.getByText("Similar photos")).toBeTruthy();
	});
});
