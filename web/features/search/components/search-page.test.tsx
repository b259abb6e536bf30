import { GUEST_SEARCH_LIMIT_MESSAGE } from "@core/contracts/search";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetTracking } from "@/lib/tracking/tracker";
import { apiError, mockApi, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer, searchRequests } from "@/test/search-fixtures";

afterEach(() => {
	resetTracking();
	window.sessionStorage.clear();
});

function searchBox() {
	return screen.getByRole("searchbox", { name: "Search photos" });
}

describe("/search", () => {
	it("searches as the visitor types, keeping q in the URL without adding history", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 3 }) });
		const { router } = renderApp("/search");
		await screen.findByText("Showing all 3 photos", {}, { timeout: 3000 });
		expect(searchRequests(fetchMock)[0]?.get("sort")).toBe("random");

		fireEvent.change(searchBox(), { target: { value: "bir" } });
		fireEvent.change(searchBox(), { target: { value: "birthday " } });

		await waitFor(() => expect(router.state.location.search).toBe("?q=birthday"), { timeout: 3000 });
		expect(router.state.historyAction).toBe("REPLACE");
		await waitFor(() => expect(searchRequests(fetchMock).at(-1)?.get("q")).toBe("birthday"), {
			timeout: 3000,
		});
		const last = searchRequests(fetchMock).at(-1);
		expect(last?.get("sort")).toBe("relevance");
		expect(last?.get("offset")).toBe("0");
		// The debounce sent one request for the two quick keystrokes.
		expect(searchRequests(fetchMock).filter((params) => params.get("q") === "bir")).toHaveLength(0);
		expect(await screen.findByRole("list", { name: "Results for birthday" }, { timeout: 3000 })).toBeTruthy();
	});

	it("cancels a search that a newer one replaces", async () => {
		const signals: Array<{ q: string | null; signal: AbortSignal | null | undefined }> = [];
		mockApi({
			"/api/me": signedOut,
			"/api/search": (url: URL, init?: RequestInit) => {
				signals.push({ q: url.searchParams.get("q"), signal: init?.signal });
				return url.searchParams.get("q") === "bir"
					? new Promise<Response>(() => {})
					: searchAnswer({ total: 2 })(url);
			},
		});
		renderApp("/search?q=bir");
		await waitFor(() => expect(signals.map((s) => s.q)).toEqual(["bir"]));
		expect(searchBox()).toHaveProperty("value", "bir");

		fireEvent.change(searchBox(), { target: { value: "birthday" } });
		expect(await screen.findByText("Showing all 2 photos")).toBeTruthy();
		expect(signals.map((s) => s.q)).toEqual(["bir", "birthday"]);
		expect(signals[0]?.signal?.aborted).toBe(true);
		expect(signals[1]?.signal?.aborted).toBe(false);
	});

	it("offers relevance with a query and keeps the chosen sort in the URL", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 3 }) });
		const { router } = renderApp("/search?q=porch");
		await screen.findByText("Showing all 3 photos");

		const select = screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement;
		expect(select.value).toBe("relevance");
		expect(
			within(select)
				.getAllByRole("option")
				.map((o) => o.textContent),
		).toEqual(["Relevance", "Newest", "Oldest", "Popular", "Random"]);
		fireEvent.change(select, { target: { value: "oldest" } });

		await waitFor(() => expect(router.state.location.search).toBe("?q=porch&sort=oldest"));
		await waitFor(() => expect(searchRequests(fetchMock).at(-1)?.get("sort")).toBe("oldest"));
		expect(searchRequests(fetchMock).at(-1)?.get("q")).toBe("porch");
	});

	it("says which words it corrected and which it added", async () => {
		mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({
				total: 1,
				corrected: [["birthdy", "birthday"]],
				expanded: ["christmas", "xmas"],
			}),
		});
		renderApp("/search?q=Birthdy%20cake");

		expect(
			await screen.findByText((_, element) => element?.textContent === "Showing results for birthday cake"),
		).toBeTruthy();
		expect(screen.getByText("Also searching: christmas, xmas")).toBeTruthy();
	});

	it("says when nothing matches the words", async () => {
		mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 0 }) });
		renderApp("/search?q=zeppelin");

		expect(await screen.findByText('No photos found for "zeppelin".')).toBeTruthy();
		expect(screen.queryByText(/Also searching/)).toBeNull();
	});

	it("leaves search analytics to the server: typing sends searches and nothing else", async () => {
		const fetchMock = mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 7, expanded: ["christmas"] }),
		});
		renderApp("/search");
		await screen.findByText("Showing all 7 photos", {}, { timeout: 3000 });

		fireEvent.change(searchBox(), { target: { value: "Xmas " } });
		await waitFor(() => expect(searchRequests(fetchMock).map((p) => p.get("q"))).toContain("Xmas"), {
			timeout: 3000,
		});
		// Past the old 400 ms recording delay: no request but GETs went out (the server records the
		// searches it runs, with their true counts).
		await new Promise((resolve) => setTimeout(resolve, 600));
		const methods = fetchMock.mock.calls.map(([, init]) => (init?.method ?? "GET").toUpperCase());
		expect(methods.every((method) => method === "GET")).toBe(true);
	});

	it("invites a guest past the guest search limit to sign in, with the server's words", async () => {
		mockApi({
			"/api/me": signedOut,
			"/api/search": apiError(429, "RATE_LIMITED", GUEST_SEARCH_LIMIT_MESSAGE),
		});
		renderApp("/search?q=garden");
		const invitation = await screen.findByRole("region", { name: "Sign in to keep searching" });
		expect(within(invitation).getByText(GUEST_SEARCH_LIMIT_MESSAGE)).toBeTruthy();
		expect(
			within(invitation).getAllByRole("link").length + within(invitation).queryAllByRole("button").length,
		).toBeGreaterThan(0);
		expect(screen.queryByText("Error loading search results")).toBeNull();
	});

	it("offers popular tags while the box is empty", async () => {
		mockApi({
			"/api/me": signedOut,
			"/api/search": searchAnswer({ total: 3 }),
			"/api/popular": {
				items: [
					{
						entity_id: "birthday",
						entity_type: "tag",
						taxonomy_type: "tag",
						total_clicks: 4,
						unique_users: 2,
						unique_visitors: 3,
						last_clicked_at: null,
						entity_name: "birthday",
					},
				],
			},
		});
		renderApp("/search");
		const tags = await screen.findByRole("navigation", { name: "Popular tags" });
		expect((await within(tags).findByRole("link", { name: "birthday" })).getAttribute("href")).toBe(
			"/taxonomy/tag/birthday",
		);

		fireEvent.change(searchBox(), { target: { value: "porch" } });
		expect(screen.queryByRole("navigation", { name: "Popular tags" })).toBeNull();
	});
});
