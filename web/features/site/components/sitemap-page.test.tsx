import { PUBLIC_PAGE_TEXT } from "@core/page-meta";
import { fullTitle } from "@core/site-name";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, mockApi, never, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";

const XMAS = "3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";
const FRIDGE = "7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f";

const filterOptions = {
	decades: [
		{ value: "1960s", count: 4 },
		{ value: "1970s", count: 12 },
	],
	ethnicities: [],
	age_groups: [{ value: "Child", count: 3 }],
	countries: [{ value: "United States", count: 20 }],
	states: [{ value: "Ohio", count: 5, country: "United States" }],
	cities: [{ value: "Dayton", count: 1, state: "Ohio", country: "United States" }],
	events: [{ id: XMAS, value: "Christmas", count: 12 }],
};
const events = { events: [{ id: XMAS, name: "Christmas", photo_count: 12, cover: null }] };
const collections = {
	collections: [{ id: FRIDGE, title: "On the fridge", description: null, photo_count: 8, cover: null }],
};

const EMPTY_OPTIONS = {
	decades: [],
	ethnicities: [],
	age_groups: [],
	countries: [],
	states: [],
	cities: [],
	events: [],
};

async function openSitemap(answers: Record<string, unknown>) {
	mockApi({ "/api/me": signedOut, ...answers });
	renderApp("/sitemap");
	await screen.findByRole("heading", { level: 1, name: "Sitemap" });
	return within(screen.getByRole("main"));
}

const region = (name: string) => within(screen.getByRole("region", { name }));
const links = (list: HTMLElement) =>
	within(list)
		.getAllByRole("link")
		.map((l) => [l.textContent, l.getAttribute("href")]);

describe("/sitemap", () => {
	it("lists every public page at once, while the archive's lists are still loading", async () => {
		const main = await openSitemap({
			"/api/filter-options": never(),
			"/api/events": never(),
			"/api/collections": never(),
		});
		await waitFor(() => expect(document.title).toBe(fullTitle("Sitemap")));
		const pages = region("Pages");
		const hrefs = pages.getAllByRole("link").map((l) => l.getAttribute("href"));
		const expected = Object.keys(PUBLIC_PAGE_TEXT).filter((path) => path !== "/sitemap");
		expect([...hrefs].sort()).toEqual([...expected].sort());
		expect(pages.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
		expect(pages.getByText(PUBLIC_PAGE_TEXT["/license"].description)).toBeTruthy();
		expect(main.getByText("Loading decades, places and people…")).toBeTruthy();
		expect(main.getByText("Loading events…")).toBeTruthy();
		expect(main.getByText("Loading collections…")).toBeTruthy();
		expect(main.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
			"Pages",
			"Photos by decade, place and people",
			"Events",
			"Collections",
		]);
	});

	it("links every decade, place and people value to its taxonomy page, and every event and collection", async () => {
		await openSitemap({
			"/api/filter-options": filterOptions,
			"/api/events": events,
			"/api/collections": collections,
		});
		const archive = region("Photos by decade, place and people");
		expect(links(await archive.findByRole("list", { name: "Decades" }))).toEqual([
			["1960s", "/taxonomy/decade/1960s"],
			["1970s", "/taxonomy/decade/1970s"],
		]);
		expect(links(archive.getByRole("list", { name: "Age groups" }))).toEqual([
			["Child", "/taxonomy/age_group/Child"],
		]);
		expect(links(archive.getByRole("list", { name: "Countries" }))).toEqual([
			["United States", "/taxonomy/country/United%20States"],
		]);
		expect(links(archive.getByRole("list", { name: "States and provinces" }))).toEqual([
			["Ohio, United States", "/taxonomy/state/Ohio"],
		]);
		expect(links(archive.getByRole("list", { name: "Cities" }))).toEqual([
			["Dayton, Ohio", "/taxonomy/city/Dayton"],
		]);
		// A kind with no values is left out rather than shown empty.
		expect(archive.queryByRole("list", { name: "Ethnicities" })).toBeNull();
		expect(archive.getByText("12 photos")).toBeTruthy();
		expect(archive.getByText("1 photo")).toBeTruthy();

		expect(links(await region("Events").findByRole("list", { name: "Events" }))).toEqual([
			["Christmas", `/search?event_ids=${XMAS}`],
		]);
		expect(links(await region("Collections").findByRole("list", { name: "Collections" }))).toEqual([
			["On the fridge", `/collections/${FRIDGE}`],
		]);
	});

	it("says so when a list is empty", async () => {
		await openSitemap({
			"/api/filter-options": EMPTY_OPTIONS,
			"/api/events": { events: [] },
			"/api/collections": { collections: [] },
		});
		expect(
			await region("Photos by decade, place and people").findByText(/No photos are live yet/),
		).toBeTruthy();
		expect(await region("Events").findByText("No events yet.")).toBeTruthy();
		expect(await region("Collections").findByText("No collections yet.")).toBeTruthy();
	});

	it("shows a failed list's error with a retry, and keeps the rest of the page", async () => {
		let calls = 0;
		await openSitemap({
			"/api/filter-options": () => {
				calls += 1;
				return calls === 1 ? apiError(500, "INTERNAL_ERROR", "boom") : json(filterOptions);
			},
			"/api/events": events,
			"/api/collections": apiError(500, "INTERNAL_ERROR", "boom"),
		});
		const archive = region("Photos by decade, place and people");
		expect(await archive.findByRole("alert")).toBeTruthy();
		expect(archive.getByText("We could not load the decades, places and people.")).toBeTruthy();
		expect(await region("Collections").findByText("We could not load the collections.")).toBeTruthy();
		expect(await region("Events").findByRole("list", { name: "Events" })).toBeTruthy();
		expect(region("Pages").getAllByRole("link").length).toBeGreaterThan(0);

		fireEvent.click(archive.getByRole("button", { name: "Try again" }));
		expect(await archive.findByRole("list", { name: "Decades" })).toBeTruthy();
		expect(calls).toBe(2);
	});
});
