import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiError, mockApi, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer, searchRequests } from "@/test/search-fixtures";

const jsdomMatchMedia = window.matchMedia;
afterEach(() => {
	window.sessionStorage.clear();
	window.matchMedia = jsdomMatchMedia;
});

/** A wide screen (the panel is the sidebar) or a phone's (a 'Filters' button opens it). */
function screenWidth(wide: boolean) {
	window.matchMedia = (query: string) =>
		({ ...jsdomMatchMedia(query), matches: wide && query === "(min-width: 1024px)" }) as MediaQueryList;
}

const EVENT = "3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";
const filterOptions = {
	decades: [
		{ value: "1970s", count: 12 },
		{ value: "1980s", count: 4 },
	],
	ethnicities: [
		{ value: "Black", count: 5 },
		{ value: "White", count: 3 },
	],
	age_groups: [{ value: "Child", count: 9 }],
	countries: [
		{ value: "Canada", count: 2 },
		{ value: "United States", count: 9 },
	],
	states: [
		{ value: "Ohio", country: "United States", count: 4 },
		{ value: "Ontario", country: "Canada", count: 2 },
	],
	cities: [
		{ value: "Dayton", state: "Ohio", country: "United States", count: 3 },
		{ value: "Toronto", state: "Ontario", country: "Canada", count: 2 },
	],
	events: [{ id: EVENT, value: "Christmas", count: 7 }],
};

/** A change event for a select after its value is set, as the browser sends it. */
function changeTo(select: HTMLElement, value: string): Event {
	(select as HTMLSelectElement).value = value;
	return new Event("change", { bubbles: true });
}

function setup(url: string, options: unknown = filterOptions, { wide = true } = {}) {
	screenWidth(wide);
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		"/api/search": searchAnswer({ total: 5 }),
		"/api/filter-options": options,
	});
	const view = renderApp(url);
	const panel = () => screen.getByRole("region", { name: "Filters" });
	const lastSearch = () => searchRequests(fetchMock).at(-1);
	const search = () => new URLSearchParams(view.router.state.location.search);
	return { ...view, fetchMock, panel, lastSearch, search };
}

describe("filter panel", () => {
	it("reads every filter from the URL, shows it, and asks the search for it", async () => {
		const { panel, lastSearch } = setup(
			`/photos?decade=1970s&country=Canada&state=Ontario&ethnicities=Black&people_count=5%2B&face_age_min=10&event_ids=${EVENT}`,
		);
		await screen.findByRole("list", { name: "All photos" }, { timeout: 5000 });
		await screen.findByRole("option", { name: "1970s (12)" });
		const p = within(panel());
		expect((p.getByLabelText("Decade") as HTMLSelectElement).value).toBe("1970s");
		expect((p.getByLabelText("Country") as HTMLSelectElement).value).toBe("Canada");
		expect((p.getByLabelText("State or province") as HTMLSelectElement).value).toBe("Ontario");
		expect((p.getByLabelText("People") as HTMLSelectElement).value).toBe("5+");
		expect((p.getByLabelText("Min age") as HTMLInputElement).value).toBe("10");
		expect((p.getByRole("checkbox", { name: /Black/ }) as HTMLInputElement).checked).toBe(true);
		expect((p.getByRole("checkbox", { name: /Christmas/ }) as HTMLInputElement).checked).toBe(true);
		// States and cities narrow to the chosen country.
		expect(p.queryByRole("option", { name: "Ohio (4)" })).toBeNull();
		expect(p.getByRole("option", { name: "Toronto (2)" })).toBeTruthy();
		const params = lastSearch();
		expect(params?.get("decade")).toBe("1970s");
		expect(params?.get("country")).toBe("Canada");
		expect(params?.get("people_count")).toBe("5+");
		expect(params?.get("face_age_min")).toBe("10");
		expect(params?.has("face_age_max")).toBe(false);
		expect(params?.get("event_ids")).toBe(EVENT);
	});

	it("writes each change to the URL as one history entry, which Back undoes", async () => {
		const { panel, lastSearch, search, router } = setup("/photos?sort=newest");
		await screen.findByRole("option", { name: "1980s (4)" });
		const p = within(panel());

		fireEvent.change(p.getByLabelText("Decade"), { target: { value: "1980s" } });
		await waitFor(() => expect(search().get("decade")).toBe("1980s"));
		fireEvent.click(p.getByRole("checkbox", { name: /White/ }));
		fireEvent.click(p.getByRole("checkbox", { name: /Black/ }));
		await waitFor(() => expect(search().get("ethnicities")).toBe("White,Black"));
		fireEvent.change(p.getByLabelText("Max age"), { target: { value: "130" } });
		fireEvent.blur(p.getByLabelText("Max age"));
		// 130 is past the range: it stops at 105, the default, so nothing is written.
		expect((p.getByLabelText("Max age") as HTMLInputElement).value).toBe("105");
		fireEvent.change(p.getByLabelText("Max age"), { target: { value: "40" } });
		fireEvent.keyDown(p.getByLabelText("Max age"), { key: "Enter" });
		await waitFor(() => expect(search().get("face_age_max")).toBe("40"));
		expect(search().get("sort")).toBe("newest");
		await waitFor(() => expect(lastSearch()?.get("face_age_max")).toBe("40"));
		expect(lastSearch()?.get("ethnicities")).toBe("White,Black");

		await act(() => router.navigate(-1));
		expect(search().has("face_age_max")).toBe(false);
		expect((p.getByLabelText("Max age") as HTMLInputElement).value).toBe("105");
		expect(search().get("ethnicities")).toBe("White,Black");
	});

	it("keeps both of two changes made before the panel re-renders", async () => {
		const { panel, search } = setup("/photos?sort=newest");
		await screen.findByRole("option", { name: "1980s (4)" });
		const p = within(panel());
		// Both changes land in one act: the second handler runs with the first render's props.
		act(() => {
			p.getByLabelText("Decade").dispatchEvent(changeTo(p.getByLabelText("Decade"), "1980s"));
			p.getByLabelText("Country").dispatchEvent(changeTo(p.getByLabelText("Country"), "Canada"));
		});
		await waitFor(() => expect(search().get("country")).toBe("Canada"));
		expect(search().get("decade")).toBe("1980s");
		expect(search().get("sort")).toBe("newest");
	});

	it("clears a country's state and city, and 'Clear filters' keeps only q and sort", async () => {
		const { panel, search } = setup("/search?q=cake&sort=oldest&country=Canada&state=Ontario&city=Toronto");
		await screen.findByRole("option", { name: "1980s (4)" });
		const p = within(panel());
		fireEvent.change(p.getByLabelText("Country"), { target: { value: "United States" } });
		await waitFor(() => expect(search().get("country")).toBe("United States"));
		expect(search().has("state")).toBe(false);
		expect(search().has("city")).toBe(false);

		fireEvent.click(p.getByRole("button", { name: "Clear filters" }));
		await waitFor(() => expect(search().toString()).toBe("q=cake&sort=oldest"));
		expect((p.getByRole("button", { name: "Clear filters" }) as HTMLButtonElement).disabled).toBe(true);
	});

	it("still filters by the URL when the options cannot load, and offers to try again", async () => {
		const { panel, lastSearch } = setup("/photos?decade=1970s", apiError(500, "INTERNAL_ERROR", "boom"));
		expect(await screen.findByText("We could not load the filter choices.")).toBeTruthy();
		expect((within(panel()).getByLabelText("Decade") as HTMLSelectElement).value).toBe("1970s");
		expect(lastSearch()?.get("decade")).toBe("1970s");
	});
});
