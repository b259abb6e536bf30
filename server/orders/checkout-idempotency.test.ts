import type { CheckoutResponse, Order } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import { describe, expect, it } from "vitest";
import { invoiceProvider, type PaymentProvider } from "../payments/provider";
import type { AuthClient } from "../test/auth-client";
import {
	type CheckoutBody,
	countRows,
	mailsTo,
	readyToCheckOut,
	setUpOrderApp,
} from "../test/fixtures/orders";

/** A retried checkout (the connection dropped after the commit) gets the first attempt's order. */

/** Stands in for Stripe's remote API: opens a page per order, or fails when told to. */
const card = { fail: false, starts: 0 };
const cardProvider: PaymentProvider = {
	method: "stripe",
	async start(order: Order) {
		card.starts++;
		if (card.fail) throw new Error("card network unreachable");
		return {
			redirectUrl: `https://pay.example/session/${order.number}`,
			stripeSessionId: `cs_test_${order.id}`,
		};
	},
};

const setup = setUpOrderApp({
	payments: () =>
		new Map([
			["invoice", invoiceProvider],
			["stripe", cardProvider],
		]),
});

const checkoutWithKey = (client: AuthClient, body: CheckoutBody, key: string) =>
	client.request({
		method: "POST",
		url: "/api/checkout",
		payload: body,
		headers: { "idempotency-key": key },
	});

describe("POST /api/checkout with an Idempotency-Key", () => {
	it("answers a retry with the same invoice order: one order, one invoice mail, the cart emptied once", async () => {
		const { client, body } = await readyToCheckOut(setup.ctx, "Ida", 3, "Retry Street");
		const before = await countRows(setup.ctx, "orders");
		const first = await checkoutWithKey(client, { ...body, payment_method: "invoice" }, "key-ida-0001");
		expect(first.statusCode, first.body).toBe(201);
		const again = await checkoutWithKey(client, { ...body, payment_method: "invoice" }, "key-ida-0001");
		expect(again.statusCode, again.body).toBe(201);
		expect((again.json() as CheckoutResponse).order).toEqual((first.json() as CheckoutResponse).order);
		expect(await countRows(setup.ctx, "orders")).toBe(before + 1);
		expect(
			(await mailsTo(setup.ctx, "ida@studio.test")).filter((m) => /invoice/i.test(m.subject)),
		).toHaveLength(1);
	});

	it("gives concurrent retries of a card checkout one order and one payment page", async () => {
		const { client, body } = await readyToCheckOut(setup.ctx, "Cara", 2, "Double Click");
		const startsBefore = card.starts;
		const before = await countRows(setup.ctx, "orders");
		const answers = await Promise.all(
			Array.from({ length: 5 }, () =>
				checkoutWithKey(client, { ...body, payment_method: "stripe" }, "key-cara-0001"),
			),
		);
		const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as CheckoutResponse);
		// Each either got the order and its page, or was told the first attempt is still opening it.
		for (const a of answers.filter((a) => a.statusCode !== 201)) {
			expect(a.statusCode).toBe(409);
			expect(a.json().error.message).toBe(ORDER_TEXT.checkoutInProgress);
		}
		expect(placed.length).toBeGreaterThanOrEqual(1);
		expect(new Set(placed.map((p) => p.order.id)).size).toBe(1);
		expect(new Set(placed.map((p) => p.redirect_url))).toEqual(
			new Set([`https://pay.example/session/${placed[0]?.order.number}`]),
		);
		expect(await countRows(setup.ctx, "orders")).toBe(before + 1);
		expect(card.starts).toBe(startsBefore + 1);
		// A later retry, once the page is open, gets the same answer.
		const late = await checkoutWithKey(client, { ...body, payment_method: "stripe" }, "key-cara-0001");
		expect(late.statusCode).toBe(201);
		expect((late.json() as CheckoutResponse).redirect_url).toBe(placed[0]?.redirect_url);
	});

	it("refuses the same key with a different request (409) and places nothing", async () => {
		const { client, body } = await readyToCheckOut(setup.ctx, "Kim", 2, "Key Reuse");
		expect(
			(await checkoutWithKey(client, { ...body, payment_method: "stripe" }, "key-kim-00001")).statusCode,
		).toBe(201);
		const before = await countRows(setup.ctx, "orders");
		const other = await checkoutWithKey(
			client,
			{ ...body, payment_method: "stripe", billing: { ...body.billing, name: "Someone Else" } },
			"key-kim-00001",
		);
		expect(other.statusCode).toBe(409);
		expect(other.json().error.message).toBe(ORDER_TEXT.idempotencyReused);
		expect(await countRows(setup.ctx, "orders")).toBe(before);
	});

	it("keeps keys per buyer: another buyer's same key places their own order", async () => {
		const a = await readyToCheckOut(setup.ctx, "Ana", 1, "Shared Key A");
		const b = await readyToCheckOut(setup.ctx, "Ben", 1, "Shared Key B");
		const first = await checkoutWithKey(a.client, { ...a.body, payment_method: "invoice" }, "same-key-0001");
		const second = await checkoutWithKey(b.client, { ...b.body, payment_method: "invoice" }, "same-key-0001");
		expect(second.statusCode, second.body).toBe(201);
		expect(second.json().order.id).not.toBe(first.json().order.id);
		expect(second.json().order.billing.name).toBe("Ben");
	});

	it("tells a retry that the card payment could not start, as the first attempt was told", async () => {
		const { client, body } = await readyToCheckOut(setup.ctx, "Fay", 1, "Failing Card");
		card.fail = true;
		try {
			const first = await checkoutWithKey(client, { ...body, payment_method: "stripe" }, "key-fay-00001");
			expect(first.statusCode).toBe(502);
			const again = await checkoutWithKey(client, { ...body, payment_method: "stripe" }, "key-fay-00001");
			expect(again.statusCode).toBe(502);
			expect(again.json().error.message).toBe(ORDER_TEXT.paymentStartFailed);
		} finally {
			card.fail = false;
		}
		// A new key is a new attempt, and it goes through.
		const fresh = await checkoutWithKey(client, { ...body, payment_method: "stripe" }, "key-fay-00002");
		expect(fresh.statusCode, fresh.body).toBe(201);
	});

	it("refuses a malformed key with 400 naming the header", async () => {
		const { client, body } = await readyToCheckOut(setup.ctx, "Mal", 1, "Bad Key");
		for (const key of ["short", "x".repeat(256), "has space in it"]) {
			const res = await checkoutWithKey(client, { ...body, payment_method: "invoice" }, key);
			expect(res.statusCode).toBe(400);
			expect(res.json().error.fields).toEqual({ "idempotency-key": ORDER_TEXT.idempotencyKey });
		}
	});
});
