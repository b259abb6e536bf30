import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError, json, mockApi, never, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";

afterEach(() => window.sessionStorage.clear());

/** GET /api/popular/photos over a pool of `pool` photos; guests stop at 24, as the server does. */
function popularAnswer(pool: number, { guest = false } = {}) {
	return (url: URL) => {
		const offset = Number(url.searchParams.get("offset") ?? 0);
		const limit = Number(url.searchParams.get("limit") ?? 24);
		const visibleEnd = guest ? Math.min(pool, 24) : pool;
		const end = Math.min(offset + limit, visibleEnd);
		const photos = [];
		for (let i = offset; i < end; i++) photos.push(photoFixture(i + 1));
		const beyond = pool > end;
		return json({
			photos,
			offset,
			limit,
			has_more: beyond && end < visibleEnd,
			guest_limited: guest && beyond && end === visibleEnd,
		});
	};
}

function popularRequests(fetchMock: ReturnType<typeof mockApi>) {
	return fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === "/api/popular/photos")
		.map((url) => Object.fromEntries(url.searchParams));
}

describe("/popular", () => {
	it("pages through the most-clicked photos 24 at a time, with no sort selector", async () => {
		const fetchMock = mockApi({ "/api/me": signedInMember, "/api/popular/photos": popularAnswer(30) });
		renderApp("/popular?sort=newest");
		expect(await screen.findByRole("heading", { level: 1, name: "Popular photos" })).toBeTruthy();
		const grid = await screen.findByRole("list", { name: "Popular photos" });
		expect(within(grid).getAllByRole("link")).toHaveLength(24);
		expect(screen.queryByRole("combobox", { name: "Sort by" })).toBeNull();

		// jsdom cannot watch the end marker: the page offers a button instead.
		fireEvent.click(screen.getByRole("button", { name: "Load more photos" }));
		expect(await screen.findByText("Showing all 30 photos")).toBeTruthy();
		expect(within(screen.getByRole("list", { name: "Popular photos" })).getAllByRole("link")).toHaveLength(
			30,
		);
		expect(popularRequests(fetchMock)).toEqual([
			{ limit: "24", offset: "0" },
			{ limit: "24", offset: "24" },
		]);
		expect(document.title).toContain("Popular photos");
	});

	it("stops guests at 24 with the sign-in prompt", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/popular/photos": popularAnswer(60, { guest: true }),
		});
		renderApp("/popular");
		const prompt = await screen.findByRole("region", { name: "Sign in to see more" });
		expect(within(prompt).getByText("You're viewing the 24 most popular photos")).toBeTruthy();
		expect(
			within(prompt).getByText("Sign in to access more photos and unlock our full collection"),
		).toBeTruthy();
		expect(within(prompt).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
			"/auth?mode=login",
		);
		expect(screen.queryByRole("button", { name: "Load more photos" })).toBeNull();
		expect(popularRequests(fetchMock)).toHaveLength(1);
	});

	it("says when nothing was clicked yet", async () => {
		mockApi({ "/api/me": signedOut, "/api/popular/photos": popularAnswer(0) });
		renderApp("/popular");
		expect(await screen.findByText("No popular photos available yet.")).toBeTruthy();
		expect(screen.getByText("Check back soon as our collection grows!")).toBeTruthy();
	});

	it("shows the loading state, then an error with a reload that works", async () => {
		mockApi({ "/api/me": signedOut, "/api/popular/photos": never() });
		const first = renderApp("/popular");
		expect(await screen.findByText("Searching photos...")).toBeTruthy();
		first.unmount();

		let calls = 0;
		mockApi({
			"/api/me": signedOut,
			"/api/popular/photos": (url: URL) => {
				calls += 1;
				return calls === 1 ? apiError(400, "VALIDATION_ERROR", "Bad paging") : popularAnswer(3)(url);
			},
		});
		renderApp("/popular");
		expect(await screen.findByText("Error loading popular photos")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Reload Page" }));
		await waitFor(() => expect(screen.getByText("Showing all 3 photos")).toBeTruthy());
	});
});
