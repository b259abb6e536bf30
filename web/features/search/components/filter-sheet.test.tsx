import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { json, mockApi, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer, searchRequests } from "@/test/search-fixtures";

afterEach(() => window.sessionStorage.clear());

const filterOptions = {
	decades: [
		{ value: "1970s", count: 12 },
		{ value: "1980s", count: 4 },
	],
	ethnicities: [],
	age_groups: [],
	countries: [],
	states: [],
	cities: [],
	events: [],
};

/** The search over a catalogue whose size follows the filters: 40 photos, 3 of the 1980s, 1 vertical one. */
function catalogue(url: URL) {
	const params = url.searchParams;
	const total = params.get("orientation") ? 1 : params.get("decade") === "1980s" ? 3 : 40;
	return searchAnswer({ total, guest: true })(url);
}

/** A phone: jsdom's matchMedia matches nothing, so the panel is the sheet. */
function setup(url: string, search: (url: URL) => Response | Promise<Response> = catalogue) {
	const fetchMock = mockApi({
		"/api/me": signedOut,
		"/api/search": search,
		"/api/filter-options": filterOptions,
	});
	const view = renderApp(url);
	const params = () => new URLSearchParams(view.router.state.location.search);
	/** The sheet's count requests: past a guest's first page, so they show and count no search. */
	const counts = () => searchRequests(fetchMock).filter((p) => p.get("offset") === "24");
	return { ...view, fetchMock, params, counts };
}

describe("filters on a phone", () => {
	it("open as a sheet from 'Filters (N)', count the choices live and apply them with 'Show N results'", async () => {
		const { params, counts } = setup("/search?q=cake&decade=1970s");
		const button = await screen.findByRole("button", { name: "Filters (1)" });
		// The controls are not built until the sheet opens.
		expect(screen.queryByRole("combobox", { name: "Decade" })).toBeNull();
		button.focus();
		fireEvent.click(button);

		const sheet = screen.getByRole("dialog", { name: "Filters" });
		const decade = within(sheet).getByRole("combobox", { name: "Decade" }) as HTMLSelectElement;
		expect(decade.value).toBe("1970s");
		expect(await within(sheet).findByRole("button", { name: "Show 40 results" })).toBeTruthy();

		fireEvent.change(decade, { target: { value: "1980s" } });
		fireEvent.change(within(sheet).getByRole("combobox", { name: "Orientation" }), {
			target: { value: "vertical" },
		});
		const apply = await within(sheet).findByRole("button", { name: "Show 1 result" });
		// Pending choices are not applied yet; the count asked with them, the words and nothing shown.
		expect(params().get("decade")).toBe("1970s");
		const last = counts().at(-1);
		expect(last?.get("decade")).toBe("1980s");
		expect(last?.get("orientation")).toBe("vertical");
		expect(last?.get("q")).toBe("cake");
		// Debounced: the two quick changes made one count request, not one each.
		expect(counts().filter((p) => p.get("decade") === "1980s" && !p.has("orientation"))).toHaveLength(0);

		fireEvent.click(apply);
		await waitFor(() => expect(params().get("orientation")).toBe("vertical"));
		expect(params().get("decade")).toBe("1980s");
		expect(params().get("q")).toBe("cake");
		expect(screen.queryByRole("dialog")).toBeNull();
		const reopened = await screen.findByRole("button", { name: "Filters (2)" });
		expect(document.activeElement).toBe(reopened);
		expect(await screen.findByRole("button", { name: "Remove filter Orientation: Vertical" })).toBeTruthy();
	}, 15_000);

	it("keeps the filters as they were when closed without applying", async () => {
		const { params } = setup("/photos?decade=1970s");
		fireEvent.click(await screen.findByRole("button", { name: "Filters (1)" }));
		const sheet = screen.getByRole("dialog", { name: "Filters" });
		fireEvent.click(within(sheet).getByRole("button", { name: "Clear filters" }));
		expect(await within(sheet).findByRole("button", { name: "Show 40 results" })).toBeTruthy();
		fireEvent.click(within(sheet).getByRole("button", { name: "Close" }));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(params().get("decade")).toBe("1970s");

		// Opened again, it starts from the applied filters.
		fireEvent.click(screen.getByRole("button", { name: "Filters (1)" }));
		expect(
			(within(screen.getByRole("dialog")).getByRole("combobox", { name: "Decade" }) as HTMLSelectElement)
				.value,
		).toBe("1970s");
	}, 15_000);

	it("says 'Show results' while counting, and applies even when the count fails", async () => {
		const { params } = setup("/photos", (url) =>
			url.searchParams.get("offset") === "24"
				? json({ error: { code: "INTERNAL_ERROR", message: "boom" } }, 500)
				: catalogue(url),
		);
		fireEvent.click(await screen.findByRole("button", { name: "Filters" }));
		const sheet = screen.getByRole("dialog", { name: "Filters" });
		const apply = within(sheet).getByRole("button", { name: "Show results" });
		await within(sheet).findByRole("option", { name: "1980s (4)" });
		fireEvent.change(within(sheet).getByRole("combobox", { name: "Decade" }), { target: { value: "1980s" } });
		fireEvent.click(apply);
		await waitFor(() => expect(params().get("decade")).toBe("1980s"));
	}, 15_000);
});
