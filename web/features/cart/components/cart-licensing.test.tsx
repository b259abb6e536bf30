import { LICENSING_TEXT } from "@core/licensing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import { type CartProduction, cartApi, cartLineId, storedLine, upgradeOf } from "@/test/cart-fixtures";
import { renderApp } from "@/test/render-app";

/** Issue 30 on /cart: the cart's production and its tier, exclusive terms per line, upgrade lines. */

const SUMMER: CartProduction = {
	project_id: "1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a01",
	name: "The Long Summer",
	licensed_count: 22,
};
const DINER: CartProduction = {
	project_id: "1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a02",
	name: "Diner Nights",
	licensed_count: 0,
};
const projects = {
	projects: [SUMMER, DINER].map((p) => ({
		id: p.project_id,
		name: p.name,
		company: null,
		last_used_at: null,
		created_at: "2026-01-01T00:00:00.000Z",
	})),
};

function renderCart(table: Record<string, unknown>) {
	const fetchMock = mockApi({ "/api/me": signedInMember, "/api/projects": projects, ...table });
	const view = renderApp("/cart");
	return { fetchMock, ...view };
}

async function findLines(): Promise<HTMLElement[]> {
	// The first page of a file takes seconds to render on a loaded machine.
	const list = await screen.findByRole("list", { name: "Photos in your cart" }, { timeout: 15_000 });
	return within(list).getAllByRole("listitem");
}

const summary = () => screen.getByRole("region", { name: "Summary" });

describe("/cart, issue 30", { timeout: 20_000 }, () => {
	it("chooses the cart's production, which prices the cart with the photos it has licensed", async () => {
		// Three $49.00 photos: no tier alone; with The Long Summer's 22 licensed photos, 25: 5%.
		const lines = [1, 2, 3].map((n) => storedLine(n));
		const cart = cartApi(lines, { productions: [SUMMER, DINER] });
		const { fetchMock } = renderCart(cart.table);
		await findLines();
		const production = await within(summary()).findByRole("combobox", { name: "Production" });
		expect((production as HTMLSelectElement).value).toBe("");
		await within(production).findByRole("option", { name: "The Long Summer" });
		expect(within(summary()).getAllByText("$147.00")).toHaveLength(2);

		fireEvent.change(production, { target: { value: SUMMER.project_id } });
		await waitFor(() =>
			expect(sentBodies(fetchMock, "/api/cart/production")).toEqual([{ project_id: SUMMER.project_id }]),
		);
		expect(
			await within(summary()).findByText(
				`${LICENSING_TEXT.tierFrom("The Long Summer", 22)} 25 more photos reach Volume 50.`,
			),
		).toBeTruthy();
		expect(within(summary()).getByText("5% volume discount")).toBeTruthy();
		expect(within(summary()).getByText("$139.65")).toBeTruthy();
		expect((production as HTMLSelectElement).value).toBe(SUMMER.project_id);

		// No production: back to the cart's own photos.
		fireEvent.change(production, { target: { value: "" } });
		await waitFor(() => expect(within(summary()).queryByTestId("tier-from")).toBeNull());
		expect(sentBodies(fetchMock, "/api/cart/production").at(-1)).toEqual({ project_id: null });
		expect(within(summary()).getAllByText("$147.00")).toHaveLength(2);
	});

	it("says how many more photos reach the next tier for a production with few licensed", async () => {
		renderCart(cartApi([storedLine(1)], { productions: [DINER], production: DINER }).table);
		expect(
			await screen.findByText(
				`${LICENSING_TEXT.tierFrom("Diner Nights", 0)} 24 more photos reach Volume 25.`,
			),
		).toBeTruthy();
	});

	it("shows each line's licence by name and changes a hero line's exclusive term", async () => {
		const lines = [storedLine(1, "hero-usage"), storedLine(2)];
		const cart = cartApi(lines);
		const { fetchMock } = renderCart(cart.table);
		const [background, hero] = (await findLines()) as [HTMLElement, HTMLElement];
		expect(within(background).getByTestId("line-licence").textContent).toBe("Background dressing");
		expect(within(background).queryByRole("combobox", { name: /Exclusivity/ })).toBeNull();
		expect(within(hero).getByText("$245.00")).toBeTruthy();

		const exclusive = within(hero).getByRole("combobox", { name: "Exclusivity for Snapshot 1" });
		expect((exclusive as HTMLSelectElement).value).toBe("");
		fireEvent.change(exclusive, { target: { value: "6" } });
		await waitFor(() =>
			expect(sentBodies(fetchMock, `/api/cart/items/${cartLineId(1)}`)).toEqual([
				{ license_type: "hero-usage", exclusive_months: 6 },
			]),
		);
		// Priced again by the server: three times hero.
		await waitFor(() =>
			expect(within(hero).getByTestId("line-licence").textContent).toBe("Hero usage, exclusive for 6 months"),
		);
		expect(within(hero).getByText("$735.00")).toBeTruthy();

		fireEvent.change(exclusive, { target: { value: "" } });
		await waitFor(() =>
			expect(sentBodies(fetchMock, `/api/cart/items/${cartLineId(1)}`).at(-1)).toEqual({
				license_type: "hero-usage",
				exclusive_months: null,
			}),
		);
		await waitFor(() => expect(within(hero).getByTestId("line-licence").textContent).toBe("Hero usage"));
	});

	it("shows the server's refusal of an exclusive term (409)", async () => {
		const cart = cartApi([storedLine(1, "hero-usage")], { refuse: LICENSING_TEXT.exclusiveRefused });
		renderCart(cart.table);
		const [hero] = (await findLines()) as [HTMLElement];
		fireEvent.change(within(hero).getByRole("combobox", { name: "Exclusivity for Snapshot 1" }), {
			target: { value: "12" },
		});
		expect(await screen.findByText(LICENSING_TEXT.exclusiveRefused)).toBeTruthy();
	});

	it("shows an upgrade line with what was paid, no license to change and no share of the discount", async () => {
		// 25 new photos reach 5%; the upgrade of licence L-0007 ($49.00 paid) to hero costs $196.00.
		const lines = [
			...Array.from({ length: 25 }, (_, i) => storedLine(i + 1)),
			storedLine(26, "hero-usage", {}, { upgrade_of: upgradeOf("L-0007", 4900) }),
		];
		renderCart(cartApi(lines).table);
		const items = await findLines();
		const upgrade = items[0] as HTMLElement;
		expect(within(upgrade).getByText("Upgrade of L-0007: $49.00 paid, you pay the difference")).toBeTruthy();
		expect(within(upgrade).queryByRole("combobox")).toBeNull();
		expect(within(upgrade).getByText("$196.00")).toBeTruthy();
		expect(within(upgrade).queryByText(/^−/)).toBeNull();
		// The discount: 5% of the 25 new lines only.
		expect(within(summary()).getByText("−$61.25")).toBeTruthy();
	});

	it("keeps the compact view working with the new fields", async () => {
		localStorage.setItem("cart-view", JSON.stringify("compact"));
		const lines = [
			storedLine(1, "hero-usage", {}, { exclusive_months: 12 }),
			storedLine(2, "hero-usage", {}, { upgrade_of: upgradeOf("L-0009", 4900) }),
		];
		renderCart(cartApi(lines).table);
		const [upgrade, exclusive] = (await findLines()) as [HTMLElement, HTMLElement];
		expect(within(exclusive).getByTestId("line-licence").textContent).toBe(
			"Hero usage, exclusive for 12 months",
		);
		expect(
			(within(exclusive).getByRole("combobox", { name: "Exclusivity for Snapshot 1" }) as HTMLSelectElement)
				.value,
		).toBe("12");
		expect(within(upgrade).getByText("Upgrade of L-0009: $49.00 paid, you pay the difference")).toBeTruthy();
		localStorage.removeItem("cart-view");
	});
});
