import { ORDER_TEXT } from "@core/orders";
import { describe, expect, it } from "vitest";
import { CANCEL_AFTER_PAYMENT } from "../orders/admin-actions";
import { signUpAdmin } from "../test/admin-client";
import { signedStripeEvent } from "../test/fake-stripe";
import { adminAct, mailsTo } from "../test/fixtures/orders";
import {
	type CardOrder,
	cardOrder,
	cartCount,
	checkoutSession,
	closeStripeApp,
	deliver,
	orderState,
	payOnStripe,
	refundedCharge,
	startStripeApp,
} from "../test/fixtures/payments";
import { setUpOnce } from "../test/set-up-once";
import { refundIdempotencyKey } from "./stripe";

/** An admin's refund and cancel of card orders act on Stripe first; invoice orders stay records. */

const ADMIN = "curator@studio.test";
const setup = setUpOnce(async () => {
	const started = await startStripeApp({ AUTH_RATE_LIMIT: "1000" });
	return { ...started, admin: await signUpAdmin(started.ctx, ADMIN) };
}, closeStripeApp);

const act = (orderId: string, action: string, body: unknown = {}) =>
	adminAct(setup.admin, orderId, action, body);

/** The Stripe API calls made since `from` (an index into the fake's requests), as 'METHOD path'. */
const callsSince = (from: number) => setup.fake.requests.slice(from).map((r) => `${r.method} ${r.path}`);

const refundMails = async (placed: CardOrder) =>
	(await mailsTo(setup.ctx, placed.order.billing.email)).filter((m) => m.subject.endsWith("is refunded"));

describe("an admin refunds a card order", () => {
	it("refunds the payment on Stripe once (its payment intent, the order's key), then records it; Stripe's charge.refunded changes nothing", async () => {
		const placed = await cardOrder(setup.ctx, 2);
		await payOnStripe(setup.ctx, setup.fake, placed);
		const from = setup.fake.requests.length;

		const res = await act(placed.order.id, "refund", { note: "Wrong photos" });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().order.status).toBe("refunded");
		expect(callsSince(from)).toEqual(["POST /v1/refunds"]);
		const call = setup.fake.requests[from];
		expect(call?.form.get("payment_intent")).toBe(placed.paymentIntent);
		expect(call?.headers["idempotency-key"]).toBe(refundIdempotencyKey(placed.order.id));
		const refunds = [...setup.fake.refunds.values()].filter((r) => r.payment_intent === placed.paymentIntent);
		expect(refunds).toHaveLength(1);
		expect(refunds[0]?.amount).toBe(placed.order.total_cents);

		const refunded = await orderState(setup.ctx, placed.order.id);
		expect(refunded.status).toBe("refunded");
		expect(refunded.purchases.every((p) => p.deleted_at !== null)).toBe(true);
		expect(refunded.events.at(-1)).toEqual({
			kind: "refund",
			actor: `admin: ${ADMIN}`,
			note: `Wrong photos — Refunded on Stripe: ${refunds[0]?.id}`,
		});
		expect(await refundMails(placed)).toHaveLength(1);

		// Stripe then reports the refund it made: the order is already refunded, nothing moves.
		const reported = await deliver(setup.ctx, signedStripeEvent("charge.refunded", refundedCharge(placed)));
		expect(reported.statusCode).toBe(200);
		expect(reported.json()).toEqual({ received: true, duplicate: false });
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("refunded");
		expect(after.events).toEqual(refunded.events);
		expect(after.purchases).toEqual(refunded.purchases);
		expect(await refundMails(placed)).toHaveLength(1);

		// The admin again: nothing more is asked of Stripe.
		expect((await act(placed.order.id, "refund")).statusCode).toBe(200);
		expect(callsSince(from)).toEqual(["POST /v1/refunds"]);
	});

	it("answers 502 with Stripe's reason and leaves the order paid when Stripe refuses; a retry then refunds", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		await payOnStripe(setup.ctx, setup.fake, placed);
		const paid = await orderState(setup.ctx, placed.order.id);
		// A refusal before Stripe began the work (a rate limit): not saved under the key, so a retry is fresh.
		setup.fake.refuseNext(1, {
			status: 429,
			type: "invalid_request_error",
			code: "rate_limit",
			message: "Too many requests",
		});

		const res = await act(placed.order.id, "refund", { note: "Duplicate order" });
		expect(res.statusCode).toBe(502);
		expect(res.json().error).toEqual({
			code: "SERVICE_UNAVAILABLE",
			message:
				"Stripe did not refund the payment: Too many requests. Nothing was changed: the order is still paid.",
		});
		expect(await orderState(setup.ctx, placed.order.id)).toEqual(paid);
		expect([...setup.fake.refunds.values()].some((r) => r.payment_intent === placed.paymentIntent)).toBe(
			false,
		);
		expect(await refundMails(placed)).toHaveLength(0);

		const retried = await act(placed.order.id, "refund", { note: "Duplicate order" });
		expect(retried.statusCode, retried.body).toBe(200);
		expect(retried.json().order.status).toBe("refunded");
	});

	it("records a payment already refunded in Stripe's dashboard, whose event has not arrived yet", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		await payOnStripe(setup.ctx, setup.fake, placed);
		// Someone refunds it in the dashboard (another key than ours).
		await setup.fake.client.refunds.create({ payment_intent: placed.paymentIntent });

		const res = await act(placed.order.id, "refund");
		expect(res.statusCode, res.body).toBe(200);
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("refunded");
		expect(after.events.at(-1)?.note).toBe(`Already refunded on Stripe (${placed.paymentIntent})`);
		expect(
			[...setup.fake.refunds.values()].filter((r) => r.payment_intent === placed.paymentIntent),
		).toHaveLength(1);
	});

	it("only records the refund of a card order an admin marked paid: no card payment to return", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		expect((await act(placed.order.id, "mark_paid", { note: "Paid by wire" })).statusCode).toBe(200);
		const from = setup.fake.requests.length;

		const res = await act(placed.order.id, "refund");
		expect(res.statusCode, res.body).toBe(200);
		expect(callsSince(from)).toEqual([]);
		expect((await orderState(setup.ctx, placed.order.id)).events.at(-1)).toEqual({
			kind: "refund",
			actor: `admin: ${ADMIN}`,
			note: "No card payment is recorded for this order: nothing was refunded on Stripe",
		});
	});
});

describe("an admin cancels a card order awaiting payment", () => {
	it("expires its Stripe page first, then cancels it; Stripe's expired event changes nothing", async () => {
		const placed = await cardOrder(setup.ctx, 2);
		const from = setup.fake.requests.length;

		const res = await act(placed.order.id, "cancel", { note: "Buyer asked" });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().order.status).toBe("cancelled");
		expect(callsSince(from)).toEqual([`POST /v1/checkout/sessions/${placed.sessionId}/expire`]);
		expect(setup.fake.sessions.get(placed.sessionId)?.status).toBe("expired");
		const cancelled = await orderState(setup.ctx, placed.order.id);
		expect(cancelled.events.at(-1)).toEqual({
			kind: "cancel",
			actor: `admin: ${ADMIN}`,
			note: "Buyer asked — Card payment page closed on Stripe",
		});
		expect(await cartCount(placed.client)).toBe(2);

		const expired = checkoutSession(placed, { status: "expired", payment_status: "unpaid" });
		expect(
			(await deliver(setup.ctx, signedStripeEvent("checkout.session.expired", expired))).statusCode,
		).toBe(200);
		expect(await orderState(setup.ctx, placed.order.id)).toMatchObject({
			status: "cancelled",
			events: cancelled.events,
		});
		// Again from the admin: nothing more is asked of Stripe.
		expect((await act(placed.order.id, "cancel")).statusCode).toBe(200);
		expect(callsSince(from)).toHaveLength(1);
	});

	it("refuses (409) when the buyer has just paid on Stripe, changing nothing; the payment then counts", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		setup.fake.completeSession(placed.sessionId, placed.paymentIntent);
		const pending = await orderState(setup.ctx, placed.order.id);
		const from = setup.fake.requests.length;

		const res = await act(placed.order.id, "cancel");
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(CANCEL_AFTER_PAYMENT);
		// Stripe's refusal names no code: the session itself was asked.
		expect(callsSince(from)).toEqual([
			`POST /v1/checkout/sessions/${placed.sessionId}/expire`,
			`GET /v1/checkout/sessions/${placed.sessionId}`,
		]);
		expect(await orderState(setup.ctx, placed.order.id)).toEqual(pending);

		await deliver(setup.ctx, signedStripeEvent("checkout.session.completed", checkoutSession(placed)));
		const paid = await orderState(setup.ctx, placed.order.id);
		expect(paid.status).toBe("paid");
		expect(paid.purchases).toHaveLength(1);
	});

	it("answers 502 and leaves the order pending when Stripe fails", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		const pending = await orderState(setup.ctx, placed.order.id);
		setup.fake.refuseNext(1, {
			status: 500,
			type: "api_error",
			message: "Something went wrong on Stripe's end",
		});

		const res = await act(placed.order.id, "cancel");
		expect(res.statusCode).toBe(502);
		expect(res.json().error.message).toBe(
			"Stripe did not close the payment page: Something went wrong on Stripe's end. Nothing was changed: the order is still awaiting payment.",
		);
		expect(await orderState(setup.ctx, placed.order.id)).toEqual(pending);
		expect(setup.fake.sessions.get(placed.sessionId)?.status).toBe("open");
	});

	it("refuses a wrong state before asking Stripe anything", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		const from = setup.fake.requests.length;
		const refund = await act(placed.order.id, "refund");
		expect(refund.statusCode).toBe(409);
		expect(refund.json().error.message).toBe(ORDER_TEXT.wrongState("refund", "pending_payment"));
		expect(callsSince(from)).toEqual([]);
	});
});

describe("invoice orders", () => {
	it("are cancelled, marked paid and refunded as records only: no Stripe call", async () => {
		const dropped = await cardOrder(setup.ctx, 1, "invoice");
		const settled = await cardOrder(setup.ctx, 2, "invoice");
		const from = setup.fake.requests.length;

		expect((await act(dropped.order.id, "cancel")).json().order.status).toBe("cancelled");
		expect((await act(settled.order.id, "mark_paid")).json().order.status).toBe("paid");
		const refund = await act(settled.order.id, "refund", { note: "Transfer 4471 sent back" });
		expect(refund.statusCode).toBe(200);
		expect(refund.json().order.status).toBe("refunded");
		expect((await orderState(setup.ctx, settled.order.id)).events.at(-1)?.note).toBe(
			"Transfer 4471 sent back",
		);
		expect((await orderState(setup.ctx, dropped.order.id)).events.at(-1)?.note).toBeNull();
		expect(callsSince(from)).toEqual([]);
	});
});
