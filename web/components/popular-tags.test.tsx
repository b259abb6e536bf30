import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetTracking } from "@/lib/tracking/tracker";
import { apiError, byMethod, json, mockApi, sentBodies } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { PopularTags } from "./popular-tags";

function row(tag: string, clicks: number) {
	return {
		entity_id: tag,
		entity_type: "tag",
		taxonomy_type: "tag",
		total_clicks: clicks,
		unique_users: 1,
		unique_visitors: clicks,
		last_clicked_at: null,
		entity_name: tag,
	};
}

const FALLBACK = ["Landscape", "Architecture", "People", "Nature", "Business"];

function shownTags() {
	const nav = screen.getByRole("navigation", { name: "Popular tags" });
	return within(nav)
		.getAllByRole("link")
		.map((link) => [link.textContent, link.getAttribute("href")]);
}

afterEach(() => {
	resetTracking();
	window.sessionStorage.clear();
});

describe("Popular tags", () => {
	it("shows the 5 most-clicked tags, each a link to its tag page", async () => {
		const fetchMock = mockApi({
			"/api/popular": {
				items: ["birthday", "porch", "Christmas tree", "beach", "car", "dog", "cake"].map(row),
			},
		});
		renderWithProviders(<PopularTags />);
		await screen.findByRole("link", { name: "birthday" });
		expect(shownTags()).toEqual([
			["birthday", "/taxonomy/tag/birthday"],
			["porch", "/taxonomy/tag/porch"],
			["Christmas tree", "/taxonomy/tag/Christmas%20tree"],
			["beach", "/taxonomy/tag/beach"],
			["car", "/taxonomy/tag/car"],
		]);
		const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
		expect(Object.fromEntries(asked.searchParams)).toEqual({ entity_type: "tag", limit: "20" });
	});

	it("falls back to the spec's list on error and when nothing was clicked yet", async () => {
		mockApi({ "/api/popular": apiError(500, "INTERNAL_ERROR", "boom") });
		const failed = renderWithProviders(<PopularTags />);
		await screen.findByRole("link", { name: "Landscape" });
		expect(shownTags().map(([label]) => label)).toEqual(FALLBACK);
		failed.unmount();

		mockApi({ "/api/popular": { items: [] } });
		renderWithProviders(<PopularTags />);
		await screen.findByRole("link", { name: "Landscape" });
		expect(shownTags().map(([label]) => label)).toEqual(FALLBACK);
	});

	it("records a tag click at once and still navigates", async () => {
		const fetchMock = mockApi({
			"/api/popular": { items: [row("birthday", 3)] },
			"/api/track-events": byMethod({ POST: json({ accepted: 1 }, 202) }),
		});
		const { router } = renderWithProviders(<PopularTags />);
		fireEvent.click(await screen.findByRole("link", { name: "birthday" }));
		await waitFor(() => expect(sentBodies(fetchMock, "/api/track-events")).toHaveLength(1));
		expect(sentBodies(fetchMock, "/api/track-events")[0]).toMatchObject({
			events: [{ event_type: "tag_click", entity_type: "tag", entity_id: "birthday", taxonomy_type: "tag" }],
		});
		expect(router.state.location.pathname).toBe("/taxonomy/tag/birthday");
	});
});
