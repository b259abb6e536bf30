import type { TrackEventInput } from "@core/contracts/analytics";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetTracking } from "@/lib/tracking/tracker";
import { byMethod, json, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { EVENT_ID, PHOTO_ID, photoDetail, USER_ID } from "@/test/photo-detail-fixtures";
import { renderApp } from "@/test/render-app";
import { searchAnswer } from "@/test/search-fixtures";

const photo = photoDetail();

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
	it("records one photo_view when the page opens, with the page path and no ids (the server's cookies say who)", async () => {
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
			metadata: { path: expect.any(String) },
		});
		expect(view).not.toHaveProperty("user_id");
		expect(view).not.toHaveProperty("session_id");
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

	it("says 'Navigation Error' when a taxonomy link cannot be built, goes to /photos, and records no click", async () => {
		// A row whose family reference is missing: the family pill has no page to go to.
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/cart/count": { count: 0 },
			"/api/photos/42": photoDetail({ user_id: "" }),
			[`/api/photos/${PHOTO_ID}/similar`]: empty,
			"/api/search": searchAnswer({ total: 0 }),
			"/api/track-events": byMethod({ POST: json({ accepted: 1 }, 202) }),
		});
		const { router } = renderApp("/photo/42");
		await screen.findByRole("heading", { level: 1, name: "Birthday on the porch" });
		const family = screen.getAllByRole("link", { name: "The Okafor Family" })[0] as HTMLElement;
		expect(family.getAttribute("href")).toBe("/photos");

		fireEvent.click(family);
		expect(await screen.findByText("Navigation Error")).toBeTruthy();
		expect(screen.getByText("Unable to navigate: Taxonomy ID is required")).toBeTruthy();
		await waitFor(() => expect(router.state.location.pathname).toBe("/photos"));
		// A family click would go out at once (spec section 4); none does.
		await new Promise((resolve) => setTimeout(resolve, 1100));
		expect(trackedEvents(fetchMock).filter((e) => e.event_type === "creator_click")).toEqual([]);
	}, 15_000);
});
