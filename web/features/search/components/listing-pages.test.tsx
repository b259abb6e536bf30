import { ROUTE_TAXONOMY_TYPES, taxonomyTitle } from "@core/taxonomy";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, never, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer, searchRequests } from "@/test/search-fixtures";

afterEach(() => window.sessionStorage.clear());

const CREATOR = "0f9e8d7c-6b5a-4948-8372-6a5b4c3d2e1f";

/** The search filter each taxonomy type turns into. */
const EXPECTED_FILTER: Record<string, [string, string]> = {
	tag: ["tag", "birthday"],
	decade: ["decade", "1970s"],
	ethnicity: ["ethnicities", "Black"],
	age_group: ["age_groups", "Child"],
	location: ["location", "Ohio"],
	city: ["city", "Dayton"],
	state: ["state", "Ohio"],
	country: ["country", "Canada"],
	image_style: ["image_style", "Polaroid"],
	color_and_mood: ["color_and_mood", "Warm"],
};

describe("/taxonomy/{type}/{id}", () => {
	it.each(ROUTE_TAXONOMY_TYPES.filter((t) => t !== "creator"))(
		"%s: breadcrumb, title, count line, 100 per page and the type's filter",
		async (type) => {
			const [key, value] = EXPECTED_FILTER[type] ?? ["", ""];
			const fetchMock = mockApi({ "/api/me": signedInMember, "/api/search": searchAnswer({ total: 130 }) });
			renderApp(`/taxonomy/${type}/${encodeURIComponent(value)}`);
			const title = taxonomyTitle(type, value);

			expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
			expect(await screen.findByText("100 of 130 photos")).toBeTruthy();
			expect(screen.getByText("Showing 1-100 of 130 photos")).toBeTruthy();
			expect(within(screen.getByRole("list", { name: title })).getAllByRole("link")).toHaveLength(100);
			const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
			expect(within(crumbs).getByRole("link", { name: "Photos" }).getAttribute("href")).toBe("/photos");
			expect(screen.getByRole("combobox", { name: "Sort by" })).toBeTruthy();
			expect(document.title).toContain(title);
			const params = searchRequests(fetchMock)[0];
			expect(params?.get(key)).toBe(value);
			expect(params?.get("limit")).toBe("100");
			expect(params?.get("sort")).toBe(type === "tag" ? "relevance" : "random");
			expect(params?.get("q")).toBe(type === "tag" ? "birthday" : null);
		},
	);

	it("titles a creator's page with the storefront name, falling back to the id's first 8 characters", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 3 }),
			"/api/taxonomy-name": { type: "creator", id: CREATOR, name: "The Okafor Family" },
		});
		const first = renderApp(`/taxonomy/creator/${CREATOR}`);
		expect(
			await screen.findByRole("heading", { level: 1, name: "photos by The Okafor Family" }),
		).toBeTruthy();
		expect(searchRequests(fetchMock)[0]?.get("user_id")).toBe(CREATOR);
		first.unmount();

		mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 3 }),
			"/api/taxonomy-name": apiError(404, "NOT_FOUND", "Creator not found"),
		});
		renderApp(`/taxonomy/creator/${CREATOR}`);
		expect(await screen.findByRole("heading", { level: 1, name: "photos by 0f9e8d7c" })).toBeTruthy();
	});

	it("says 'Searching photos...' while loading and 'No photos found for this <type>.' when empty", async () => {
		mockApi({ "/api/me": signedOut, "/api/search": never() });
		const first = renderApp("/taxonomy/decade/1920s");
		expect(await screen.findByText("Searching photos...")).toBeTruthy();
		first.unmount();

		mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 0 }) });
		renderApp("/taxonomy/decade/1920s");
		expect(await screen.findByText("No photos found for this decade.")).toBeTruthy();
		expect(screen.getByText("0 of 0 photos")).toBeTruthy();
	});

	it("shows 'Error loading photos for <type>: <id>' with Reload Page", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		let calls = 0;
		mockApi({
			"/api/me": signedOut,
			"/api/search": (url: URL) => {
				calls += 1;
				return calls === 1
					? apiError(400, "VALIDATION_ERROR", "decade looks like 1970s")
					: searchAnswer({ total: 2 })(url);
			},
		});
		renderApp("/taxonomy/city/Dayton");
		expect(await screen.findByText("Error loading photos for city: Dayton")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: "Reload Page" }));
		expect(await screen.findByText("Showing all 2 photos")).toBeTruthy();
	});

	it("shows guests the banner at the guest limit", async () => {
		mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 300, guest: true }) });
		renderApp("/taxonomy/country/Canada");
		expect(await screen.findByText("You're viewing 24 of 300 results")).toBeTruthy();
		expect(screen.getByText("24 of 300 photos")).toBeTruthy();
	});

	it("is not found for an unsupported type", async () => {
		mockApi({ "/api/me": signedOut });
		renderApp("/taxonomy/emotion/joy");
		expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
	});
});

// /popular has its own tests (popular-page.test.tsx): it reads GET /api/popular/photos.
describe("/new", () => {
	it("/new lists the newest first", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 30, guest: true }),
		});
		renderApp("/new");
		expect(await screen.findByRole("heading", { level: 1, name: "New arrivals" })).toBeTruthy();
		expect(await screen.findByText("You're viewing 24 of 30 results")).toBeTruthy();
		await waitFor(() => expect(searchRequests(fetchMock)[0]?.get("sort")).toBe("newest"));
	});
});

describe("/photos-fast", () => {
	it("lists the random catalogue through the virtualised grid, with the same states", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 30, guest: true }),
		});
		renderApp("/photos-fast");
		expect(await screen.findByRole("heading", { level: 1, name: "Photos" })).toBeTruthy();
		const grid = await screen.findByRole("list", { name: "All photos" });
		expect(within(grid).getAllByRole("link").length).toBeGreaterThan(0);
		expect(screen.getByText("You're viewing 24 of 30 results")).toBeTruthy();
		expect(searchRequests(fetchMock)[0]?.get("sort")).toBe("random");
	});
});
