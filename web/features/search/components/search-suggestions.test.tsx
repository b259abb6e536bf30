import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer } from "@/test/search-fixtures";

afterEach(() => window.sessionStorage.clear());

const COLLECTION = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const EVENT = "3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";
const suggestions = {
	dropped_word: [
		{ q: "garden", dropped: "birthday", total_count: 1, total_capped: false, total_estimated: false },
		{ q: "birthday", dropped: "garden", total_count: 1200, total_capped: false, total_estimated: true },
	],
	close_words: [
		{
			q: "birthday gardens",
			word: "garden",
			suggested: "gardens",
			total_count: 2,
			total_capped: false,
			total_estimated: false,
		},
	],
	collections: [{ id: COLLECTION, title: "Summer days", photo_count: 2 }],
	events: [{ id: EVENT, name: "Christmas", photo_count: 7 }],
};

function setup(url: string, answer: unknown = suggestions) {
	const fetchMock = mockApi({
		"/api/me": signedOut,
		"/api/search": searchAnswer({ total: 0 }),
		"/api/search/suggestions": answer,
		"/api/filter-options": {
			decades: [],
			ethnicities: [],
			age_groups: [],
			countries: [],
			states: [],
			cities: [],
			events: [],
		},
	});
	return { ...renderApp(url), fetchMock };
}

const suggestionRequests = (fetchMock: ReturnType<typeof mockApi>) =>
	fetchMock.mock.calls
		.map(([input]) => new URL(String(input), "http://localhost"))
		.filter((url) => url.pathname === "/api/search/suggestions")
		.map((url) => url.searchParams);

describe("suggestions for a search that found nothing", () => {
	it("lists each as a link to its results under the empty state, keeping the filters", async () => {
		const { fetchMock } = setup("/search?q=birthday%20garden&decade=1970s&sort=oldest");
		expect(await screen.findByText('No photos found for "birthday garden".')).toBeTruthy();
		expect(screen.getByText(/Try fewer or different words, or check the spelling\./)).toBeTruthy();

		const without = await screen.findByRole("list", { name: "Search without a word:" });
		const garden = within(without).getByRole("link", { name: "garden (1 photo)" });
		expect(garden.getAttribute("href")).toBe("/search?q=garden&decade=1970s&sort=oldest");
		expect(within(without).getByRole("link", { name: "birthday (about 1,200 photos)" })).toBeTruthy();

		const close = screen.getByRole("list", { name: "Close words:" });
		expect(
			within(close).getByRole("link", { name: "birthday gardens (2 photos)" }).getAttribute("href"),
		).toBe("/search?q=birthday+gardens&decade=1970s&sort=oldest");

		const related = screen.getByRole("list", { name: "Related collections and events:" });
		expect(
			within(related).getByRole("link", { name: "Collection: Summer days (2 photos)" }).getAttribute("href"),
		).toBe(`/collections/${COLLECTION}`);
		expect(
			within(related).getByRole("link", { name: "Event: Christmas (7 photos)" }).getAttribute("href"),
		).toBe(`/search?event_ids=${EVENT}`);

		// Asked with the words and the filters.
		const asked = suggestionRequests(fetchMock).at(-1);
		expect(asked?.get("q")).toBe("birthday garden");
		expect(asked?.get("decade")).toBe("1970s");
	}, 15_000);

	it("shows the empty state alone when there is nothing to suggest, and asks nothing without words", async () => {
		setup("/search?q=zzqqx", { dropped_word: [], close_words: [], collections: [], events: [] });
		expect(await screen.findByText('No photos found for "zzqqx".')).toBeTruthy();
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(screen.queryByTestId("search-suggestions")).toBeNull();
		expect(screen.queryAllByRole("list", { name: /Search without a word/ })).toHaveLength(0);
	}, 15_000);

	it("asks for no suggestions on a listing without words", async () => {
		const { fetchMock } = setup("/photos");
		expect(await screen.findByText("No photos found.")).toBeTruthy();
		await waitFor(() => expect(suggestionRequests(fetchMock)).toHaveLength(0));
	}, 15_000);
});
