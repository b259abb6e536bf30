import { describe, expect, it } from "vitest";
import { ACTION_TEXT, type ActionTarget, allowedActions } from "./order-action-text";

const order = (payment_method: ActionTarget["payment_method"]): ActionTarget => ({
	id: "7d3f6a56-3b1e-4c47-9c49-1f0f3c8e2a11",
	reference: "SSD-000042",
	status: "paid",
	payment_method,
	total_cents: 309_225,
	item_count: 26,
});

describe("admin order action texts", () => {
	it("say a card refund goes back through Stripe now, and an invoice refund is the admin's transfer", () => {
		expect(ACTION_TEXT.refund.consequence(order("stripe"))).toContain(
			"The card payment of $3,092.25 is refunded through Stripe now",
		);
		expect(ACTION_TEXT.refund.consequence(order("invoice"))).toContain(
			"send the $3,092.25 to the buyer yourself; this only records it",
		);
	});

	it("say cancelling a card order closes its payment page, and an invoice's is void", () => {
		expect(ACTION_TEXT.cancel.consequence(order("stripe"))).toContain("Stripe payment page is closed");
		expect(ACTION_TEXT.cancel.consequence(order("invoice"))).toContain("its invoice is void");
	});

	it("offer only the moves the order's state allows", () => {
		expect(allowedActions("pending_payment")).toEqual(["mark_paid", "cancel"]);
		expect(allowedActions("paid")).toEqual(["refund"]);
		expect(allowedActions("refunded")).toEqual([]);
	});
});
