import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart, type BarDatum } from "./bar-chart";
import { labelIndices, valueTicks } from "./chart-scale";

type Key = "searches" | "no_results";
const series = [
	{ key: "searches", label: "Searches", tone: "accent" },
	{ key: "no_results", label: "No results", tone: "ink" },
] as const;

const data: BarDatum<Key>[] = [
	{ label: "Mar 1, 2025", shortLabel: "Mar 1", values: { searches: 40, no_results: 4 } },
	{ label: "Mar 2, 2025", shortLabel: "Mar 2", values: { searches: 0, no_results: 0 } },
	{ label: "Mar 3, 2025", shortLabel: "Mar 3", values: { searches: 1200, no_results: 30 } },
];

function bars(container: HTMLElement, key: Key): SVGRectElement[] {
	return [...container.querySelectorAll<SVGRectElement>(`rect[data-series="${key}"]`)];
}

describe("BarChart", () => {
	it("draws one bar per day and series, as tall as its share of the axis top", () => {
		const { container } = render(
			<BarChart title="Searches per day" categoryLabel="Day" series={series} data={data} />,
		);
		const searches = bars(container, "searches");
		const none = bars(container, "no_results");
		expect(searches).toHaveLength(3);
		expect(none).toHaveLength(3);
		// The axis tops out at a round 1,500: heights are shares of it, an empty day has no bar.
		expect(Number(searches[2]?.getAttribute("height"))).toBeCloseTo(80);
		expect(Number(searches[0]?.getAttribute("height"))).toBeCloseTo((40 / 1500) * 100);
		expect(Number(searches[1]?.getAttribute("height"))).toBe(0);
		expect(Number(none[2]?.getAttribute("height"))).toBeCloseTo(2);
		// The smaller part is drawn after (in front of) its whole.
		const group = searches[2]?.parentElement as Element;
		expect([...group.children].map((rect) => rect.getAttribute("data-series"))).toEqual([
			"searches",
			"no_results",
		]);
		// Axis labels: the ticks and the days.
		expect(screen.getByText("1,500", { selector: "span" })).toBeTruthy();
		expect(screen.getByText("Mar 1")).toBeTruthy();
		expect(screen.getByText("Mar 3")).toBeTruthy();
	});

	it("gives screen readers the numbers as a table, which a button shows to everyone", () => {
		render(<BarChart title="Searches per day" categoryLabel="Day" series={series} data={data} />);
		const figure = screen.getByRole("figure", { name: "Searches per day" });
		const table = within(figure).getByRole("table", { name: "Searches per day" });
		const rows = within(table).getAllByRole("row");
		const cells = rows.map((row) =>
			within(row)
				.getAllByRole(row === rows[0] ? "columnheader" : "cell")
				.map((cell) => cell.textContent),
		);
		expect(cells).toEqual([
			["Day", "Searches", "No results"],
			["40", "4"],
			["0", "0"],
			["1,200", "30"],
		]);
		expect(
			within(table)
				.getAllByRole("rowheader")
				.map((cell) => cell.textContent),
		).toEqual(["Mar 1, 2025", "Mar 2, 2025", "Mar 3, 2025"]);
		// Hidden from sight but not from assistive technology until asked for.
		expect(table.parentElement?.className).toBe("sr-only");
		const toggle = screen.getByRole("button", { name: "Show as table" });
		fireEvent.click(toggle);
		expect(toggle.getAttribute("aria-pressed")).toBe("true");
		expect(toggle.textContent).toBe("Hide table");
		expect(table.parentElement?.className).not.toContain("sr-only");
	});

	it("says so when every value is 0", () => {
		render(
			<BarChart
				title="Clicks per day"
				categoryLabel="Day"
				series={[{ key: "clicks", label: "Clicks", tone: "accent" }]}
				data={[{ label: "Mar 1, 2025", shortLabel: "Mar 1", values: { clicks: 0 } }]}
				emptyText="No clicks in this range"
			/>,
		);
		expect(screen.getByText("No clicks in this range")).toBeTruthy();
	});
});

describe("chart scale", () => {
	it("rounds the axis top up to a whole, readable step", () => {
		expect(valueTicks(0)).toEqual([0, 1]);
		expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
		expect(valueTicks(37)).toEqual([0, 10, 20, 30, 40]);
		expect(valueTicks(1200)).toEqual([0, 500, 1000, 1500]);
	});

	it("spreads at most six day labels, first and last included", () => {
		expect(labelIndices(3)).toEqual([0, 1, 2]);
		expect(labelIndices(30)).toEqual([0, 6, 12, 18, 24, 29]);
		const ninety = labelIndices(90);
		expect(ninety.length).toBeLessThanOrEqual(6);
		expect(ninety[0]).toBe(0);
		expect(ninety.at(-1)).toBe(89);
	});
});
