import { addUtcDays, utcDay } from "@core/tracking";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { CLICK_QUEUE_POLL_MS } from "../api/keys";
import { adminSession, clickAnalyticsAnswer } from "../test/search-config-api";

/** The query strings the page sent for click analytics, in order. */
function clickQueries(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
	return fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === "/api/admin/click-analytics")
		.map((url) => url.searchParams);
}

const queueCalls = (fetchMock: ReturnType<typeof mockApi>) =>
	fetchMock.mock.calls.filter(([input]) => String(input).startsWith("/api/admin/click-analytics/queue"))
		.length;

function setUp({ total, queue = [7] }: { total?: number; queue?: number[] } = {}) {
	let polls = 0;
	const fetchMock = mockApi({
		...adminSession,
		"/api/admin/click-analytics": clickAnalyticsAnswer({ total }),
		"/api/admin/click-analytics/queue": () =>
			json({ unprocessed: queue[Math.min(polls++, queue.length - 1)] }),
	});
	return { fetchMock, ...renderApp("/admin/search-analytics?tab=clicks") };
}

async function tableRows(): Promise<HTMLElement[]> {
	const table = await screen.findByRole("table", { name: "Clicks by entity" });
	return within(table).getAllByRole("row").slice(1);
}

const today = utcDay();

afterEach(() => {
	vi.useRealTimers();
});

describe("/admin/search-analytics clicks", () => {
	it("lists what was clicked in the last 30 days, by clicks, each linking to its page", async () => {
		const { fetchMock } = setUp();
		const rows = await tableRows();
		expect(rows).toHaveLength(4);
		const query = clickQueries(fetchMock).at(-1);
		expect(query?.get("from")).toBe(addUtcDays(today, -29));
		expect(query?.get("to")).toBe(today);
		expect(query?.get("limit")).toBe("25");
		expect(query?.get("offset")).toBe("0");
		expect(query?.has("entity_type")).toBe(false);

		const photo = rows[0] as HTMLElement;
		expect(within(photo).getByRole("link", { name: "Backyard barbecue" }).getAttribute("href")).toBe(
			"/photo-uuid/3a2b1c0d-9e8f-4a7b-8c6d-0000000003e9",
		);
		expect(
			within(photo)
				.getAllByRole("cell")
				.map((cell) => cell.textContent),
		).toEqual(["Photo", "120", "310", "40", "95", "90", expect.stringContaining("2025")]);
		expect(
			within(rows[1] as HTMLElement)
				.getByRole("link", { name: "1970s" })
				.getAttribute("href"),
		).toBe("/taxonomy/decade/1970s");
		expect(rows[1]?.textContent).toContain("Taxonomy · Decade");
		expect(
			within(rows[2] as HTMLElement)
				.getByRole("link", { name: "Graduation" })
				.getAttribute("href"),
		).toBe("/search?event_ids=8d7c6b5a-4e3f-4a2b-9c1d-00000000000e");
		// Emotion has no page of its own: its name is plain text.
		expect(within(rows[3] as HTMLElement).queryByRole("link")).toBeNull();
		expect(
			screen.getByRole("figure", { name: "Clicks per day" }).querySelectorAll("rect[data-series]"),
		).toHaveLength(30);
		expect(screen.getByText("Photo clicks").parentElement?.textContent).toContain("120");
	});

	it("sends the entity type, then the taxonomy type, and the range, keeping them in the URL", async () => {
		const { fetchMock, router } = setUp();
		await tableRows();
		expect(screen.queryByLabelText("Taxonomy type")).toBeNull();

		fireEvent.change(screen.getByLabelText("Entity type"), { target: { value: "taxonomy" } });
		await waitFor(() => expect(router.state.location.search).toBe("?tab=clicks&entity=taxonomy"));
		await waitFor(() => expect(clickQueries(fetchMock).at(-1)?.get("entity_type")).toBe("taxonomy"));
		await waitFor(async () => expect(await tableRows()).toHaveLength(2));

		fireEvent.change(screen.getByLabelText("Taxonomy type"), { target: { value: "decade" } });
		await waitFor(() => expect(clickQueries(fetchMock).at(-1)?.get("taxonomy_type")).toBe("decade"));
		await waitFor(async () => expect(await tableRows()).toHaveLength(1));

		fireEvent.click(screen.getByRole("button", { name: "Last 90 days" }));
		await waitFor(() => expect(clickQueries(fetchMock).at(-1)?.get("from")).toBe(addUtcDays(today, -89)));
		const last = clickQueries(fetchMock).at(-1);
		expect(last?.get("entity_type")).toBe("taxonomy");
		expect(last?.get("taxonomy_type")).toBe("decade");
		expect(router.state.location.search).toBe("?tab=clicks&entity=taxonomy&taxonomy=decade&range=90");

		// Another entity type drops the taxonomy type.
		fireEvent.change(screen.getByLabelText("Entity type"), { target: { value: "photo" } });
		await waitFor(() => expect(clickQueries(fetchMock).at(-1)?.get("entity_type")).toBe("photo"));
		expect(clickQueries(fetchMock).at(-1)?.has("taxonomy_type")).toBe(false);
		expect(screen.queryByLabelText("Taxonomy type")).toBeNull();
	});

	it("pages through the rows with links that keep the filters", async () => {
		const { fetchMock } = setUp({ total: 60 });
		await tableRows();
		expect(screen.getByText("Showing 1–25 of 60")).toBeTruthy();
		fireEvent.click(screen.getByRole("link", { name: "Next" }));
		await waitFor(() => expect(clickQueries(fetchMock).at(-1)?.get("offset")).toBe("25"));
		expect(await screen.findByText("Showing 26–50 of 60")).toBeTruthy();
		expect(screen.getByText("Page 2 of 3")).toBeTruthy();
	});

	it("polls the count of events waiting to be counted every 5 s", async () => {
		vi.useFakeTimers({ shouldAdvanceTime: true });
		const { fetchMock } = setUp({ queue: [7, 2, 0] });
		expect(await screen.findByText("7 events waiting to be counted")).toBeTruthy();
		const first = queueCalls(fetchMock);

		// Soon after each 5 s, not whenever: a short wait, so a slower poll fails.
		const soon = { timeout: 300 };
		await act(() => vi.advanceTimersByTimeAsync(CLICK_QUEUE_POLL_MS));
		await waitFor(() => expect(screen.getByText("2 events waiting to be counted")).toBeTruthy(), soon);
		await act(() => vi.advanceTimersByTimeAsync(CLICK_QUEUE_POLL_MS));
		await waitFor(() => expect(screen.getByText("Every click event is counted")).toBeTruthy(), soon);
		expect(queueCalls(fetchMock)).toBe(first + 2);
	});
});
