import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";
import { SHARED_GUEST_TITLE, SHARED_NOT_FOUND, SHARED_NOTES_TITLE } from "./shared-wishlist-page";

const CODE = "0a1b2c3d4e";
const PAGE = `/shared-wishlist/${CODE}`;
const API = `/api/shared-wishlists/${CODE}`;

const shared = {
	name: "Diner set",
	description: "Counter and booth snapshots",
	owner_first_name: "Ada",
	// One of its three photos is no longer on show: the count is the wishlist's, not the grid's.
	item_count: 3,
	photos: [photoFixture(1), photoFixture(2)],
	notes: {},
};

describe("/shared-wishlist/{shareCode}", () => {
	it("shows a guest the thumbnails, sends each card to sign in, and invites them to sign in", async () => {
		mockApi({ "/api/me": signedOut, [API]: shared });
		const { router } = renderApp(PAGE);

		expect(await screen.findByRole("heading", { level: 1, name: "Diner set" })).toBeTruthy();
		expect(screen.getByText("Counter and booth snapshots")).toBeTruthy();
		expect(screen.getByText("Shared by Ada · 3 photos")).toBeTruthy();

		const invitation = await screen.findByRole("region", { name: "Sign in to see more" });
		expect(within(invitation).getByText(SHARED_GUEST_TITLE)).toBeTruthy();
		expect(within(invitation).getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe(
			"/auth?mode=signup",
		);

		const grid = screen.getByRole("list", { name: "Photos in Diner set" });
		const cards = within(grid).getAllByRole("link");
		expect(cards).toHaveLength(2);
		for (const card of cards) expect(card.getAttribute("href")).toBe("/auth");
		expect(within(grid).getAllByRole("img")).toHaveLength(2);

		fireEvent.click(within(invitation).getByRole("link", { name: "Sign In" }));
		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
		expect(router.state.location.search).toBe("?mode=login");
		expect(router.state.location.state).toEqual({ returnUrl: PAGE });
	});

	it("opens the photo pages for a signed-in member, without the invitation", async () => {
		mockApi({ "/api/me": signedInMember, "/api/cart/count": { count: 0 }, [API]: shared });
		renderApp(PAGE);

		const grid = await screen.findByRole("list", { name: "Photos in Diner set" });
		const hrefs = within(grid)
			.getAllByRole("link")
			.map((link) => link.getAttribute("href"));
		expect(hrefs).toContain("/photo/1001");
		expect(hrefs).toContain("/photo/1002");
		expect(screen.queryByText(SHARED_GUEST_TITLE)).toBeNull();
	});

	it("shows the owner's notes beside their photos, as plain text, and no notes section without notes", async () => {
		const markup = '<img src=x onerror="alert(1)"> 8×10 frame';
		mockApi({
			"/api/me": signedOut,
			[API]: { ...shared, notes: { [photoFixture(2).id]: `Scene 12: diner wall\n${markup}` } },
		});
		renderApp(PAGE);

		const notes = await screen.findByRole("region", { name: SHARED_NOTES_TITLE });
		const entries = within(notes).getAllByRole("listitem");
		expect(entries).toHaveLength(1);
		expect(
			within(entries[0] as HTMLElement).getByRole("heading", { level: 3, name: "Snapshot 2" }),
		).toBeTruthy();
		expect(within(entries[0] as HTMLElement).getByText(/Scene 12: diner wall/).textContent).toBe(
			`Scene 12: diner wall\n${markup}`,
		);
		// Shown as text: the markup made no element.
		expect(notes.querySelector("img[src='x']")).toBeNull();
	});

	it("has no notes section when no photo has a note", async () => {
		mockApi({ "/api/me": signedOut, [API]: shared });
		renderApp(PAGE);
		await screen.findByRole("heading", { level: 1, name: "Diner set" });
		expect(screen.queryByRole("region", { name: SHARED_NOTES_TITLE })).toBeNull();
	});

	it("says a revoked or unknown link is no longer available", async () => {
		mockApi({ "/api/me": signedOut, [API]: apiError(404, "NOT_FOUND", "Shared wishlist not found") });
		renderApp(PAGE);

		expect(await screen.findByRole("heading", { level: 1, name: SHARED_NOT_FOUND })).toBeTruthy();
		expect(screen.queryByText(SHARED_GUEST_TITLE)).toBeNull();
	});

	it("says so when a shared wishlist has no photos on show", async () => {
		mockApi({
			"/api/me": signedOut,
			[API]: { ...shared, owner_first_name: null, item_count: 0, photos: [] },
		});
		renderApp(PAGE);

		expect(await screen.findByText("No photos to show")).toBeTruthy();
		expect(screen.queryByText(/Shared by/)).toBeNull();
	});
});
