import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PhotoGrid } from "@/components/photo-listing/photo-grid";
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
import { cartApi, cartResponse, storedLine } from "@/test/cart-fixtures";
import { renderWithProviders } from "@/test/render-app";
import { photoFixture } from "@/test/search-fixtures";
import { CartDetailButton, SIGN_IN_ACTION } from "./cart-buttons";

const grid = Array.from({ length: 3 }, (_, i) => photoFixture(i + 1));

function cartReads(fetchMock: ReturnType<typeof mockApi>): number {
	return fetchMock.mock.calls.filter(
		([input, init]) =>
			new URL(String(input), "http://localhost").pathname === "/api/cart" &&
			(init?.method ?? "GET") === "GET",
	).length;
}

function renderGrid(table: Record<string, unknown>) {
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		"/api/wishlists/membership": { memberships: {} },
		...table,
	});
	const view = renderWithProviders(<PhotoGrid label="Photos" photos={grid} signedIn />);
	return { fetchMock, ...view, list: screen.getByRole("list", { name: "Photos" }) };
}

describe("cart buttons on listing cards", () => {
	it("adds a photo with a toast and turns its button green, reading the cart once for the grid", async () => {
		const { table } = cartApi([storedLine(2)]);
		const { fetchMock, list } = renderGrid(table);

		const buttons = await within(list).findAllByRole("button", { name: /Cart/ });
		expect(buttons).toHaveLength(3);
		for (const button of buttons) expect(button.closest("a")).toBeNull();
		for (const button of buttons)
			expect(button.className.split(" ")).toEqual(expect.arrayContaining(["size-11", "md:size-9"]));
		const second = await within(list).findByRole("button", { name: "In Cart: Snapshot 2, view your cart" });
		expect(second.dataset.inCart).toBe("true");
		expect(second.className).toContain("bg-emerald-600");
		expect(cartReads(fetchMock)).toBe(1);

		const first = within(list).getByRole("button", { name: "Add to Cart: Snapshot 1" });
		expect(first.dataset.inCart).toBeUndefined();
		expect(first.className).not.toContain("bg-emerald-600");
		fireEvent.click(first);

		expect(await screen.findByText("Added to cart")).toBeTruthy();
		expect(screen.getByText("Photo added to your cart successfully")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toEqual([
			{ photo_id: grid[0]?.id, license_type: "background-dressing" },
		]);
		const added = within(list).getByRole("button", { name: "In Cart: Snapshot 1, view your cart" });
		expect(added.dataset.inCart).toBe("true");
		expect(added.className).toContain("bg-emerald-600");
		// One read for the grid, and one after the change (spec section 4).
		expect(cartReads(fetchMock)).toBe(2);
	});

	it("keeps a photo in the cart shown at rest on desktop, where the other buttons wait for hover", async () => {
		const { table } = cartApi([storedLine(2)]);
		const { list } = renderGrid(table);

		const inCart = await within(list).findByRole("button", { name: "In Cart: Snapshot 2, view your cart" });
		const classes = inCart.className.split(" ");
		expect(classes).toEqual(expect.arrayContaining(["md:pointer-fine:opacity-0"]));
		expect(classes).toEqual(expect.arrayContaining(["md:pointer-fine:data-in-cart:opacity-100"]));
		expect(inCart.dataset.inCart).toBe("true");
		expect(
			within(list).getByRole("button", { name: "Add to Cart: Snapshot 1" }).dataset.inCart,
		).toBeUndefined();
	});

	it("adds one photo after another: the second add waits for the first's read, and one toast counts both", async () => {
		const { table } = cartApi([]);
		const { fetchMock, list } = renderGrid(table);
		await waitFor(() => expect(cartReads(fetchMock)).toBe(1));

		fireEvent.click(within(list).getByRole("button", { name: "Add to Cart: Snapshot 1" }));
		fireEvent.click(within(list).getByRole("button", { name: "Add to Cart: Snapshot 3" }));

		expect(
			await within(list).findByRole("button", { name: "In Cart: Snapshot 3, view your cart" }),
		).toBeTruthy();
		expect(within(list).getByRole("button", { name: "In Cart: Snapshot 1, view your cart" })).toBeTruthy();
		// Adds in a row share one toast that counts them (issue 28), never a stack over the grid.
		expect(await screen.findByText("2 photos added to your cart")).toBeTruthy();
		expect(screen.getAllByText("Added to cart")).toHaveLength(1);
		expect(screen.queryByText("Photo added to your cart successfully")).toBeNull();
		const cartCalls = fetchMock.mock.calls
			.map(([input, init]) => ({
				method: init?.method ?? "GET",
				path: new URL(String(input), "http://localhost").pathname,
			}))
			.filter(({ path }) => path === "/api/cart")
			.map(({ method }) => method);
		// Side by side, the second add's refresh would cancel the first one's read.
		expect(cartCalls).toEqual(["GET", "POST", "GET", "POST", "GET"]);
	});

	it("says 'Photo already in cart' on a 409 and shows the photo as in the cart", async () => {
		// Another tab added it: our first read does not have it, the server does.
		let reads = 0;
		const read = () => json(cartResponse(reads++ === 0 ? [] : [storedLine(1)]));
		const conflict = () => apiError(409, "CONFLICT", "This photo is already in your cart");
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/wishlists/membership": { memberships: {} },
			"/api/cart/count": { count: 1 },
			"/api/cart": byMethod({ GET: read, POST: conflict }),
		});
		renderWithProviders(<PhotoGrid label="Photos" photos={grid} signedIn />);
		const list = screen.getByRole("list", { name: "Photos" });
		await waitFor(() => expect(cartReads(fetchMock)).toBe(1));

		fireEvent.click(within(list).getByRole("button", { name: "Add to Cart: Snapshot 1" }));

		expect(await screen.findByText("Photo already in cart")).toBeTruthy();
		expect(screen.getByText("This photo is already in your cart")).toBeTruthy();
		expect(
			await within(list).findByRole("button", { name: "In Cart: Snapshot 1, view your cart" }),
		).toBeTruthy();
		expect(screen.queryByText("Added to cart")).toBeNull();
		expect(cartReads(fetchMock)).toBe(2);
	});

	it("says 'Failed to add photo to cart' when the server fails, and the photo stays out", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const { table } = cartApi([], { fail: "add" });
		const { list } = renderGrid(table);

		fireEvent.click(await within(list).findByRole("button", { name: "Add to Cart: Snapshot 3" }));

		expect(await screen.findByText("Failed to add photo to cart")).toBeTruthy();
		expect(screen.getByText("Error")).toBeTruthy();
		expect(within(list).getByRole("button", { name: "Add to Cart: Snapshot 3" })).toBeTruthy();
		expect(warn).toHaveBeenCalled();
	});

	it("opens /cart from a photo that is in the cart, without adding it again", async () => {
		const { table } = cartApi([storedLine(2)]);
		const { fetchMock, list, router } = renderGrid(table);

		fireEvent.click(await within(list).findByRole("button", { name: "In Cart: Snapshot 2, view your cart" }));

		await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
		expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toEqual([]);
	});

	it("asks before adding a photo the buyer ordered, and adds it only once they say so (issue 28)", async () => {
		const { table } = cartApi();
		const ordered = grid[0] as { id: string };
		const { fetchMock, list } = renderGrid({
			...table,
			"/api/me/licences": {
				licences: [{ photo_id: ordered.id, state: "ordered", production: "Night Shift" }],
			},
		});
		expect(await within(list).findByText("Ordered")).toBeTruthy();

		fireEvent.click(within(list).getByRole("button", { name: "Add to Cart: Snapshot 1" }));
		const dialog = await screen.findByRole("dialog", { name: "Add this photo again?" });
		expect(within(dialog).getByText(/You ordered this photo for Night Shift/)).toBeTruthy();
		fireEvent.click(within(dialog).getByRole("button", { name: "Add it again" }));
		expect(await screen.findByText("Added to cart")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toEqual([
			{ photo_id: ordered.id, license_type: "background-dressing" },
		]);

		// A photo the buyer never ordered goes straight in.
		fireEvent.click(within(list).getByRole("button", { name: "Add to Cart: Snapshot 2" }));
		await waitFor(() => expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toHaveLength(2));
		expect(screen.queryByRole("dialog")).toBeNull();
	});

	it("gives guests no cart buttons and reads no cart", async () => {
		const fetchMock = mockApi({ "/api/me": signedOut });
		renderWithProviders(<PhotoGrid label="Photos" photos={grid} signedIn={false} />);

		const list = screen.getByRole("list", { name: "Photos" });
		await waitFor(() => expect(fetchMock).toHaveBeenCalled());
		expect(within(list).queryAllByRole("button")).toEqual([]);
		expect(requestedPaths(fetchMock)).not.toContain("/api/cart");
	});
});

describe("the photo page's Add to Cart for a guest (issue 28)", () => {
	it("says sign in is required, with a Sign in button that comes back to this photo", async () => {
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const photo = photoFixture(7);
		mockApi({
			"/api/me": signedOut,
			"/api/cart": byMethod({
				GET: apiError(401, "UNAUTHORIZED", "Authentication required"),
				POST: apiError(401, "UNAUTHORIZED", "Authentication required"),
			}),
		});
		const { router } = renderWithProviders(
			<CartDetailButton photo={photo} licence={{ license_type: "background-dressing" }} />,
			{
				url: "/photo/7?license=hero",
			},
		);

		fireEvent.click(await screen.findByRole("button", { name: /^Add to Cart/ }));
		expect(await screen.findByText("Sign in required")).toBeTruthy();
		fireEvent.click(screen.getByRole("button", { name: SIGN_IN_ACTION }));

		await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
		expect(router.state.location.search).toBe("?mode=login");
		expect(router.state.location.state).toEqual({ returnUrl: "/photo/7?license=hero" });
	});
});
