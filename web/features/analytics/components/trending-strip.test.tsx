import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetTracking } from "@/lib/tracking/tracker";
import { apiError, byMethod, json, mockApi, never, sentBodies } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { TrendingStrip } from "./trending-strip";

const XMAS = "3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";
const CREATOR = "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f";

const chips = [
	{ kind: "event", taxonomy_type: "event", id: XMAS, label: "Christmas", unique_visitors: 40 },
	{ kind: "taxonomy", taxonomy_type: "country", id: "Canada", label: "Canada", unique_visitors: 30 },
	{ kind: "taxonomy", taxonomy_type: "location_state", id: "Ohio", label: "Ohio", unique_visitors: 25 },
	{ kind: "taxonomy", taxonomy_type: "decade", id: "1970s", label: "1970s", unique_visitors: 20 },
	{ kind: "taxonomy", taxonomy_type: "creator", id: CREATOR, label: "The Okafors", unique_visitors: 10 },
	// No taxonomy page of its own: left out.
	{ kind: "taxonomy", taxonomy_type: "emotion", id: "joyful", label: "joyful", unique_visitors: 5 },
];

const trackEvents = byMethod({ POST: json({ accepted: 1 }, 202) });

afterEach(() => {
	resetTracking();
	window.sessionStorage.clear();
});

describe("Trending strip", () => {
	it("links each chip to its page, events to their photos", async () => {
		mockApi({ "/api/trending": { chips } });
		renderWithProviders(<TrendingStrip />);
		const strip = await screen.findByRole("navigation", { name: "Trending" });
		const links = within(strip).getAllByRole("link");
		expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
			["Christmas", `/search?event_ids=${XMAS}`],
			["Canada", "/taxonomy/country/Canada"],
			["Ohio", "/taxonomy/state/Ohio"],
			["1970s", "/taxonomy/decade/1970s"],
			["The Okafors", `/taxonomy/creator/${CREATOR}`],
		]);
	});

	it("shows at most 20 chips", async () => {
		const many = Array.from({ length: 25 }, (_, i) => ({
			kind: "taxonomy",
			taxonomy_type: "tag",
			id: `tag ${i}`,
			label: `tag ${i}`,
			unique_visitors: 100 - i,
		}));
		mockApi({ "/api/trending": { chips: many } });
		renderWithProviders(<TrendingStrip />);
		const strip = await screen.findByRole("navigation", { name: "Trending" });
		expect(within(strip).getAllByRole("link")).toHaveLength(20);
	});

	it("records the click of a chip: taxonomy at once, creator as a creator click", async () => {
		const fetchMock = mockApi({ "/api/trending": { chips }, "/api/track-events": trackEvents });
		renderWithProviders(<TrendingStrip />);
		fireEvent.click(await screen.findByRole("link", { name: "Ohio" }));
		await waitFor(() => expect(sentBodies(fetchMock, "/api/track-events")).toHaveLength(1));
		fireEvent.click(screen.getByRole("link", { name: "The Okafors" }));
		await waitFor(() => expect(sentBodies(fetchMock, "/api/track-events")).toHaveLength(2));
		const events = (sentBodies(fetchMock, "/api/track-events") as Array<{ events: unknown[] }>).flatMap(
			(body) => body.events,
		);
		expect(events).toMatchObject([
			{ event_type: "taxonomy_click", entity_type: "taxonomy", entity_id: "Ohio", taxonomy_type: "state" },
			{ event_type: "creator_click", entity_type: "taxonomy", entity_id: CREATOR, taxonomy_type: "creator" },
		]);
	});

	it("records an event chip as an event click (sent after the debounce)", async () => {
		const fetchMock = mockApi({ "/api/trending": { chips }, "/api/track-events": trackEvents });
		renderWithProviders(<TrendingStrip />);
		fireEvent.click(await screen.findByRole("link", { name: "Christmas" }));
		await waitFor(() => expect(sentBodies(fetchMock, "/api/track-events")).toHaveLength(1), {
			timeout: 3000,
		});
		expect(sentBodies(fetchMock, "/api/track-events")[0]).toMatchObject({
			events: [{ event_type: "event_click", entity_type: "event", entity_id: XMAS, taxonomy_type: "event" }],
		});
	});

	it("draws nothing while loading, when empty or on error", async () => {
		mockApi({ "/api/trending": never() });
		const loading = renderWithProviders(<TrendingStrip />);
		expect(screen.queryByRole("navigation", { name: "Trending" })).toBeNull();
		loading.unmount();

		mockApi({ "/api/trending": { chips: [] } });
		const empty = renderWithProviders(<TrendingStrip />);
		await waitFor(() =>
			expect(empty.queryClient.getQueryState(["popular", "trending"])?.status).toBe("success"),
		);
		expect(screen.queryByRole("navigation", { name: "Trending" })).toBeNull();
		empty.unmount();

		mockApi({ "/api/trending": apiError(500, "INTERNAL_ERROR", "boom") });
		const failed = renderWithProviders(<TrendingStrip />);
		await waitFor(() =>
			expect(failed.queryClient.getQueryState(["popular", "trending"])?.status).toBe("error"),
		);
		expect(screen.queryByRole("navigation", { name: "Trending" })).toBeNull();
	});
});
