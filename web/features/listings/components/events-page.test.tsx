import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetTracking } from "@/lib/tracking/tracker";
import { apiError, byMethod, json, mockApi, never, sentBodies, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

const XMAS = "3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";
const events = {
	events: [
		{
			id: XMAS,
			name: "Christmas",
			photo_count: 12,
			cover: { photo_id: XMAS, thumbnail_url: "/media/t/1.webp", width: 600, height: 400, title: "Tree" },
		},
		{ id: "4a2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f", name: "Picnic", photo_count: 1, cover: null },
	],
};

afterEach(() => {
	resetTracking();
	window.sessionStorage.clear();
});

describe("/events", () => {
	it("records an event_click when a card is followed", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/events": events,
			"/api/track-events": byMethod({ POST: json({ accepted: 1 }, 202) }),
		});
		const { router } = renderApp("/events");
		const list = await screen.findByRole("list", { name: "Events" });
		fireEvent.click(within(list).getAllByRole("link")[0] as HTMLElement);
		await waitFor(() => expect(router.state.location.search).toBe(`?event_ids=${XMAS}`));
		await waitFor(() => expect(sentBodies(fetchMock, "/api/track-events")).toHaveLength(1), {
			timeout: 3000,
		});
		expect(sentBodies(fetchMock, "/api/track-events")[0]).toMatchObject({
			events: [{ event_type: "event_click", entity_type: "event", entity_id: XMAS, taxonomy_type: "event" }],
		});
	});

	it("lists every event with its photo count and cover, linking to its photos", async () => {
		mockApi({ "/api/me": signedOut, "/api/events": events });
		renderApp("/events");
		expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeTruthy();
		const list = await screen.findByRole("list", { name: "Events" });
		const links = within(list).getAllByRole("link");
		expect(links.map((l) => l.textContent)).toEqual(["Christmas12 photos", "Picnic1 photo"]);
		expect(links[0]?.getAttribute("href")).toBe(`/search?event_ids=${XMAS}`);
		expect(links[0]?.querySelector("img")?.getAttribute("src")).toBe("/media/t/1.webp");
		expect(document.title).toContain("Events");
	});

	it("shows loading, empty and error states", async () => {
		mockApi({ "/api/me": signedOut, "/api/events": never() });
		const first = renderApp("/events");
		expect(await screen.findByText("Loading events…")).toBeTruthy();
		first.unmount();

		mockApi({ "/api/me": signedOut, "/api/events": { events: [] } });
		const second = renderApp("/events");
		expect(await screen.findByText("No events yet.")).toBeTruthy();
		second.unmount();

		let calls = 0;
		mockApi({
			"/api/me": signedOut,
			"/api/events": () => {
				calls += 1;
				return calls === 1 ? apiError(500, "INTERNAL_ERROR", "boom") : new Response(JSON.stringify(events));
			},
		});
		renderApp("/events");
		fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
		expect(await screen.findByRole("list", { name: "Events" })).toBeTruthy();
	});
});
