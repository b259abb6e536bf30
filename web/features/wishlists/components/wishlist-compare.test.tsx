import { COMPARE_TEXT } from "@core/wishlist-items";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, mockApi, signedInMember } from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";
import { wishlistFixture, wishlistId, wishlistItemFixture } from "@/test/wishlist-fixtures";
import { COMPARE_PAGE_TITLE, NOT_RECORDED } from "./wishlist-compare-page";
import { COMPARE_UI_TEXT } from "./wishlist-items";

const ID = wishlistId(1);
const DETAIL = `/api/wishlists/${ID}`;
const wishlist = wishlistFixture(1, { name: "Diner walls", item_count: 5 });
const items = [1, 2, 3, 4, 5].map((n) =>
	wishlistItemFixture(n, "background-dressing", {
		photo: photoFixture(n, {
			preview_url: `/media/previews/${1000 + n}.webp`,
			width: 3000 + n,
			height: 2000,
			price: 4900 + n * 100,
			decade_taken: n === 3 ? null : "1970s",
			clearance: n === 1 ? "pending" : "hero",
		}),
		note: n === 2 ? "Scene 12: diner wall\n8×10 frame" : null,
		place: n === 1 ? "Dayton, Ohio" : null,
		people_count: n === 1 ? 3 : null,
	}),
);
const photoId = (n: number) => items[n - 1]?.photo.id ?? "";

function mockWishlist() {
	return mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		[DETAIL]: { wishlist, items },
	});
}

const box = (title: string) => screen.getByRole("checkbox", { name: COMPARE_UI_TEXT.checkbox(title) });

// Whole journeys through the app: slow on a busy machine.
describe("comparing wishlist photos", { timeout: 20_000 }, () => {
	it("takes two to four ticked photos, refusing fewer or more with a message", async () => {
		mockWishlist();
		const { router } = renderApp(`/wishlists/${ID}`);
		await screen.findByRole("list", { name: "Photos in this wishlist" });

		fireEvent.click(screen.getByRole("button", { name: COMPARE_UI_TEXT.button(0) }));
		expect((await screen.findByRole("alert")).textContent).toContain(COMPARE_TEXT.tooFew);

		fireEvent.click(box("Snapshot 3"));
		fireEvent.click(screen.getByRole("button", { name: COMPARE_UI_TEXT.button(1) }));
		expect(screen.getByRole("alert").textContent).toContain(COMPARE_TEXT.tooFew);
		expect(router.state.location.pathname).toBe(`/wishlists/${ID}`);

		for (const title of ["Snapshot 1", "Snapshot 4", "Snapshot 2"]) fireEvent.click(box(title));
		expect(screen.queryByRole("alert")).toBeNull();
		// A fifth is refused: the box stays clear and the page says why.
		fireEvent.click(box("Snapshot 5"));
		expect((box("Snapshot 5") as HTMLInputElement).checked).toBe(false);
		expect(screen.getByRole("alert").textContent).toContain(COMPARE_TEXT.tooMany);
		// Unticking one makes room again.
		fireEvent.click(box("Snapshot 4"));
		fireEvent.click(box("Snapshot 5"));
		expect((box("Snapshot 5") as HTMLInputElement).checked).toBe(true);
		expect(screen.queryByRole("alert")).toBeNull();
	});

	it("opens the compare page with the photos in the order ticked", async () => {
		mockWishlist();
		const { router } = renderApp(`/wishlists/${ID}`);
		await screen.findByRole("list", { name: "Photos in this wishlist" });
		for (const title of ["Snapshot 3", "Snapshot 1", "Snapshot 2", "Snapshot 5"]) fireEvent.click(box(title));

		fireEvent.click(screen.getByRole("button", { name: COMPARE_UI_TEXT.button(4) }));
		await waitFor(() => expect(router.state.location.pathname).toBe(`/wishlists/${ID}/compare`));
		// In the order ticked.
		expect(router.state.location.search).toBe(
			`?photos=${[photoId(3), photoId(1), photoId(2), photoId(5)].join(",")}`,
		);
		expect(await screen.findByRole("heading", { level: 1, name: COMPARE_PAGE_TITLE })).toBeTruthy();
	});

	it("clears the selection", async () => {
		mockWishlist();
		renderApp(`/wishlists/${ID}`);
		await screen.findByRole("list", { name: "Photos in this wishlist" });
		fireEvent.click(box("Snapshot 1"));
		fireEvent.click(box("Snapshot 2"));
		fireEvent.click(screen.getByRole("button", { name: COMPARE_UI_TEXT.clear }));
		expect(screen.getByRole("button", { name: COMPARE_UI_TEXT.button(0) })).toBeTruthy();
		expect((box("Snapshot 1") as HTMLInputElement).checked).toBe(false);
	});

	it("shows the photos side by side, one column each, with every fact in its row", async () => {
		mockWishlist();
		renderApp(`/wishlists/${ID}/compare?photos=${photoId(1)},${photoId(2)},${photoId(3)}`);

		expect(await screen.findByRole("heading", { level: 1, name: COMPARE_PAGE_TITLE })).toBeTruthy();
		await waitFor(() => expect(document.title).toContain("Diner walls"));
		const region = screen.getByRole("region", { name: "Photos side by side" });
		expect(region.getAttribute("tabindex")).toBe("0");
		const table = within(region).getByRole("table");
		const columns = within(table).getAllByRole("columnheader");
		expect(columns.map((c) => c.textContent)).toEqual(["Snapshot 1", "Snapshot 2", "Snapshot 3"]);
		expect(
			within(columns[0] as HTMLElement)
				.getByRole("link")
				.getAttribute("href"),
		).toBe("/photo/1001");

		const rows = within(table).getAllByRole("row").slice(1);
		const cells = (label: string) => {
			const row = rows.find((r) => within(r).queryByRole("rowheader", { name: label }));
			if (!row) throw new Error(`no row ${label}`);
			return within(row)
				.getAllByRole("cell")
				.map((cell) => cell.textContent);
		};
		expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
			"Preview",
			"Decade",
			"Place",
			"People",
			"Clearance",
			"Price",
			"Pixel size",
			"Note",
		]);
		expect(cells("Decade")).toEqual(["1970s", "1970s", NOT_RECORDED]);
		expect(cells("Place")).toEqual(["Dayton, Ohio", NOT_RECORDED, NOT_RECORDED]);
		expect(cells("People")).toEqual(["3", NOT_RECORDED, NOT_RECORDED]);
		expect(cells("Clearance")).toEqual(["Clearance pending", "Cleared for hero use", "Cleared for hero use"]);
		expect(cells("Price")).toEqual(["$50.00", "$51.00", "$52.00"]);
		expect(cells("Pixel size")).toEqual(["3,001 × 2,000 px", "3,002 × 2,000 px", "3,003 × 2,000 px"]);
		expect(cells("Note")).toEqual(["No note", "Scene 12: diner wall\n8×10 frame", "No note"]);
		const previews = within(table).getAllByRole("img");
		expect(previews.map((img) => img.getAttribute("src"))).toEqual([
			"/media/previews/1001.webp",
			"/media/previews/1002.webp",
			"/media/previews/1003.webp",
		]);
		expect(previews.map((img) => img.getAttribute("alt"))).toEqual([
			"Snapshot 1",
			"Snapshot 2",
			"Snapshot 3",
		]);
		expect(screen.getByRole("link", { name: "Back to the wishlist" }).getAttribute("href")).toBe(
			`/wishlists/${ID}`,
		);
	});

	it.each([
		["one photo", [1], COMPARE_TEXT.tooFew],
		["no photos", [], COMPARE_TEXT.tooFew],
		["five photos", [1, 2, 3, 4, 5], COMPARE_TEXT.tooMany],
	])("refuses a link with %s", async (_name, ns, message) => {
		mockWishlist();
		renderApp(`/wishlists/${ID}/compare?photos=${ns.map(photoId).join(",")}`);
		expect(await screen.findByRole("heading", { name: message })).toBeTruthy();
		expect(screen.queryByRole("table")).toBeNull();
		expect(screen.getByRole("link", { name: "Choose photos on the wishlist" }).getAttribute("href")).toBe(
			`/wishlists/${ID}`,
		);
	});

	it("says when photos in the link left the wishlist: compares the rest if two remain", async () => {
		mockWishlist();
		const gone = "5c1e9d3a-8b7f-4a2e-9c6d-0000000000ff";
		renderApp(`/wishlists/${ID}/compare?photos=${photoId(1)},${photoId(2)},${gone}`);
		expect(await screen.findByText(COMPARE_TEXT.missing)).toBeTruthy();
		expect(within(screen.getByRole("table")).getAllByRole("columnheader")).toHaveLength(2);
	});

	it("says 'Wishlist not found' for another user's or an unknown wishlist", async () => {
		mockApi({
			"/api/me": signedInMember,
			"/api/cart/count": { count: 0 },
			[DETAIL]: apiError(404, "NOT_FOUND", "Wishlist not found"),
		});
		renderApp(`/wishlists/${ID}/compare?photos=${photoId(1)},${photoId(2)}`);
		expect(await screen.findByRole("heading", { level: 1, name: "Wishlist not found" })).toBeTruthy();
	});
});
