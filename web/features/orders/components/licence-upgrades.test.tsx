import type { Purchase } from "@core/contracts/orders";
import { LICENSING_TEXT } from "@core/licensing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, byMethod, json, mockApi, sentBodies, signedInMember } from "@/test/api-mock";
import {
	orderFixture,
	orderId,
	orderItemFixture,
	orderItemId,
	orderSummaryFixture,
	paidOrderFixture,
	purchasesOf,
} from "@/test/order-fixtures";
import { renderApp } from "@/test/render-app";

/** Issue 30 on the buyer's licences: exclusive terms, upgrades, print files and the order's ZIP. */

const UNTIL = "2025-10-02T09:00:00.000Z";
// Photo 3: background ($49.00) with three upgrades on offer; photo 4: exclusive hero for 6 months;
// photo 5: background, already upgraded by a later licence.
const order = paidOrderFixture(21, {
	items: [
		orderItemFixture(3, { purchased: true }),
		orderItemFixture(4, {
			purchased: true,
			license: "hero-usage",
			exclusive_months: 6,
			exclusive_until: UNTIL,
		}),
		orderItemFixture(5, {
			purchased: true,
			upgraded_by: {
				order_item_id: orderItemId(55),
				licence_number: "SSD-000022-01",
				license_type: "hero-usage",
			},
		}),
	],
});
const offers = {
	[orderItemId(3)]: [
		{ license_type: "hero-usage" as const, exclusive_months: null, price_cents: 19_600 },
		{ license_type: "hero-usage" as const, exclusive_months: 6 as const, price_cents: 68_600 },
		{ license_type: "hero-usage" as const, exclusive_months: 12 as const, price_cents: 117_600 },
	],
	[orderItemId(5)]: [{ license_type: "hero-usage" as const, exclusive_months: null, price_cents: 19_600 }],
};

function renderPurchases(cartAnswer: (url: URL, init?: RequestInit) => Response) {
	const purchases: Purchase[] = purchasesOf(order, offers);
	const fetchMock = mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		"/api/purchases": { purchases, total: purchases.length, page: 1, page_size: 24 },
		"/api/orders": { orders: [orderSummaryFixture(order)] },
		"/api/cart": byMethod({ POST: cartAnswer, GET: json({ items: [] }) }),
	});
	return { fetchMock, ...renderApp("/my-purchases") };
}

const added = () => json({ item: {} }, 201);

async function licenceOf(title: string): Promise<HTMLElement> {
	// The first page of a file takes seconds to render on a loaded machine.
	const link = await screen.findByRole("link", { name: title }, { timeout: 15_000 });
	return link.closest("li") as HTMLElement;
}

describe("/my-purchases, issue 30", { timeout: 20_000 }, () => {
	it("names each licence with its exclusive term and end, and offers the server's upgrades with their prices", async () => {
		renderPurchases(added);
		const exclusive = await licenceOf("Snapshot 4");
		expect(
			within(exclusive).getByText(/Hero usage, exclusive for 6 months, until October 2, 2025/),
		).toBeTruthy();
		expect(within(exclusive).queryByRole("button", { name: /Upgrade|Make exclusive/ })).toBeNull();

		const background = await licenceOf("Snapshot 3");
		expect(
			within(background)
				.getAllByRole("button", { name: /Upgrade|Make exclusive/ })
				.map((b) => b.textContent),
		).toEqual([
			"Upgrade to hero (+$196.00)",
			"Make exclusive for 6 months (+$686.00)",
			"Make exclusive for 12 months (+$1,176.00)",
		]);

		// Upgraded already: says so, offers nothing more.
		const upgraded = await licenceOf("Snapshot 5");
		expect(within(upgraded).getByText("Upgraded by a later licence")).toBeTruthy();
		expect(within(upgraded).queryByRole("button", { name: /Upgrade/ })).toBeNull();
	});

	it("puts an upgrade in the cart with the licence it upgrades, and toasts the way to the cart", async () => {
		const { fetchMock, router } = renderPurchases(added);
		const background = await licenceOf("Snapshot 3");
		fireEvent.click(within(background).getByRole("button", { name: /Make exclusive for 12 months/ }));
		expect(await screen.findByText("Upgrade added to cart")).toBeTruthy();
		fireEvent.click(within(background).getByRole("button", { name: /Upgrade to hero/ }));
		await waitFor(() => expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toHaveLength(2));
		const photo = order.items[0]?.photo.id;
		expect(sentBodies(fetchMock, "/api/cart").filter(Boolean)).toEqual([
			{ photo_id: photo, license_type: "hero-usage", exclusive_months: 12, upgrade_of: orderItemId(3) },
			{ photo_id: photo, license_type: "hero-usage", upgrade_of: orderItemId(3) },
		]);
		fireEvent.click(screen.getAllByRole("button", { name: "View cart" })[0] as HTMLElement);
		await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
	});

	it("shows the server's reason when it refuses an upgrade (409)", async () => {
		renderPurchases(() => apiError(409, "CONFLICT", LICENSING_TEXT.exclusiveRefused));
		const background = await licenceOf("Snapshot 3");
		fireEvent.click(within(background).getByRole("button", { name: /Make exclusive for 6 months/ }));
		expect(await screen.findByText(LICENSING_TEXT.exclusiveRefused)).toBeTruthy();
	});

	it("links each licence's print files", async () => {
		renderPurchases(added);
		const background = await licenceOf("Snapshot 3");
		expect(
			within(background).getByRole("link", { name: "Print files: Snapshot 3" }).getAttribute("href"),
		).toBe(`/licences/${orderItemId(3)}/print`);
	});
});

function renderOrder(answer: unknown) {
	mockApi({
		"/api/me": signedInMember,
		"/api/cart/count": { count: 0 },
		[`/api/orders/${orderId(21)}`]: answer,
	});
	return renderApp(`/orders/${orderId(21)}`);
}

describe("/orders/{id}, issue 30", { timeout: 20_000 }, () => {
	it("shows a paid order's ZIP, each licence's print files, its exclusive term and its upgrades", async () => {
		const paid = paidOrderFixture(21, {
			items: [
				orderItemFixture(4, {
					purchased: true,
					license: "hero-usage",
					exclusive_months: 12,
					exclusive_until: UNTIL,
					upgrade_of: { order_item_id: orderItemId(44), licence_number: "SSD-000020-03" },
					credit_cents: 4900,
				}),
				order.items[2] ?? orderItemFixture(5),
			],
		});
		renderOrder({ order: paid });
		const zip = await screen.findByRole("link", { name: "Download all (ZIP)" });
		expect(zip.getAttribute("href")).toBe(`/api/orders/${orderId(21)}/zip`);
		expect(zip.hasAttribute("download")).toBe(true);

		const lines = screen.getByRole("list", { name: "Photos in this order" });
		const [exclusive, upgraded] = within(lines).getAllByRole("listitem") as [HTMLElement, HTMLElement];
		expect(
			within(exclusive).getByText(/Hero usage, exclusive for 12 months, until October 2, 2025/),
		).toBeTruthy();
		expect(within(exclusive).getByText("Upgrades licence SSD-000020-03")).toBeTruthy();
		expect(
			within(exclusive).getByRole("link", { name: "Print files: Snapshot 4" }).getAttribute("href"),
		).toBe(`/licences/${orderItemId(4)}/print`);
		expect(within(upgraded).getByText("Upgraded to Hero usage by SSD-000022-01")).toBeTruthy();
	});

	it("offers no ZIP and no print files before payment", async () => {
		renderOrder({ order: orderFixture(21) });
		expect(await screen.findByRole("list", { name: "Photos in this order" })).toBeTruthy();
		expect(screen.queryByRole("link", { name: "Download all (ZIP)" })).toBeNull();
		expect(screen.queryByRole("link", { name: /Print files/ })).toBeNull();
	});
});
