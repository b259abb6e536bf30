import { addUtcDays, utcDay } from "@core/tracking";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, never } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { RANGE_TEXT } from "../lib/date-range";
import { adminSession, searchAnalyticsFixture, synonymsStore } from "../test/search-config-api";

/** The query strings the page sent for search analytics, in order. */
function analyticsQueries(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
	return fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === "/api/admin/search-analytics")
		.map((url) => url.searchParams);
}

function setUp(url = "/admin/search-analytics") {
	const fetchMock = mockApi({
		...adminSession,
		...synonymsStore([]).table,
		"/api/admin/search-analytics": (requested: URL) =>
			new Response(
				JSON.stringify(
					searchAnalyticsFixture(
						requested.searchParams.get("from") ?? "2025-03-01",
						requested.searchParams.get("to") ?? "2025-03-30",
					),
				),
				{ status: 200, headers: { "content-type": "application/json" } },
			),
	});
	return { fetchMock, ...renderApp(url) };
}

const today = utcDay();

describe("/admin/search-analytics searches", () => {
	it("opens on the searches of the last 30 days: totals, chart and tables", async () => {
		const { fetchMock } = setUp();
		expect(await screen.findByRole("heading", { level: 1, name: "Search configuration" })).toBeTruthy();
		expect(screen.getByRole("tab", { name: "Searches" }).getAttribute("aria-selected")).toBe("true");

		const searchesCard = (await screen.findByText("Searches", { selector: "dt" }))
			.parentElement as HTMLElement;
		const fixture = searchAnalyticsFixture(addUtcDays(today, -29), today);
		expect(analyticsQueries(fetchMock).at(-1)?.toString()).toBe(`from=${addUtcDays(today, -29)}&to=${today}`);
		expect(searchesCard.textContent).toContain(fixture.totals.searches.toLocaleString());
		const noResults = screen.getByText("No results", { selector: "dt" }).parentElement as HTMLElement;
		expect(noResults.textContent).toContain(String(fixture.totals.no_result_searches));
		expect(screen.getByText("Unique terms", { selector: "dt" }).parentElement?.textContent).toContain("48");
		expect(screen.getByText("Sessions", { selector: "dt" }).parentElement?.textContent).toContain("77");

		// The chart: a bar per day for each series, and its table.
		const figure = screen.getByRole("figure", { name: "Searches per day" });
		expect(figure.querySelectorAll('rect[data-series="searches"]')).toHaveLength(30);
		expect(figure.querySelectorAll('rect[data-series="no_results"]')).toHaveLength(30);
		expect(within(figure).getAllByRole("row")).toHaveLength(31);

		const top = screen.getByRole("table", { name: "Top searches" });
		const topRows = within(top).getAllByRole("row").slice(1);
		expect(topRows).toHaveLength(2);
		expect(topRows[0]?.textContent).toContain("wedding");
		expect(topRows[0]?.textContent).toContain("64");
		expect(topRows[0]?.textContent).toContain("212.5");
		expect(within(top).getByRole("link", { name: "wedding" }).getAttribute("href")).toBe("/search?q=wedding");

		const none = screen.getByRole("table", { name: "Searches with no results" });
		expect(
			within(none)
				.getAllByRole("row")
				.slice(1)
				.map((row) => within(row).getByRole("rowheader").textContent),
		).toEqual(["kid", "polaroid"]);
		const methods = screen.getByRole("region", { name: "Search methods" });
		expect(methods.textContent).toContain("Exact");
		expect(methods.textContent).toContain("12");
	});

	it("asks again for another range: a preset, or a start and end day, kept in the URL", async () => {
		const { fetchMock, router } = setUp();
		await screen.findByRole("table", { name: "Top searches" });

		fireEvent.click(screen.getByRole("button", { name: "Last 7 days" }));
		await waitFor(() => expect(router.state.location.search).toBe("?range=7"));
		await waitFor(() =>
			expect(analyticsQueries(fetchMock).at(-1)?.toString()).toBe(
				`from=${addUtcDays(today, -6)}&to=${today}`,
			),
		);
		expect(screen.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe("true");
		await waitFor(() =>
			expect(
				screen
					.getByRole("figure", { name: "Searches per day" })
					.querySelectorAll('rect[data-series="searches"]'),
			).toHaveLength(7),
		);

		const from = addUtcDays(today, -12);
		const to = addUtcDays(today, -3);
		fireEvent.change(screen.getByLabelText("To"), { target: { value: to } });
		await waitFor(() =>
			expect(analyticsQueries(fetchMock).at(-1)?.toString()).toBe(`from=${addUtcDays(today, -6)}&to=${to}`),
		);
		fireEvent.change(screen.getByLabelText("From"), { target: { value: from } });
		await waitFor(() => expect(router.state.location.search).toBe(`?from=${from}&to=${to}`));
		await waitFor(() => expect(analyticsQueries(fetchMock).at(-1)?.toString()).toBe(`from=${from}&to=${to}`));
		expect(screen.getByRole("button", { name: "Last 7 days" }).getAttribute("aria-pressed")).toBe("false");
	});

	it("says why a range cannot be asked for (a future day, a start after the end, over a year), and keeps the last one", async () => {
		const { fetchMock } = setUp();
		await screen.findByRole("table", { name: "Top searches" });
		const asked = analyticsQueries(fetchMock).length;
		const from = screen.getByLabelText("From");
		const to = screen.getByLabelText("To");
		fireEvent.change(to, { target: { value: addUtcDays(today, 1) } });
		expect(await screen.findByText(RANGE_TEXT.future)).toBeTruthy();
		expect(to.getAttribute("aria-invalid")).toBe("true");
		fireEvent.change(to, { target: { value: addUtcDays(today, -40) } });
		expect(await screen.findByText(RANGE_TEXT.order)).toBeTruthy();
		expect(from.getAttribute("aria-invalid")).toBe("true");
		expect(to.getAttribute("aria-invalid")).toBeNull();
		fireEvent.change(from, { target: { value: addUtcDays(today, -420) } });
		expect(await screen.findByText(RANGE_TEXT.tooLong)).toBeTruthy();
		// The last good range is still the one shown.
		expect(screen.getByRole("button", { name: "Last 30 days" }).getAttribute("aria-pressed")).toBe("true");
		expect(analyticsQueries(fetchMock)).toHaveLength(asked);
	});

	it("offers 'Add synonym' for a search that found nothing, with the term filled in", async () => {
		const { router } = setUp();
		const none = await screen.findByRole("table", { name: "Searches with no results" });
		fireEvent.click(within(none).getByRole("link", { name: 'Add a synonym for "kid"' }));

		await waitFor(() => expect(router.state.location.search).toBe("?tab=synonyms&add=kid"));
		expect(screen.getByRole("tab", { name: "Synonyms" }).getAttribute("aria-selected")).toBe("true");
		const form = await screen.findByRole("region", { name: "Add a synonym" });
		expect((within(form).getByLabelText("Term") as HTMLInputElement).value).toBe("kid");
		// The word it should find is what is left to type.
		await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText("Synonym of")));
	});

	it("shows loading and error states", async () => {
		mockApi({ ...adminSession, "/api/admin/search-analytics": never() });
		const first = renderApp("/admin/search-analytics");
		expect(await screen.findByText("Loading search analytics…")).toBeTruthy();
		first.unmount();

		mockApi({ ...adminSession, "/api/admin/search-analytics": apiError(500, "INTERNAL", "boom") });
		renderApp("/admin/search-analytics");
		expect(await screen.findByText("We could not load the search analytics.")).toBeTruthy();
	});
});
