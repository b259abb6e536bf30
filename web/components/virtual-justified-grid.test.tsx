import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { layoutRows, VirtualJustifiedGrid, visibleRows } from "./virtual-justified-grid";

describe("layoutRows", () => {
	it("fills each full row to the width and keeps the last row at the target height", () => {
		const { rows, height } = layoutRows([1.5, 1.5, 1.5, 1.5, 1.5, 1], 1200);
		// At 200 px, four 1.5 tiles (1200 + 3 gaps) pass the width: the row shrinks to fit.
		expect(rows[0]?.start).toBe(0);
		expect(rows[0]?.widths).toHaveLength(4);
		const first = rows[0];
		if (!first) throw new Error("no row");
		expect(first.widths.reduce((a, b) => a + b, 0) + 3 * 8).toBeCloseTo(1200);
		expect(rows[1]).toMatchObject({ start: 4, height: 200, top: first.height + 8 });
		expect(height).toBeCloseTo(first.height + 8 + 200);
	});

	it("uses the phone row height under 768 px and finds the rows in a window", () => {
		const { rows } = layoutRows(
			Array.from({ length: 100 }, () => 1),
			390,
		);
		expect(rows.every((r) => r.height <= 120 * 1.25)).toBe(true);
		const shown = visibleRows(rows, 1000, 1500);
		expect(shown.length).toBeGreaterThan(0);
		expect(shown.length).toBeLessThan(rows.length);
		for (const r of shown) expect(r.top + r.height >= 1000 && r.top <= 1500).toBe(true);
	});
});

describe("VirtualJustifiedGrid", () => {
	it("puts only the rows near the viewport in the DOM, and follows the scroll", async () => {
		const items = Array.from({ length: 2000 }, (_, i) => ({ id: `p${i}`, width: 600, height: 400 }));
		render(
			<VirtualJustifiedGrid
				aria-label="Photos"
				items={items}
				getKey={(item) => item.id}
				getSize={(item) => item}
				renderItem={(item) => <span>{item.id}</span>}
			/>,
		);
		const list = screen.getByRole("list", { name: "Photos" });
		const count = list.querySelectorAll("li").length;
		expect(count).toBeGreaterThan(0);
		expect(count).toBeLessThan(200);
		expect(screen.getByText("p0")).toBeTruthy();
		expect(Number.parseFloat(list.style.height)).toBeGreaterThan(50_000);

		// jsdom has no layout: move the list up as a scroll would.
		list.getBoundingClientRect = () => ({ top: -40_000 }) as DOMRect;
		await act(async () => {
			window.dispatchEvent(new Event("scroll"));
			await new Promise((resolve) => setTimeout(resolve, 50));
		});
		expect(screen.queryByText("p0")).toBeNull();
		expect(list.querySelectorAll("li").length).toBeLessThan(200);
		expect(list.querySelectorAll("li").length).toBeGreaterThan(0);
	});
});
