import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, never, signedInMember, signedOut } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { searchAnswer, searchRequests } from "@/test/search-fixtures";

const SUMMER = "7c2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f";
const summer = {
	id: SUMMER,
	title: "Summer days",
	description: "Warm afternoons.",
	photo_count: 30,
	cover: { photo_id: SUMMER, thumbnail_url: "/media/t/2.webp", width: 600, height: 400, title: "Beach" },
};

describe("/collections", () => {
	it("lists the public collections with cover, title, count and description", async () => {
		mockApi({ "/api/me": signedOut, "/api/collections": { collections: [summer] } });
		renderApp("/collections");
		expect(await screen.findByRole("heading", { level: 1, name: "Collections" })).toBeTruthy();
		const link = within(await screen.findByRole("list", { name: "Collections" })).getByRole("link");
		expect(link.getAttribute("href")).toBe(`/collections/${SUMMER}`);
		expect(within(link).getByRole("heading", { name: "Summer days" })).toBeTruthy();
		expect(within(link).getByText("30 photos")).toBeTruthy();
		expect(within(link).getByText("Warm afternoons.")).toBeTruthy();
	});

	it("shows loading, empty and error states", async () => {
		mockApi({ "/api/me": signedOut, "/api/collections": never() });
		const first = renderApp("/collections");
		expect(await screen.findByText("Loading collections…")).toBeTruthy();
		first.unmount();

		mockApi({ "/api/me": signedOut, "/api/collections": { collections: [] } });
		const second = renderApp("/collections");
		expect(await screen.findByText("No collections yet.")).toBeTruthy();
		second.unmount();

		mockApi({ "/api/me": signedOut, "/api/collections": apiError(500, "INTERNAL_ERROR", "boom") });
		renderApp("/collections");
		expect(await screen.findByText("We could not load the collections.")).toBeTruthy();
	});
});

describe("/collections/{id}", () => {
	it("shows the title and description over the collection's photos", async () => {
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			[`/api/collections/${SUMMER}`]: summer,
			"/api/search": searchAnswer({ total: 30 }),
		});
		renderApp(`/collections/${SUMMER}`);
		expect(await screen.findByRole("heading", { level: 1, name: "Summer days" })).toBeTruthy();
		expect(screen.getByText("Warm afternoons.")).toBeTruthy();
		expect(await screen.findByText("Showing 1-24 of 30 photos")).toBeTruthy();
		expect(screen.getByRole("list", { name: "Photos in Summer days" })).toBeTruthy();
		expect(searchRequests(fetchMock)[0]?.get("collection_id")).toBe(SUMMER);
		const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
		expect(within(crumbs).getByRole("link", { name: "Collections" }).getAttribute("href")).toBe(
			"/collections",
		);
	});

	it("says a private or unknown collection does not exist, and 404s a bad id", async () => {
		mockApi({
			"/api/me": signedOut,
			[`/api/collections/${SUMMER}`]: apiError(404, "NOT_FOUND", "Collection not found"),
		});
		const first = renderApp(`/collections/${SUMMER}`);
		expect(await screen.findByText("This collection does not exist.")).toBeTruthy();
		fireEvent.click(screen.getByRole("link", { name: "All collections" }));
		expect(await screen.findByRole("heading", { level: 1, name: "Collections" })).toBeTruthy();
		first.unmount();

		mockApi({ "/api/me": signedOut });
		renderApp("/collections/summer");
		expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
	});
});
