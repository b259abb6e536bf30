import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	requestedPaths,
	sentBodies,
	signedInMember,
	signedOut,
} from "@/test/api-mock";
import { renderApp } from "@/test/render-app";
import { photoFixture, searchAnswer } from "@/test/search-fixtures";
import { wishlistFixture, wishlistId } from "@/test/wishlist-fixtures";

// Whole pages of cards on a shared 2-core machine: slow there, not wrong.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => window.sessionStorage.clear());

const grid = () => screen.findByRole("list", { name: "All photos" });
const box = (n: number) => screen.getByRole("checkbox", { name: `Select Snapshot ${n}` }) as HTMLInputElement;
const bar = () => screen.getByRole("region", { name: "Selection" });
const id = (n: number) => photoFixture(n).id;

/** /photos for a member over `total` photos; the bulk adds answer every photo as added. */
function memberPhotos(total = 10, extra: Record<string, unknown> = {}) {
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		"/api/search": searchAnswer({ total }),
		"/api/me/licences": { licences: [] },
		"/api/cart": {
			items: [],
			item_count: 0,
			subtotal_cents: 0,
			discount_cents: 0,
			total_cents: 0,
			tier: null,
			next_tier: null,
		},
		"/api/cart/count": { count: 0 },
		"/api/wishlists/membership": { memberships: {} },
		"/api/cart/batch": byMethod({
			POST: (_url, init) => {
				const { photo_ids } = JSON.parse(String(init?.body)) as { photo_ids: string[] };
				return json({
					results: photo_ids.map((photo_id) => ({ photo_id, status: "added" })),
					added: photo_ids.length,
					in_cart: 0,
					not_added: 0,
				});
			},
		}),
		...extra,
	});
	renderApp("/photos");
	return fetchMock;
}

describe("a card's price, decade and orientation (issue 28)", () => {
	it("shows them over the card and makes them the link's accessible description", async () => {
		memberPhotos(2);
		const link = within(await grid()).getAllByRole("link")[0] as HTMLElement;
		act(() => link.focus());
		const describedBy = link.getAttribute("aria-describedby") ?? "";
		const info = document.getElementById(describedBy);
		expect(info?.textContent).toBe("$49.00 · 1970s · Landscape");
		// Inside the card (shown on hover and focus), but not part of the link's name.
		expect(link.contains(info)).toBe(true);
		expect(info?.getAttribute("aria-hidden")).toBe("true");
		expect(info?.parentElement?.className).toContain("group-focus-visible:opacity-100");
	});
});

describe("selecting photos of a grid (issue 28)", () => {
	it("gives guests no checkboxes and no 'Select all on this page'", async () => {
		mockApi({ "/api/me": signedOut, "/api/search": searchAnswer({ total: 3 }) });
		renderApp("/photos");
		await grid();
		expect(screen.queryAllByRole("checkbox")).toHaveLength(0);
		expect(screen.queryByRole("button", { name: "Select all on this page" })).toBeNull();
	});

	it("selects a photo with its checkbox, beside the link, and shows the bar with the count", async () => {
		memberPhotos();
		await grid();
		expect(screen.queryByRole("region", { name: "Selection" })).toBeNull();
		fireEvent.click(box(3));
		expect(box(3).checked).toBe(true);
		expect(box(3).closest("a")).toBeNull();
		expect(within(bar()).getByText("1 selected")).toBeTruthy();
		fireEvent.click(box(3));
		expect(box(3).checked).toBe(false);
		expect(screen.queryByRole("region", { name: "Selection" })).toBeNull();
	});

	it("selects the range between the last clicked photo and a shift-clicked one", async () => {
		memberPhotos();
		await grid();
		fireEvent.click(box(6));
		fireEvent.click(box(2), { shiftKey: true });
		expect([1, 2, 3, 4, 5, 6, 7].map((n) => box(n).checked)).toEqual([
			false,
			true,
			true,
			true,
			true,
			true,
			false,
		]);
		expect(within(bar()).getByText("5 selected")).toBeTruthy();
		// Shift+Space from the keyboard extends it the same way.
		fireEvent.keyDown(box(8), { key: " ", shiftKey: true });
		fireEvent.click(box(8));
		// From the last one clicked (2) to 8.
		expect(within(bar()).getByText("7 selected")).toBeTruthy();
		expect(box(7).checked).toBe(true);
	});

	it("selects every photo shown with 'Select all on this page'; Clear and Escape empty it", async () => {
		memberPhotos(30);
		await screen.findByText("Showing 1-24 of 30 photos");
		fireEvent.click(screen.getByRole("button", { name: "Select all on this page" }));
		expect(within(bar()).getByText("24 selected")).toBeTruthy();
		fireEvent.click(within(bar()).getByRole("button", { name: "Clear" }));
		expect(screen.queryByRole("region", { name: "Selection" })).toBeNull();
		expect(box(1).checked).toBe(false);

		fireEvent.click(box(1));
		fireEvent.keyDown(window, { key: "Escape" });
		expect(screen.queryByRole("region", { name: "Selection" })).toBeNull();
	});

	it("adds the selection to the cart in one request, in the grid's order, with one grouped toast", async () => {
		const fetchMock = memberPhotos(10);
		await grid();
		fireEvent.click(box(1));
		fireEvent.click(box(5), { shiftKey: true });
		const countsBefore = requestedPaths(fetchMock).filter((p) => p === "/api/cart").length;
		fireEvent.click(within(bar()).getByRole("button", { name: "Add to cart" }));
		expect(await screen.findByText("5 photos added to your cart")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/cart/batch")).toEqual([{ photo_ids: [1, 2, 3, 4, 5].map(id) }]);
		// The cart (and its badge) is read again.
		await waitFor(() =>
			expect(requestedPaths(fetchMock).filter((p) => p === "/api/cart").length).toBeGreaterThan(countsBefore),
		);
	});

	it("asks before adding photos the buyer already licensed, and can leave them out", async () => {
		const fetchMock = memberPhotos(5, {
			"/api/me/licences": { licences: [{ photo_id: id(2), state: "licensed", production: "The Crown" }] },
		});
		await grid();
		await screen.findByText("Licensed · The Crown");
		fireEvent.click(box(1));
		fireEvent.click(box(3), { shiftKey: true });
		fireEvent.click(within(bar()).getByRole("button", { name: "Add to cart" }));
		const dialog = await screen.findByRole("dialog", { name: "Add photos you already have?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Leave them out" }));
		expect(await screen.findByText("2 photos added to your cart")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/cart/batch")).toEqual([{ photo_ids: [id(1), id(3)] }]);
	});

	it("adds the selection to a wishlist chosen in a dialog", async () => {
		const list = wishlistFixture(1, { name: "Diner" });
		const fetchMock = memberPhotos(5, {
			"/api/wishlists": { wishlists: [list] },
			[`/api/wishlists/${wishlistId(1)}/items/batch`]: byMethod({
				POST: json({
					results: [
						{ photo_id: id(4), status: "added" },
						{ photo_id: id(5), status: "in_wishlist" },
					],
					added: 1,
					in_wishlist: 1,
					not_added: 0,
				}),
			}),
		});
		await grid();
		fireEvent.click(box(4));
		fireEvent.click(box(5));
		fireEvent.click(within(bar()).getByRole("button", { name: "Add to wishlist" }));
		const dialog = await screen.findByRole("dialog", { name: "Add to wishlist" });
		fireEvent.click(await within(dialog).findByRole("button", { name: /Diner/ }));
		expect(await screen.findByText("Photo added to Diner wishlist")).toBeTruthy();
		expect(await screen.findByText("1 photo already in Diner.")).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/wishlists/${wishlistId(1)}/items/batch`)).toEqual([
			{ photo_ids: [id(4), id(5)] },
		]);
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		// Escape in the dialog closed only the dialog; the selection stays for the next step.
		expect(within(bar()).getByText("2 selected")).toBeTruthy();
	});

	it("says so when the add fails, and keeps the selection to try again", async () => {
		memberPhotos(5, {
			"/api/cart/batch": byMethod({ POST: apiError(500, "INTERNAL_ERROR", "Something went wrong") }),
		});
		await grid();
		fireEvent.click(box(1));
		fireEvent.click(box(2));
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		fireEvent.click(within(bar()).getByRole("button", { name: "Add to cart" }));
		expect(await screen.findByText("Something went wrong")).toBeTruthy();
		expect(warn).toHaveBeenCalled();
		expect(within(bar()).getByText("2 selected")).toBeTruthy();
	});
});
