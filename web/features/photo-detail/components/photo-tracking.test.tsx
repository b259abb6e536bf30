import type { TrackEventInput } from "@core/contracts/tracking";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetTracking } from "@/lib/tracking/tracker";
import { byMethod, json, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer } from "@/test/search-fixtures";

const PHOTO_ID = "3f0e6a1c-8d2b-4c5e-9f7a-1b2c3d4e5f60";
const USER_ID = "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f";
const EVENT_ID = "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d";

const photo = {
	id: PHOTO_ID,
	photoid: 42,
	title: "Birthday on the porch",
	thumbnail_url: "/media/thumbs/42.webp",
	preview_url: "/media/previews/42.webp",
	width: 1200,
	height: 800,
	price: 1250,
	user_id: USER_ID,
	storefront_name: "The Okafor Family",
	decade_taken: "1960s",
	event_names: ["Birthday"],
	description: null,
	tags: ["birthday", "porch"],
	orientation: "horizontal",
	people_count: 4,
	file_size: 2_516_582,
	friendly_print_size: null,
	events: [{ id: EVENT_ID, name: "Birthday" }],
	photo_status: "live",
	location_city: "Dayton",
	location_state_province: "Ohio",
	location_country: "United States",
	date_taken: "1962-06-14",
	ethnicities: ["Black"],
	age_groups: ["Adult"],
	emotions: ["joyful"],
	image_style: "Kodachrome",
	color_and_mood: "Warm and nostalgic",
	people_composition: "family group",
	created_at: "2024-01-02T03:04:05.000Z",
	featured: false,
	face_ids: [],
};

const empty = { photos: [], total: 0, offset: 0, has_more: false };

function mockPhotoPage() {
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		"/api/photos/42": photo,
		[`/api/photos/${PHOTO_ID}/similar`]: empty,
		"/api/search": searchAnswer({ total: 0 }),
		"/api/track-events": byMethod({ POST: json({ accepted: 1 }, 202) }),
	});
}

function trackedEvents(fetchMock: ReturnType<typeof mockApi>): TrackEventInput[] {
	return (sentBodies(fetchMock, "/api/track-events") as Array<{ events: TrackEventInput[] }>).flatMap(
		(body) => body.events,
	);
}

afterEach(() => {
	resetTracking();
	window.sessionStorage.clear();
});

describe("photo page tracking", () => {
	it("records one photo_view when the page opens, with this tab's session and the page path", async () => {
		const fetchMock = mockPhotoPage();
		renderApp("/photo/42");
		await screen.findByRole("heading", { level: 1, name: "Birthday on the porch" });
		await waitFor(() => expect(trackedEvents(fetchMock)).toHaveLength(1), { timeout: 3000 });
		const [view] = trackedEvents(fetchMock);
		expect(view).toMatchObject({
			event_type: "photo_view",
			entity_type: "photo",
			entity_id: PHOTO_ID,
			taxonomy_type: null,
			session_id: window.sessionStorage.getItem("trackingSessionId"),
			metadata: { path: expect.any(String) },
		});
		expect(view).not.toHaveProperty("user_id");
		// Nothing else is sent later: one view per opening.
		await new Promise((resolve) => setTimeout(resolve, 1100));
		expect(trackedEvents(fetchMock)).toHaveLength(1);
	});

	it("records the clicks of tag, family, decade, place, style and event pills, not of emotions", async () => {
		const fetchMock = mockPhotoPage();
		const { router } = renderApp("/photo/42");
		await screen.findByRole("heading", { level: 1, name: "Birthday on the porch" });

		/** Each pill leads away: come back to the photo (and its details tab) for the next one. */
		async function back(tab = false) {
			await act(() => router.navigate("/photo/42"));
			await screen.findByRole("heading", { level: 1, name: "Birthday on the porch" });
			if (tab) fireEvent.click(screen.getByRole("tab", { name: "Photo details" }));
		}

		fireEvent.click(within(screen.getByRole("list", { name: "Tags" })).getByRole("link", { name: "porch" }));
		await back();
		fireEvent.click(screen.getAllByRole("link", { name: "The Okafor Family" })[0] as HTMLElement);
		await back();
		fireEvent.click(screen.getAllByRole("link", { name: "1960s" })[0] as HTMLElement);
		await back(true);
		fireEvent.click(await screen.findByRole("link", { name: "Ohio" }));
		await back(true);
		fireEvent.click(await screen.findByRole("link", { name: "Kodachrome" }));
		await back(true);
		fireEvent.click(await screen.findByRole("link", { name: "joyful" }));
		await back(true);
		fireEvent.click(await screen.findByRole("link", { name: "Birthday" }));

		await waitFor(
			() => expect(trackedEvents(fetchMock).filter((e) => e.event_type === "event_click")).toHaveLength(1),
			{ timeout: 3000 },
		);
		const clicks = trackedEvents(fetchMock)
			.filter((e) => e.event_type !== "photo_view")
			.map((e) => [e.event_type, e.entity_type, e.taxonomy_type, e.entity_id]);
		expect(clicks).toEqual([
			["tag_click", "tag", "tag", "porch"],
			["creator_click", "taxonomy", "creator", USER_ID],
			["taxonomy_click", "taxonomy", "decade", "1960s"],
			["taxonomy_click", "taxonomy", "state", "Ohio"],
			["taxonomy_click", "taxonomy", "image_style", "Kodachrome"],
			["event_click", "event", "event", EVENT_ID],
		]);
	});
});
