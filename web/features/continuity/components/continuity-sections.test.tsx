import { CONTINUITY_TEXT } from "@core/continuity";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, never, signedOut } from "@/test/api-mock";
import { renderWithProviders } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";
import { ContinuitySections } from "./continuity-sections";

const PHOTO = photoFixture(1);
const API = `/api/photos/${PHOTO.id}/continuity`;
const FAMILY = { id: PHOTO.user_id, storefront_name: "The Hendersons" };
const listed = (n: number, decade: string, shared_people = 1) => ({
	...photoFixture(n, { decade_taken: decade, title: `Snapshot ${n} (${decade})` }),
	shared_people,
	shared_events: 0,
});

describe("ContinuitySections (the photo page's slot)", () => {
	it("shows both lists as photo grids under their headings, with the builder's link for the family", async () => {
		mockApi({
			"/api/me": signedOut,
			[API]: {
				photo_id: PHOTO.id,
				family: FAMILY,
				same_people: { photos: [listed(2, "1950s"), listed(3, "1970s", 2)], total: 30 },
				same_family: { photos: [listed(4, "1960s", 0)], total: 1 },
			},
		});
		renderWithProviders(<ContinuitySections photo={PHOTO} />);

		const people = await screen.findByRole("region", { name: CONTINUITY_TEXT.samePeopleHeading });
		const grid = within(people).getByRole("list", { name: CONTINUITY_TEXT.samePeopleLabel });
		expect(within(grid).getAllByRole("listitem")).toHaveLength(2);
		expect(within(people).getByText("Showing the first 2 of 30, oldest decade first.")).toBeTruthy();
		const link = within(people).getByRole("link", { name: CONTINUITY_TEXT.buildFromFamily });
		expect(link.getAttribute("href")).toBe(`/continuity?family=${FAMILY.id}`);
		// A link: reached by Tab and opened by Enter like any other.
		link.focus();
		expect(document.activeElement).toBe(link);

		const family = screen.getByRole("region", { name: CONTINUITY_TEXT.sameFamilyHeading });
		expect(within(family).getAllByRole("listitem")).toHaveLength(1);
		expect(screen.getByRole("heading", { level: 2, name: CONTINUITY_TEXT.samePeopleHeading })).toBeTruthy();
		expect(screen.getByRole("heading", { level: 2, name: CONTINUITY_TEXT.sameFamilyHeading })).toBeTruthy();
	});

	it("says so when one list is empty, and hides both when both are", async () => {
		const empty = { photos: [], total: 0 };
		mockApi({
			"/api/me": signedOut,
			[API]: {
				photo_id: PHOTO.id,
				family: FAMILY,
				same_people: empty,
				same_family: { photos: [listed(4, "1960s")], total: 1 },
			},
		});
		const first = renderWithProviders(<ContinuitySections photo={PHOTO} />);
		expect(await screen.findByText(CONTINUITY_TEXT.samePeopleEmpty)).toBeTruthy();
		first.unmount();

		const fetchMock = mockApi({
			"/api/me": signedOut,
			[API]: { photo_id: PHOTO.id, family: FAMILY, same_people: empty, same_family: empty },
		});
		renderWithProviders(<ContinuitySections photo={PHOTO} />);
		expect(await screen.findByRole("status")).toBeTruthy();
		await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
		expect(fetchMock.mock.calls.some(([url]) => String(url).includes(API))).toBe(true);
		expect(screen.queryByRole("heading", { name: CONTINUITY_TEXT.samePeopleHeading })).toBeNull();
		expect(screen.queryByRole("heading", { name: CONTINUITY_TEXT.sameFamilyHeading })).toBeNull();
	});

	it("shows a loading status, then an error with Try again", async () => {
		mockApi({ "/api/me": signedOut, [API]: never() });
		const loading = renderWithProviders(<ContinuitySections photo={PHOTO} />);
		expect((await screen.findByRole("status")).textContent).toContain(CONTINUITY_TEXT.loading);
		loading.unmount();

		mockApi({ "/api/me": signedOut, [API]: apiError(500, "INTERNAL", "Boom") });
		renderWithProviders(<ContinuitySections photo={PHOTO} />);
		const alert = await screen.findByRole("alert");
		expect(alert.textContent).toContain(CONTINUITY_TEXT.loadFailed);
		expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
	});
});
