import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer, searchRequests } from "@/test/search-fixtures";

const jsdomMatchMedia = window.matchMedia;
afterEach(() => {
	window.sessionStorage.clear();
	window.matchMedia = jsdomMatchMedia;
});

const EVENT = "3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";
const filterOptions = {
	decades: [{ value: "1970s", count: 12 }],
	ethnicities: [
		{ value: "Black", count: 5 },
		{ value: "White", count: 3 },
	],
	age_groups: [],
	countries: [],
	states: [],
	cities: [],
	events: [{ id: EVENT, value: "Christmas", count: 7 }],
};

function setup(url: string) {
	// A wide screen: the sidebar, and the chips above the results.
	window.matchMedia = (query: string) =>
		({ ...jsdomMatchMedia(query), matches: query === "(min-width: 1024px)" }) as MediaQueryList;
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		"/api/search": searchAnswer({ total: 5 }),
		"/api/filter-options": filterOptions,
	});
	const view = renderApp(url);
	const search = () => new URLSearchParams(view.router.state.location.search);
	const chips = () => screen.getByRole("list", { name: "Active filters" });
	return { ...view, fetchMock, search, chips };
}

describe("active filter chips", () => {
	it("shows one chip per filter value, named by filter and value", async () => {
		const { chips } = setup(`/search?q=cake&decade=1970s&ethnicities=Black,White&event_ids=${EVENT}`);
		await screen.findByRole("button", { name: "Remove filter Event: Christmas" });
		expect(
			within(chips())
				.getAllByRole("button")
				.map((b) => b.getAttribute("aria-label")),
		).toEqual([
			"Remove filter Decade: 1970s",
			"Remove filter Ethnicity: Black",
			"Remove filter Ethnicity: White",
			"Remove filter Event: Christmas",
		]);
		expect(within(chips()).getByText("Decade: 1970s")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Clear all" })).toBeTruthy();
	}, 15_000);

	it("removes itself from the URL and the search, and focus moves to the next chip", async () => {
		const { search, fetchMock } = setup("/search?q=cake&decade=1970s&ethnicities=Black,White&sort=oldest");
		const decade = await screen.findByRole("button", { name: "Remove filter Decade: 1970s" });
		decade.focus();
		fireEvent.click(decade);
		await waitFor(() => expect(search().has("decade")).toBe(false));
		expect(search().get("ethnicities")).toBe("Black,White");
		expect(search().get("q")).toBe("cake");
		expect(search().get("sort")).toBe("oldest");
		await waitFor(() => expect(searchRequests(fetchMock).at(-1)?.has("decade")).toBe(false));
		expect(screen.queryByRole("button", { name: "Remove filter Decade: 1970s" })).toBeNull();
		await waitFor(() =>
			expect(document.activeElement?.getAttribute("aria-label")).toBe("Remove filter Ethnicity: Black"),
		);

		// The last chip removed: focus goes back to the one before it.
		fireEvent.click(screen.getByRole("button", { name: "Remove filter Ethnicity: White" }));
		await waitFor(() => expect(search().get("ethnicities")).toBe("Black"));
		await waitFor(() =>
			expect(document.activeElement?.getAttribute("aria-label")).toBe("Remove filter Ethnicity: Black"),
		);
		// One chip left: no "Clear all".
		expect(screen.queryByRole("button", { name: "Clear all" })).toBeNull();

		// None left: focus goes to the page's heading, and the chips are gone.
		fireEvent.click(screen.getByRole("button", { name: "Remove filter Ethnicity: Black" }));
		await waitFor(() => expect(search().toString()).toBe("q=cake&sort=oldest"));
		await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 })));
		expect(screen.queryByRole("list", { name: "Active filters" })).toBeNull();
	}, 15_000);

	it("'Clear all' removes every filter and keeps the words and the sort", async () => {
		const { search } = setup("/photos?decade=1970s&face_age_min=10&face_age_max=40&sort=newest");
		await screen.findByRole("button", { name: "Remove filter Face age: 10 to 40" });
		fireEvent.click(screen.getByRole("button", { name: "Clear all" }));
		await waitFor(() => expect(search().toString()).toBe("sort=newest"));
		expect(screen.queryByRole("list", { name: "Active filters" })).toBeNull();
		await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 })));
	}, 15_000);

	it("shows no chips without filters", async () => {
		setup("/photos");
		await screen.findByText("Showing all 5 photos");
		expect(screen.queryByRole("list", { name: "Active filters" })).toBeNull();
	}, 15_000);
});
