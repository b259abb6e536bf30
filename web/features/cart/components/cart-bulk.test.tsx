import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { byMethod, json, mockApi, requestedPaths, sentBodies, signedInMember } from "@/test/api-mock";
import { cartApi, cartLineId, storedLine } from "@/test/cart-fixtures";
import { renderApp } from "@/test/render-app";
import { projectFixture, wishlistFixture } from "@/test/wishlist-fixtures";

/** A cart of `count` photos; the ones named in `backgroundOnly` are cleared for background use only. */
function lines(count: number, backgroundOnly: readonly number[] = []) {
	return Array.from({ length: count }, (_, i) =>
		storedLine(i + 1, undefined, backgroundOnly.includes(i + 1) ? { clearance: "background" } : {}),
	);
}

function renderCart(table: Record<string, unknown>) {
	const fetchMock = mockApi({ "/api/me": signedInMember, ...table });
	const view = renderApp("/cart");
	return { fetchMock, ...view };
}

async function findLines(): Promise<HTMLElement[]> {
	// 75 lines take jsdom seconds to render on a loaded machine: more than findBy's one second.
	const list = await screen.findByRole("list", { name: "Photos in your cart" }, { timeout: 10_000 });
	return within(list).getAllByRole("listitem");
}

/** Rendering 30 to 75 lines takes jsdom seconds on a loaded 2-core machine. */
const MANY_LINES_MS = 30_000;

const summary = () => screen.getByRole("region", { name: "Summary" });
const viewButton = (name: "Comfortable" | "Compact") =>
	within(screen.getByRole("group", { name: "Cart view" })).getByRole("button", { name });

describe("/cart with 30 to 75 photos", { timeout: MANY_LINES_MS }, () => {
	it(
		"shows 75 lines as compact rows, each with its checkbox, license, price, move and remove, and remembers the view",
		async () => {
			const { unmount } = renderCart(cartApi(lines(75)).table);

			await findLines();
			expect(viewButton("Comfortable").getAttribute("aria-pressed")).toBe("true");
			fireEvent.click(viewButton("Compact"));
			expect(viewButton("Compact").getAttribute("aria-pressed")).toBe("true");
			expect(viewButton("Comfortable").getAttribute("aria-pressed")).toBe("false");

			const rows = await findLines();
			expect(rows).toHaveLength(75);
			const row = rows[0] as HTMLElement;
			expect(within(row).getByRole("checkbox", { name: "Select Snapshot 75" })).toBeTruthy();
			expect(within(row).getByRole("link", { name: "Snapshot 75" }).getAttribute("href")).toBe("/photo/1075");
			expect(within(row).getByRole("combobox", { name: "License for Snapshot 75" })).toBeTruthy();
			expect(within(row).getByRole("button", { name: "Move Snapshot 75 to a wishlist" })).toBeTruthy();
			expect(within(row).getByRole("button", { name: "Remove Snapshot 75 from your cart" })).toBeTruthy();
			// 75 photos: the 15% tier, $49.00 less $7.35.
			expect(within(row).getByText("$41.65")).toBeTruthy();
			// One row each: no card's separate discount lines.
			expect(within(row).queryByText("−$7.35")).toBeNull();

			unmount();
			renderCart(cartApi(lines(3)).table);
			await findLines();
			expect(viewButton("Compact").getAttribute("aria-pressed")).toBe("true");
			expect(window.localStorage.getItem("cart-view")).toBe('"compact"');
		},
		MANY_LINES_MS,
	);

	it(
		"sets every line to hero when nothing is selected, and says which photos are not cleared for hero use",
		async () => {
			const { table } = cartApi(lines(30, [4, 9, 12]));
			const { fetchMock } = renderCart(table);

			await findLines();
			fireEvent.click(viewButton("Compact"));
			// Hero usage cannot be picked for a photo cleared for background use only.
			const notCleared = screen.getByRole("combobox", { name: "License for Snapshot 9" });
			const heroOption = within(notCleared).getByRole("option", { name: /Hero usage/ }) as HTMLOptionElement;
			expect(heroOption.disabled).toBe(true);
			expect(heroOption.textContent).toContain("not cleared");

			fireEvent.click(screen.getByRole("button", { name: "Set all to hero" }));

			expect(
				await screen.findByText("3 photos are not cleared for hero use and stayed background"),
			).toBeTruthy();
			expect(await screen.findByText("27 photos set to hero usage")).toBeTruthy();
			const [body] = sentBodies(fetchMock, "/api/cart/lines") as Array<{
				line_ids: string[];
				license_type: string;
			}>;
			expect(body?.license_type).toBe("hero-usage");
			expect(body?.line_ids).toHaveLength(30);
			expect(new Set(body?.line_ids)).toEqual(new Set(lines(30).map((line) => line.id)));
			// The server's new figures: 27 × $245 + 3 × $49 = $6,762.00, 5% off.
			await waitFor(() => expect(within(summary()).getByText("$6,762.00")).toBeTruthy());
			expect(within(summary()).getByText("$6,423.90")).toBeTruthy();
			expect(
				(screen.getByRole("combobox", { name: "License for Snapshot 1" }) as HTMLSelectElement).value,
			).toBe("hero-usage");
			expect((notCleared as HTMLSelectElement).value).toBe("background-dressing");

			fireEvent.click(screen.getByRole("button", { name: "Set all to background" }));
			expect(await screen.findByText("27 photos set to background dressing")).toBeTruthy();
			// The report of the refused lines goes with the next change.
			expect(screen.queryByText(/not cleared for hero use and stayed background/)).toBeNull();
		},
		MANY_LINES_MS,
	);

	it("acts on the selection only: checkboxes, 'Select all', and labels that say so", async () => {
		const { table } = cartApi(lines(5));
		const { fetchMock } = renderCart(table);

		await findLines();
		fireEvent.click(screen.getByRole("checkbox", { name: "Select Snapshot 2" }));
		fireEvent.click(screen.getByRole("checkbox", { name: "Select Snapshot 4" }));
		expect(screen.getByText("2 of 5 selected")).toBeTruthy();
		const selectAll = screen.getByRole("checkbox", { name: "Select all" }) as HTMLInputElement;
		expect(selectAll.indeterminate).toBe(true);
		expect(screen.queryByRole("button", { name: "Set all to hero" })).toBeNull();

		fireEvent.click(screen.getByRole("button", { name: "Set 2 selected to hero" }));
		expect(await screen.findByText("2 photos set to hero usage")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/cart/lines")).toEqual([
			{ line_ids: [cartLineId(4), cartLineId(2)], license_type: "hero-usage" },
		]);
		await waitFor(() =>
			expect(
				(screen.getByRole("combobox", { name: "License for Snapshot 2" }) as HTMLSelectElement).value,
			).toBe("hero-usage"),
		);
		expect(
			(screen.getByRole("combobox", { name: "License for Snapshot 3" }) as HTMLSelectElement).value,
		).toBe("background-dressing");

		fireEvent.click(selectAll);
		expect(selectAll.checked).toBe(true);
		expect(screen.getByText("5 of 5 selected")).toBeTruthy();
		expect(screen.getByRole("button", { name: "Set 5 selected to background" })).toBeTruthy();
		fireEvent.click(selectAll);
		expect(screen.getByRole("button", { name: "Set all to background" })).toBeTruthy();
		expect(screen.queryByRole("button", { name: "Move selected to wishlist" })).toBeNull();
	});

	it("moves one line to a wishlist: out of the cart, the wishlists read again", async () => {
		const cart = cartApi(lines(3));
		const { fetchMock } = renderCart({
			...cart.table,
			"/api/wishlists": { wishlists: [wishlistFixture(1, { name: "Diner set" }), wishlistFixture(2)] },
		});

		await findLines();
		fireEvent.click(screen.getByRole("button", { name: "Move Snapshot 2 to a wishlist" }));
		const dialog = await screen.findByRole("dialog", { name: "Move to wishlist" });
		expect(within(dialog).getByText(/Choose a wishlist for Snapshot 2/)).toBeTruthy();
		fireEvent.click(await within(dialog).findByRole("button", { name: /Diner set/ }));

		expect(await screen.findByText("1 photo moved to Diner set")).toBeTruthy();
		await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
		expect(sentBodies(fetchMock, `/api/cart/lines/${cartLineId(2)}/move-to-wishlist`)).toEqual([
			{ wishlist_id: wishlistFixture(1).id },
		]);
		await waitFor(async () => expect(await findLines()).toHaveLength(2));
		expect(screen.queryByRole("link", { name: "Snapshot 2" })).toBeNull();
		expect(await screen.findByRole("link", { name: "Cart, 2 items" })).toBeTruthy();
		// The wishlists (their counts, the membership badges) are read again: the dialog's list was on screen.
		await waitFor(() =>
			expect(requestedPaths(fetchMock).filter((path) => path === "/api/wishlists")).toHaveLength(2),
		);
	});

	it("moves the selection into a new wishlist", async () => {
		const project = {
			...projectFixture(1, "Summer Feature", "Acme"),
			last_used_at: "2025-03-01T00:00:00.000Z",
		};
		const created = wishlistFixture(7, { name: "Kitchen" });
		const cart = cartApi(lines(4));
		const { fetchMock } = renderCart({
			...cart.table,
			"/api/projects": { projects: [project] },
			[`/api/projects/${project.id}/use`]: byMethod({ POST: { project } }),
			"/api/wishlists": byMethod({
				GET: { wishlists: [] },
				POST: json({ wishlist: created, photo_added: false }, 201),
			}),
		});

		await findLines();
		fireEvent.click(screen.getByRole("checkbox", { name: "Select Snapshot 1" }));
		fireEvent.click(screen.getByRole("checkbox", { name: "Select Snapshot 3" }));
		fireEvent.click(screen.getByRole("button", { name: "Move selected to wishlist" }));
		let dialog = await screen.findByRole("dialog", { name: "Move to wishlist" });
		expect(within(dialog).getByText(/Choose a wishlist for 2 photos/)).toBeTruthy();
		expect(await within(dialog).findByText("You have no wishlists yet")).toBeTruthy();
		fireEvent.click(within(dialog).getByRole("button", { name: "Create new wishlist" }));

		dialog = await screen.findByRole("dialog", { name: "Create new wishlist" });
		fireEvent.change(within(dialog).getByLabelText(/Wishlist name/), { target: { value: "Kitchen" } });
		const picker = (await within(dialog).findByLabelText("Project")) as HTMLSelectElement;
		await waitFor(() => expect(picker.value).toBe(project.id));
		fireEvent.click(within(dialog).getByRole("button", { name: "Create and move" }));

		expect(await screen.findByText("2 photos moved to Kitchen")).toBeTruthy();
		expect(sentBodies(fetchMock, "/api/wishlists").filter(Boolean)).toEqual([
			{ name: "Kitchen", project_id: project.id },
		]);
		expect(sentBodies(fetchMock, "/api/cart/lines/move-to-wishlist")).toEqual([
			{ line_ids: [cartLineId(3), cartLineId(1)], wishlist_id: created.id },
		]);
		await waitFor(async () => expect(await findLines()).toHaveLength(2));
		// The moved lines left the selection with the cart.
		expect(screen.queryByText(/selected$/)).toBeNull();
	});

	it("says so when a move fails, and keeps the line", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const cart = cartApi(lines(2), { fail: "move" });
		const { fetchMock } = renderCart({
			...cart.table,
			"/api/wishlists": { wishlists: [wishlistFixture(1)] },
		});

		await findLines();
		fireEvent.click(screen.getByRole("button", { name: "Move Snapshot 1 to a wishlist" }));
		fireEvent.click(await screen.findByRole("button", { name: /Wishlist 1/ }));

		expect(await screen.findByText("Failed to move to the wishlist")).toBeTruthy();
		expect(await findLines()).toHaveLength(2);
		expect(screen.getByRole("dialog", { name: "Move to wishlist" })).toBeTruthy();
		expect(warn).toHaveBeenCalled();
		expect(requestedPaths(fetchMock)).toContain(`/api/cart/lines/${cartLineId(1)}/move-to-wishlist`);
	});

	it(
		"keeps the totals in view: the summary sticks beside the lines, the bar at the bottom has the discount and Checkout",
		async () => {
			renderCart(cartApi(lines(75)).table);

			await findLines();
			fireEvent.click(viewButton("Compact"));
			expect(summary().className.split(" ")).toEqual(expect.arrayContaining(["lg:sticky", "lg:top-24"]));
			expect(within(summary()).getByText("Subtotal (75 photos)")).toBeTruthy();
			expect(within(summary()).getByText("15% volume discount")).toBeTruthy();
			expect(within(summary()).getByRole("link", { name: "Checkout" })).toBeTruthy();
			// jsdom has no IntersectionObserver: the summary counts as below the fold, so the bar shows.
			const bar = screen.getByRole("region", { name: "Total and checkout" });
			expect(bar.className.split(" ")).toEqual(expect.arrayContaining(["fixed", "lg:hidden"]));
			// 75 × $49.00 = $3,675.00, 15% off.
			expect(within(bar).getByText("$3,123.75")).toBeTruthy();
			expect(within(bar).getByText("Subtotal $3,675.00, 15% off −$551.25")).toBeTruthy();
			expect(within(bar).getByRole("link", { name: "Checkout" }).getAttribute("href")).toBe("/checkout");
		},
		MANY_LINES_MS,
	);
});
