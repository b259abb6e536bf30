import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
	apiError,
	byMethod,
	json,
	mockApi,
	never,
	requestedPaths,
	sentBodies,
	signedInMember,
} from "@/test/api-mock";
import { cartApi, cartLineId, cartResponse, storedLine } from "@/test/cart-fixtures";
import { renderApp } from "@/test/render-app";

function renderCart(table: Record<string, unknown>) {
	const fetchMock = mockApi({ "/api/me": signedInMember, ...table });
	const view = renderApp("/cart");
	return { fetchMock, ...view };
}

async function findLines(): Promise<HTMLElement[]> {
	const list = await screen.findByRole("list", { name: "Photos in your cart" });
	return within(list).getAllByRole("listitem");
}

const summary = () => screen.getByRole("region", { name: "Summary" });

/** A cart of 26 lines with their checkboxes and buttons takes jsdom near 5 s on a loaded 2-core machine. */
const MANY_LINES_MS = 15_000;

describe("/cart", { timeout: MANY_LINES_MS }, () => {
	it("shows the lines newest first with license and price, the totals, the tier and the next tier's hint", async () => {
		// 25 photos at $49.00 and one hero-usage line ($245.00): the 5% tier, 24 short of 10%.
		const lines = Array.from({ length: 26 }, (_, i) =>
			storedLine(i + 1, i === 25 ? "hero-usage" : undefined),
		);
		renderCart(cartApi(lines).table);

		expect(await screen.findByRole("heading", { level: 1, name: "Cart" })).toBeTruthy();
		const items = await findLines();
		expect(items).toHaveLength(26);
		const newest = items[0] as HTMLElement;
		expect(within(newest).getByRole("link", { name: "Snapshot 26" }).getAttribute("href")).toBe(
			"/photo/1026",
		);
		expect(newest.querySelector("img")?.getAttribute("src")).toBe("/media/thumbs/1026.webp");
		expect(newest.querySelector("img")?.closest("a")?.getAttribute("href")).toBe("/photo/1026");
		const license = within(newest).getByRole("combobox", { name: "License for Snapshot 26" });
		expect((license as HTMLSelectElement).value).toBe("hero-usage");
		expect(
			within(license)
				.getAllByRole("option")
				.map((o) => o.textContent),
		).toEqual(["Background dressing ($49.00)", "Hero usage ($245.00)"]);
		// The line's price, its share of the discount (in proportion to its value) and what is left.
		expect(within(newest).getByText("$245.00")).toBeTruthy();
		expect(within(newest).getByText("−$12.25")).toBeTruthy();
		expect(within(newest).getByText("$232.75")).toBeTruthy();
		const other = items[1] as HTMLElement;
		expect(within(other).getByText("$49.00")).toBeTruthy();
		expect(within(other).getByText("−$2.45")).toBeTruthy();
		expect(within(other).getByText("$46.55")).toBeTruthy();

		const totals = summary();
		expect(within(totals).getByText("Subtotal (26 photos)")).toBeTruthy();
		expect(within(totals).getByText("$1,470.00")).toBeTruthy();
		expect(within(totals).getByText("5% volume discount")).toBeTruthy();
		expect(within(totals).getByText("−$73.50")).toBeTruthy();
		expect(within(totals).getByText("$1,396.50")).toBeTruthy();
		expect(within(totals).getByText("Add 24 more photos to save 10%")).toBeTruthy();
		const checkout = within(totals).getByRole("link", { name: "Checkout" });
		expect(checkout.getAttribute("href")).toBe("/checkout");
		await waitFor(() => expect(document.title).toContain("Cart"));
	});

	it("pins the total, the next tier and Checkout to the bottom on phones and tablets", async () => {
		const lines = Array.from({ length: 26 }, (_, i) => storedLine(i + 1));
		renderCart(cartApi(lines).table);

		await findLines();
		// jsdom has no IntersectionObserver: the summary counts as below the fold, so the bar shows.
		const bar = screen.getByRole("region", { name: "Total and checkout" });
		expect(bar.className.split(" ")).toEqual(expect.arrayContaining(["fixed", "lg:hidden"]));
		// Above the site banner, whose height the layout publishes.
		expect(bar.className).toContain("bottom-[var(--site-bottom-inset,0px)]");
		expect(within(bar).getByText("$1,210.30")).toBeTruthy();
		expect(within(bar).getByText("24 more photos for 10% off")).toBeTruthy();
		expect(within(bar).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
		// The full summary stays.
		expect(within(summary()).getByText("$1,210.30")).toBeTruthy();
	});

	it("shows no discount below the first tier, only the hint", async () => {
		renderCart(cartApi([storedLine(1)]).table);

		await findLines();
		const totals = summary();
		expect(within(totals).getByText("Subtotal (1 photo)")).toBeTruthy();
		expect(within(totals).queryByText(/volume discount/)).toBeNull();
		expect(within(totals).getByText("Add 24 more photos to save 5%")).toBeTruthy();
		expect(within(totals).getAllByText("$49.00")).toHaveLength(2);
	});

	it("changes a line's license and shows the server's new prices", async () => {
		const { table } = cartApi([storedLine(1), storedLine(2)]);
		const { fetchMock } = renderCart(table);

		const [newest] = await findLines();
		const select = within(newest as HTMLElement).getByRole("combobox", { name: "License for Snapshot 2" });
		fireEvent.change(select, { target: { value: "hero-usage" } });

		// Subtotal and total: no tier yet. The total is read out when it changes.
		await waitFor(() => expect(within(summary()).getAllByText("$294.00")).toHaveLength(2));
		const total = within(summary()).getByText("Total").parentElement as HTMLElement;
		expect(total.getAttribute("aria-live")).toBe("polite");
		expect(within(total).getByText("$294.00")).toBeTruthy();
		expect(sentBodies(fetchMock, `/api/cart/items/${cartLineId(2)}`)).toEqual([
			{ license_type: "hero-usage" },
		]);
		expect((select as HTMLSelectElement).value).toBe("hero-usage");
		expect(within(newest as HTMLElement).getByText("$245.00")).toBeTruthy();
	});

	it("says 'Failed to update photo license' and keeps the license when the change fails", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		renderCart(cartApi([storedLine(1)], { fail: "update" }).table);

		const select = (await screen.findByRole("combobox", {
			name: "License for Snapshot 1",
		})) as HTMLSelectElement;
		fireEvent.change(select, { target: { value: "hero-usage" } });

		expect(await screen.findByText("Failed to update photo license")).toBeTruthy();
		expect(screen.getByText("Error")).toBeTruthy();
		await waitFor(() => expect(select.value).toBe("background-dressing"));
		expect(warn).toHaveBeenCalled();
	});

	it("removes a line with a toast, refetches the cart and the badge, and keeps the focus on the page", async () => {
		const { table } = cartApi([storedLine(1), storedLine(2)]);
		const { fetchMock } = renderCart(table);

		expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeTruthy();
		await findLines();
		const remove = screen.getByRole("button", { name: "Remove Snapshot 2 from your cart" });
		remove.focus();
		fireEvent.click(remove);

		expect(await screen.findByText("Photo removed")).toBeTruthy();
		expect(screen.getByText("Photo removed from your cart")).toBeTruthy();
		expect(await findLines()).toHaveLength(1);
		expect(screen.queryByRole("link", { name: "Snapshot 2" })).toBeNull();
		expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeTruthy();
		expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Cart" }));
		expect(
			fetchMock.mock.calls.filter(
				([input, init]) => init?.method === "DELETE" && String(input).includes(cartLineId(2)),
			),
		).toHaveLength(1);
	});

	it("treats a line that is gone already (404) as removed: the toast, and the cart read again", async () => {
		// Removed in another tab: our first read still has it, the server does not.
		let reads = 0;
		const goneAlready = () => apiError(404, "NOT_FOUND", "Not in your cart");
		const fetchMock = mockApi({
			"/api/me": signedInMember,
			"/api/cart": () => json(cartResponse(reads++ === 0 ? [storedLine(1), storedLine(2)] : [storedLine(1)])),
			"/api/cart/count": { count: 1 },
			[`/api/cart/items/${cartLineId(2)}`]: byMethod({ DELETE: goneAlready }),
		});
		renderApp("/cart");

		expect(await findLines()).toHaveLength(2);
		fireEvent.click(screen.getByRole("button", { name: "Remove Snapshot 2 from your cart" }));

		expect(await screen.findByText("Photo removed")).toBeTruthy();
		expect(await findLines()).toHaveLength(1);
		expect(screen.queryByText("Failed to remove photo from cart")).toBeNull();
		expect(requestedPaths(fetchMock).filter((path) => path === "/api/cart")).toHaveLength(2);
	});

	it("makes changes one after another: a removal waits for the cart read after a license change", async () => {
		const { table } = cartApi([storedLine(1), storedLine(2)]);
		const { fetchMock } = renderCart(table);

		await findLines();
		fireEvent.change(screen.getByRole("combobox", { name: "License for Snapshot 2" }), {
			target: { value: "hero-usage" },
		});
		fireEvent.click(screen.getByRole("button", { name: "Remove Snapshot 1 from your cart" }));

		expect(await screen.findByText("Photo removed")).toBeTruthy();
		expect(await findLines()).toHaveLength(1);
		const calls = fetchMock.mock.calls.map(
			([input, init]) => `${init?.method ?? "GET"} ${new URL(String(input), "http://localhost").pathname}`,
		);
		const patch = calls.indexOf(`PATCH /api/cart/items/${cartLineId(2)}`);
		const remove = calls.indexOf(`DELETE /api/cart/items/${cartLineId(1)}`);
		expect(patch).toBeGreaterThan(-1);
		expect(calls.slice(patch, remove)).toContain("GET /api/cart");
	});

	it("says 'Failed to remove photo from cart' when removing fails", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		renderCart(cartApi([storedLine(1)], { fail: "remove" }).table);

		fireEvent.click(await screen.findByRole("button", { name: "Remove Snapshot 1 from your cart" }));

		expect(await screen.findByText("Failed to remove photo from cart")).toBeTruthy();
		expect(await findLines()).toHaveLength(1);
		expect(warn).toHaveBeenCalled();
	});

	it("clears the cart only once confirmed, then shows the empty cart", async () => {
		const { table } = cartApi([storedLine(1), storedLine(2)]);
		const { fetchMock } = renderCart(table);
		const clears = () =>
			fetchMock.mock.calls.filter(
				([input, init]) =>
					init?.method === "DELETE" && new URL(String(input), "http://localhost").pathname === "/api/cart",
			).length;

		await findLines();
		fireEvent.click(within(summary()).getByRole("button", { name: "Clear cart" }));
		let dialog = screen.getByRole("dialog", { name: "Clear your cart?" });
		expect(within(dialog).getByText("All 2 photos will be removed from your cart.")).toBeTruthy();
		fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(clears()).toBe(0);

		fireEvent.click(within(summary()).getByRole("button", { name: "Clear cart" }));
		dialog = screen.getByRole("dialog", { name: "Clear your cart?" });
		fireEvent.click(within(dialog).getByRole("button", { name: "Clear cart" }));

		expect(await screen.findByText("Cart cleared")).toBeTruthy();
		expect(screen.getByText("All photos removed from your cart")).toBeTruthy();
		expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeTruthy();
		expect(screen.queryByRole("dialog")).toBeNull();
		expect(clears()).toBe(1);
		expect(await screen.findByRole("link", { name: "Cart, 0 items" })).toBeTruthy();
	});

	it("says 'Failed to clear cart' when clearing fails, and keeps the lines", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		renderCart(cartApi([storedLine(1)], { fail: "clear" }).table);

		await findLines();
		fireEvent.click(within(summary()).getByRole("button", { name: "Clear cart" }));
		fireEvent.click(
			within(screen.getByRole("dialog", { name: "Clear your cart?" })).getByRole("button", {
				name: "Clear cart",
			}),
		);

		expect(await screen.findByText("Failed to clear cart")).toBeTruthy();
		expect(await findLines()).toHaveLength(1);
		expect(warn).toHaveBeenCalled();
	});

	it("shows the empty cart with a way to the photos, and no checkout", async () => {
		renderCart(cartApi([]).table);

		expect(await screen.findByRole("heading", { name: "Your cart is empty" })).toBeTruthy();
		expect(screen.getByRole("link", { name: "Browse photos" }).getAttribute("href")).toBe("/photos");
		expect(screen.queryByRole("link", { name: "Checkout" })).toBeNull();
		expect(screen.queryByRole("region", { name: "Total and checkout" })).toBeNull();
	});

	it("shows placeholders while the cart loads", async () => {
		renderCart({ "/api/cart/count": { count: 1 }, "/api/cart": never() });

		expect(await screen.findByText("Loading your cart…")).toBeTruthy();
		expect(screen.queryByRole("list", { name: "Photos in your cart" })).toBeNull();
	});

	it("shows an error with a retry that loads the cart", async () => {
		let fail = true;
		const { fetchMock } = renderCart({
			"/api/cart/count": { count: 1 },
			"/api/cart": () =>
				fail ? apiError(500, "INTERNAL_ERROR", "boom") : json(cartResponse([storedLine(1)])),
		});

		const alert = await screen.findByRole("alert");
		expect(within(alert).getByText("We could not load your cart.")).toBeTruthy();
		fail = false;
		fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));

		expect(await findLines()).toHaveLength(1);
		expect(screen.queryByRole("alert")).toBeNull();
		expect(requestedPaths(fetchMock).filter((path) => path === "/api/cart")).toHaveLength(2);
	});
});
