import { LICENSING_TEXT } from "@core/licensing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { byMethod, json, sentBodies } from "@/test/api-mock";
import { cartApi, storedLine, upgradeOf } from "@/test/cart-fixtures";
import { billingFixture, checkoutOptionsFixture, orderFixture } from "@/test/order-fixtures";
import {
	acceptTerms,
	placeOrder,
	project,
	projectChosen,
	renderCheckout,
	summary,
} from "../test/checkout-page";

/** Issue 30 at checkout: the cart priced for the production chosen, exclusive and upgrade lines. */

// $49.00 background, $1,225.00 hero exclusive for 12 months, and an upgrade of L-0007 to hero ($196.00).
const lines = [
	storedLine(1),
	storedLine(2, "hero-usage", {}, { exclusive_months: 12 }),
	storedLine(3, "hero-usage", {}, { upgrade_of: upgradeOf("L-0007", 4900) }),
];
// 23 licensed photos and the two new ones reach 5%: 5% of $1,274.00 is $63.70, the upgrade takes no share.
const summer = { project_id: project.id, name: project.name, licensed_count: 23 };

describe("/checkout, issue 30", { timeout: 30_000 }, () => {
	it("prices the cart for the production chosen, and sends that total with the order", async () => {
		const placed = orderFixture(43);
		const { fetchMock } = renderCheckout({
			...cartApi(lines, { productions: [summer] }).table,
			"/api/checkout/options": checkoutOptionsFixture({ last_billing: billingFixture }),
			"/api/checkout": byMethod({ POST: json({ order: placed, redirect_url: null }, 201) }),
			[`/api/orders/${placed.id}`]: { order: placed },
		});
		await projectChosen();
		await waitFor(() =>
			expect(sentBodies(fetchMock, "/api/cart/production")).toEqual([{ project_id: project.id }]),
		);
		expect(
			await within(summary()).findByText(
				`${LICENSING_TEXT.tierFrom(project.name, 23)} 25 more photos reach Volume 50.`,
			),
		).toBeTruthy();
		expect(within(summary()).getByText("5% volume discount")).toBeTruthy();
		expect(within(summary()).getByText("$1,406.30")).toBeTruthy();

		// The review names each licence, and the upgrade says what was paid.
		const review = screen.getByRole("list", { name: "Photos in this order" });
		expect(within(review).getByText("#1002 · Hero usage, exclusive for 12 months")).toBeTruthy();
		expect(within(review).getByText("Upgrade of L-0007: $49.00 paid, you pay the difference")).toBeTruthy();

		acceptTerms();
		await waitFor(() => expect(placeOrder()).toHaveProperty("disabled", false));
		fireEvent.click(placeOrder());
		await waitFor(() => expect(sentBodies(fetchMock, "/api/checkout")).toHaveLength(1));
		expect(sentBodies(fetchMock, "/api/checkout")[0]).toMatchObject({
			project_id: project.id,
			expected_total_cents: 140_630,
		});
	});

	it("asks once per production when the server keeps another answer", async () => {
		const { fetchMock } = renderCheckout(cartApi(lines, { fail: "production" }).table);
		await projectChosen();
		await waitFor(() => expect(sentBodies(fetchMock, "/api/cart/production")).toHaveLength(1));
		// The totals stay the cart's own, no tier sentence, and Place order is there to press.
		await waitFor(() => expect(placeOrder()).toHaveProperty("disabled", false));
		expect(within(summary()).queryByTestId("tier-from")).toBeNull();
		expect(sentBodies(fetchMock, "/api/cart/production")).toHaveLength(1);
	});
});
