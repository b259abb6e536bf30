import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, json, mockApi, never, signedInMember, signedOut } from "@/test/api-mock";
import { mockIntersectionObserver } from "@/test/intersection-observer";
import { renderApp } from "@/test/render-app";
import { photoFixture, searchAnswer, searchRequests } from "@/test/search-fixtures";

afterEach(() => {
	window.sessionStorage.clear();
	vi.useRealTimers();
});

const grid = () => screen.findByRole("list", { name: "All photos" });

describe("/photos", () => {
	it("is titled 'Photos' and says 'Searching photos...' until the first page arrives", async () => {
		mockApi({ "/api/me": signedOut, "/api/search": never() });
		renderApp("/photos");

		expect(await screen.findByRole("heading", { level: 1, name: "Photos" })).toBeTruthy();
		expect(await screen.findByText("Searching photos...")).toBeTruthy();
	});

	it("asks for the random order with the visitor's seed, kept for the whole visit", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 3 }) });
		const first = renderApp("/photos");
		await grid();
		const seed = window.sessionStorage.getItem("photoSearchSeed");
		expect(seed).toMatch(/^\d+$/);
		first.unmount();

		renderApp("/photos");
		await grid();
		const requests = searchRequests(fetchMock);
		expect(requests.length).toBeGreaterThanOrEqual(1);
		for (const params of requests) {
			expect(params.get("seed")).toBe(seed);
			expect(params.get("sort")).toBe("random");
			expect(params.get("limit")).toBe("24");
			expect(params.get("offset")).toBe("0");
			expect(params.has("q")).toBe(false);
		}
	});

	it("loads the next page when the end marker comes into view, then shows the end", async () => {
		const observer = mockIntersectionObserver();
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/search": searchAnswer({ total: 30 }),
		});
		renderApp("/photos");

		expect(await screen.findByText("Showing 1-24 of 30 photos")).toBeTruthy();
		expect(within(await grid()).getAllByRole("link")).toHaveLength(24);
		expect(screen.queryByText("That's all, folks!")).toBeNull();
		expect(observer.margins()).toEqual(["400px"]);

		observer.scrollIntoView();
		expect(await screen.findByText("That's all, folks!")).toBeTruthy();
		expect(screen.getByText("Showing all 30 photos")).toBeTruthy();
		expect(screen.getByText("Showing 1-30 of 30 photos")).toBeTruthy();
		expect(within(await grid()).getAllByRole("link")).toHaveLength(30);
		expect(searchRequests(fetchMock).map((params) => params.get("offset"))).toEqual(["0", "24"]);
	});

	it("loads at most one page per 500 ms while the marker stays in view", async () => {
		const observer = mockIntersectionObserver();
		// When each page was asked for: the gap is checked from these, not from how long the test
		// waited (a slow machine must not make the test fail, nor a too-early load pass).
		const askedAt: number[] = [];
		const answer = searchAnswer({ total: 100 });
		mockApi({
			"/api/me": signedInMember,
			"/api/search": (url: URL) => {
				askedAt.push(performance.now());
				return answer(url);
			},
		});
		renderApp("/photos");
		await screen.findByText("Showing 1-24 of 100 photos");

		observer.scrollIntoView();
		await screen.findByText("Showing 1-48 of 100 photos");
		// Still in view: the next load comes, but only after the 500 ms gap.
		expect(await screen.findByText("Showing 1-72 of 100 photos", {}, { timeout: 3000 })).toBeTruthy();
		expect(askedAt).toHaveLength(3);
		expect((askedAt[2] ?? 0) - (askedAt[1] ?? 0)).toBeGreaterThanOrEqual(490);
	});

	it("shows members the creator and at most two event pills, then '+n'", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/search": json({
				photos: [
					photoFixture(1, { event_names: ["Birthday", "Christmas", "Wedding", "Picnic"] }),
					photoFixture(2, { storefront_name: null, title: "Lake house" }),
				],
				total_count: 2,
				total_capped: false,
				total_estimated: false,
				sort: "random",
				method: null,
				expanded_terms: [],
				corrected_terms: [],
				offset: 0,
				limit: 24,
				has_more: false,
				guest_limited: false,
				took_ms: 1,
			}),
		});
		renderApp("/photos");

		const cards = within(await grid()).getAllByRole("link");
		expect(cards[0]?.getAttribute("href")).toBe("/photo/1001");
		expect(within(cards[0] as HTMLElement).getByText("The Hendersons")).toBeTruthy();
		expect(within(cards[0] as HTMLElement).getByText("Birthday")).toBeTruthy();
		expect(within(cards[0] as HTMLElement).getByText("Christmas")).toBeTruthy();
		expect(within(cards[0] as HTMLElement).queryByText("Wedding")).toBeNull();
		expect(within(cards[0] as HTMLElement).getByText("+2")).toBeTruthy();
		expect(within(cards[1] as HTMLElement).getByText("Unknown Creator")).toBeTruthy();
		expect(screen.getByText("Showing all 2 photos")).toBeTruthy();
	});

	it("shows guests the banner at the limit, no details, and sends a card click to /auth", async () => {
		mockIntersectionObserver();
		mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 10_000, totalCapped: true, guest: true }),
		});
		const { router } = renderApp("/photos");

		expect(await screen.findByText("You're viewing 24 of 10,000+ results")).toBeTruthy();
		expect(screen.getByText("Sign in to access more photos and unlock our full collection")).toBeTruthy();
		expect(screen.getByText("Showing 1-24 of 10,000+ photos")).toBeTruthy();
		expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/auth?mode=login");
		expect(screen.getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe(
			"/auth?mode=signup",
		);
		expect(screen.queryByText("That's all, folks!")).toBeNull();
		expect(screen.queryByText("The Hendersons")).toBeNull();

		fireEvent.click(screen.getByRole("img", { name: "Snapshot 3" }));
		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
		expect(router.state.location.state).toEqual({ returnUrl: "/photo/1003" });
	});

	it("says so when nothing matches", async () => {
		mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 0 }) });
		renderApp("/photos");

		expect(await screen.findByText("No photos found.")).toBeTruthy();
		expect(screen.queryByText("That's all, folks!")).toBeNull();
	});

	it("changes the order through the sort selector, in the URL and the request", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 3 }) });
		const { router } = renderApp("/photos");
		await grid();

		const select = screen.getByRole("combobox", { name: "Sort by" });
		const options = within(select)
			.getAllByRole("option")
			.map((option) => option.textContent);
		expect(options).toEqual(["Newest", "Oldest", "Popular", "Random"]);
		fireEvent.change(select, { target: { value: "newest" } });

		await waitFor(() => expect(router.state.location.search).toBe("?sort=newest"));
		await waitFor(() => expect(searchRequests(fetchMock).at(-1)?.get("sort")).toBe("newest"));
		expect((screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("newest");
	});

	it("falls back to the default for a sort that is not allowed", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 3 }) });
		renderApp("/photos?sort=relevance");
		await grid();
		expect(searchRequests(fetchMock)[0]?.get("sort")).toBe("random");
	});

	it("shows the error state without retrying a 4xx, and Reload Page searches again", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		let calls = 0;
		mockApi({
			"/api/me": signedOut,
			"/api/search": (url: URL) => {
				calls += 1;
				return calls === 1
					? apiError(400, "VALIDATION_ERROR", "Bad search")
					: searchAnswer({ total: 2 })(url);
			},
		});
		renderApp("/photos");

		expect(await screen.findByText("Error loading photos")).toBeTruthy();
		expect(calls).toBe(1);
		expect(warn).toHaveBeenCalled();
		fireEvent.click(screen.getByRole("button", { name: "Reload Page" }));
		expect(await screen.findByText("Showing all 2 photos")).toBeTruthy();
		expect(calls).toBe(2);
	});

	it("retries other failures twice with backoff, then says 'No photo search data received'", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		vi.useFakeTimers({ shouldAdvanceTime: true });
		let calls = 0;
		mockApi({
			"/api/me": signedOut,
			"/api/search": () => {
				calls += 1;
				return new Response(null, { status: 204 });
			},
		});
		renderApp("/photos");

		await waitFor(() => expect(calls).toBe(1));
		await act(() => vi.advanceTimersByTimeAsync(1000));
		await waitFor(() => expect(calls).toBe(2));
		await act(() => vi.advanceTimersByTimeAsync(2000));
		await waitFor(() => expect(calls).toBe(3));
		expect(await screen.findByText("No photo search data received")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();
		expect(calls).toBe(3);
	});
});
