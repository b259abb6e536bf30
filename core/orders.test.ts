import { describe, expect, it } from "vitest";
import { BillingContact, CheckoutCreate } from "./contracts/orders";
import { LICENCE_TERMS_VERSION } from "./licence-terms";
import {
	canTransition,
	invoiceDueDate,
	ORDER_ACTIONS,
	ORDER_STATUSES,
	ORDER_TEXT,
	orderReference,
} from "./orders";

describe("order states", () => {
	it("move only forward: pending to paid or cancelled, paid to refunded, nothing out of an end state", () => {
		const allowed = ORDER_STATUSES.flatMap((from) =>
			ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}>${to}`),
		);
		expect(allowed.sort()).toEqual(["paid>refunded", "pending_payment>cancelled", "pending_payment>paid"]);
	});

	it("names an action by the state it needs and the state it leads to, all of them allowed moves", () => {
		for (const { from, to } of Object.values(ORDER_ACTIONS)) expect(canTransition(from, to)).toBe(true);
		expect(ORDER_ACTIONS.refund).toEqual({ from: "paid", to: "refunded" });
	});

	it("explains a refused action in words", () => {
		expect(ORDER_TEXT.wrongState("mark_paid", "cancelled")).toBe(
			"Cannot mark paid an order that is cancelled",
		);
		expect(ORDER_TEXT.wrongState("refund", "pending_payment")).toBe(
			"Cannot refund an order that is awaiting payment",
		);
	});
});

describe("order references and invoice terms", () => {
	it("pads the order number to six digits and keeps longer ones whole", () => {
		expect(orderReference(42)).toBe("SSD-000042");
		expect(orderReference(1_234_567)).toBe("SSD-1234567");
	});

	it("falls due thirty days after placing, across month and year ends, in UTC", () => {
		expect(invoiceDueDate(new Date("2026-11-24T10:00:00Z"))).toBe("2026-12-24");
		expect(invoiceDueDate(new Date("2026-12-15T23:30:00Z"))).toBe("2027-01-14");
		expect(invoiceDueDate(new Date("2028-02-01T00:00:00Z"))).toBe("2028-03-02");
	});
});

describe("checkout input", () => {
	const billing = {
		name: " Ann Lee ",
		email: "ann@example.com",
		company: "Acme Films",
		address: "1 Main St",
	};

	it("trims the billing contact and gives a message per missing field", () => {
		expect(BillingContact.parse(billing).name).toBe("Ann Lee");
		const result = BillingContact.safeParse({ name: "", email: "nope", company: " ", address: "" });
		expect(result.success).toBe(false);
		const messages = Object.fromEntries(
			(result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
		);
		expect(messages).toEqual({
			name: "Name is required",
			email: "Enter a valid email address",
			company: "Company is required",
			address: "Billing address is required",
		});
	});

	it("takes no prices from the browser: any extra field is refused", () => {
		const order = {
			project_id: "7d3f6a56-3b1e-4c47-9c49-1f0f3c8e2a11",
			billing,
			expected_total_cents: 4900,
			terms_version: LICENCE_TERMS_VERSION,
		};
		expect(CheckoutCreate.parse(order).payment_method).toBe("invoice");
		expect(CheckoutCreate.safeParse({ ...order, total_cents: 1 }).success).toBe(false);
		expect(CheckoutCreate.safeParse({ ...order, billing: { ...billing, price_cents: 1 } }).success).toBe(
			false,
		);
	});
});
