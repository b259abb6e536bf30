import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError, mockApi, never, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer, searchRequests } from "@/test/search-fixtures";

afterEach(() => window.sessionStorage.clear());

const USER = "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f";
const storefront = {
	user_id: USER,
	storefront_name: "The Okafor Family",
	bio: "Four generations of Dayton.",
	location: "Dayton, Ohio",
	portrait_url: "/media/family-portraits/okafor.webp",
	photo_count: 2,
	closed: false,
};

describe("/user/{id}", () => {
	it("shows the storefront's name, bio and place, and lists only its photos", async () => {
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			[`/api/storefronts/${USER}`]: storefront,
			"/api/search": searchAnswer({ total: 2 }),
		});
		renderApp(`/user/${USER}`);
		expect(await screen.findByRole("heading", { level: 1, name: "The Okafor Family" })).toBeTruthy();
		expect(screen.getByText("Four generations of Dayton.")).toBeTruthy();
		expect(screen.getByText("Dayton, Ohio")).toBeTruthy();
		expect(screen.getByRole("img", { name: "Portrait of The Okafor Family" }).getAttribute("src")).toBe(
			"/media/family-portraits/okafor.webp",
		);
		expect(await screen.findByText("Showing all 2 photos")).toBeTruthy();
		expect(screen.getByRole("list", { name: "Photos by The Okafor Family" })).toBeTruthy();
		expect(searchRequests(fetchMock)[0]?.get("user_id")).toBe(USER);
		await waitFor(() => expect(document.title).toContain("The Okafor Family"));
	});

	it("says a closed storefront is closed and lists no photos", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			[`/api/storefronts/${USER}`]: { ...storefront, photo_count: 0, closed: true },
			"/api/search": searchAnswer({ total: 2 }),
		});
		renderApp(`/user/${USER}`);
		expect(await screen.findByRole("heading", { level: 1, name: "The Okafor Family" })).toBeTruthy();
		expect(screen.getByText("This storefront is closed")).toBeTruthy();
		expect(screen.getByText(/Licences already bought stay valid/)).toBeTruthy();
		expect(screen.queryByRole("list", { name: "Photos by The Okafor Family" })).toBeNull();
		expect(searchRequests(fetchMock)).toHaveLength(0);
	});

	it("loads, then says a storefront does not exist", async () => {
		mockApi({ "/api/me": signedOut, [`/api/storefronts/${USER}`]: never() });
		const first = renderApp(`/user/${USER}`);
		expect(await screen.findByText("Loading the storefront…")).toBeTruthy();
		first.unmount();

		mockApi({
			"/api/me": signedOut,
			[`/api/storefronts/${USER}`]: apiError(404, "NOT_FOUND", "Storefront not found"),
		});
		renderApp(`/user/${USER}`);
		expect(await screen.findByText("This storefront does not exist.")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Browse all photos" }).getAttribute("href")).toBe("/photos");
	});

	it("offers to try again when the storefront cannot load, and shows guests the banner", async () => {
		// The first answer and its one automatic retry fail.
		let calls = 0;
		mockApi({
			"/api/me": signedOut,
			[`/api/storefronts/${USER}`]: () => {
				calls += 1;
				return calls <= 2
					? apiError(500, "INTERNAL_ERROR", "boom")
					: new Response(JSON.stringify(storefront));
			},
			"/api/search": searchAnswer({ total: 40, guest: true }),
		});
		renderApp(`/user/${USER}`);
		const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 6000 });
		retry.click();
		expect(await screen.findByRole("heading", { level: 1, name: "The Okafor Family" })).toBeTruthy();
		expect(await screen.findByText("You're viewing 24 of 40 results")).toBeTruthy();
	}, 15_000);

	it("is not found for an id that is not a uuid", async () => {
		mockApi({ "/api/me": signedOut });
		renderApp("/user/123");
		expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
	});
});
