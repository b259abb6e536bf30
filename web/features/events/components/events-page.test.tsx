import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, never, signedOut } from "@/test/api-mock";
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

describe("/events", () => {
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
