import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { transitionOrder } from "../orders/transitions";
import { signUpAdmin } from "../test/admin-client";
import { signedStripeEvent } from "../test/fake-stripe";
import { adminAct } from "../test/fixtures/orders";
import {
	cardOrder,
	cartCount,
	checkoutSession,
	deliver,
	orderState,
	refundedCharge,
	setUpStripeApp,
} from "../test/fixtures/payments";

/**
 * Stripe does not promise the order in which it delivers events, nor that a payment arrives only
 * for an order still waiting for it: these are the late, early and unexpected ones.
 */

const setup = setUpStripeApp();

const recordedCount = async (eventId: string) => {
	const [row] = await setup.ctx.database.query<{ n: number }>(
		sql`select count(*)::int as n from payment_events where id = ${eventId}`,
	);
	return row?.n;
};

describe("Stripe events out of order", () => {
	it("leaves a paid order paid when an 'expired' or 'failed' event arrives after it", async () => {
		const placed = await cardOrder(setup.ctx, 2);
		await deliver(setup.ctx, signedStripeEvent("checkout.session.completed", checkoutSession(placed)));
		const paid = await orderState(setup.ctx, placed.order.id);

		for (const type of ["checkout.session.expired", "checkout.session.async_payment_failed"]) {
			const late = signedStripeEvent(
				type,
				checkoutSession(placed, { status: "expired", payment_status: "unpaid" }),
			);
			const res = await deliver(setup.ctx, late);
			expect(res.statusCode).toBe(200);
			expect(res.json()).toEqual({ received: true, duplicate: false });
		}
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("paid");
		expect(after.purchases).toEqual(paid.purchases);
		expect(after.events).toEqual(paid.events);
		// Both late events are recorded as handled, so their retries are replays too.
		expect(after.payments.map((p) => p.type).sort()).toEqual([
			"checkout.session.async_payment_failed",
			"checkout.session.completed",
			"checkout.session.expired",
		]);
	});

	it("cancels an unpaid order whose session expired, and keeps the buyer's cart", async () => {
		const placed = await cardOrder(setup.ctx, 2);
		const res = await deliver(
			setup.ctx,
			signedStripeEvent(
				"checkout.session.expired",
				checkoutSession(placed, { status: "expired", payment_status: "unpaid" }),
			),
		);
		expect(res.statusCode).toBe(200);
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("cancelled");
		expect(after.purchases).toEqual([]);
		expect(await cartCount(placed.client)).toBe(2);

		// A payment that still arrives for it changes nothing, and leaves a note for an admin to refund.
		await deliver(setup.ctx, signedStripeEvent("checkout.session.completed", checkoutSession(placed)));
		const late = await orderState(setup.ctx, placed.order.id);
		expect(late.status).toBe("cancelled");
		expect(late.purchases).toEqual([]);
		expect(late.events.at(-1)?.kind).toBe("payment_after_close");
	});

	it("waits for async_payment_succeeded when the session completes unpaid", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		await deliver(
			setup.ctx,
			signedStripeEvent("checkout.session.completed", checkoutSession(placed, { payment_status: "unpaid" })),
		);
		expect((await orderState(setup.ctx, placed.order.id)).status).toBe("pending_payment");
		await deliver(
			setup.ctx,
			signedStripeEvent("checkout.session.async_payment_succeeded", checkoutSession(placed)),
		);
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("paid");
		expect(after.purchases).toHaveLength(1);
	});

	it("holds back a full refund delivered before its payment, and applies it when Stripe delivers it again", async () => {
		const placed = await cardOrder(setup.ctx, 2);
		const refund = signedStripeEvent("charge.refunded", refundedCharge(placed));
		const refundId = JSON.parse(refund.payload).id as string;

		// Recorded as handled now, it would be lost: the payment after it would grant the licences.
		const early = await deliver(setup.ctx, refund);
		expect(early.statusCode).toBe(409);
		expect(early.json().error.code).toBe("CONFLICT");
		expect(await recordedCount(refundId)).toBe(0);
		expect((await orderState(setup.ctx, placed.order.id)).status).toBe("pending_payment");

		await deliver(setup.ctx, signedStripeEvent("checkout.session.completed", checkoutSession(placed)));
		expect((await orderState(setup.ctx, placed.order.id)).status).toBe("paid");

		// Stripe's retry of the same event.
		const retried = await deliver(setup.ctx, refund);
		expect(retried.json()).toEqual({ received: true, duplicate: false });
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("refunded");
		expect(after.purchases).toHaveLength(2);
		expect(after.purchases.every((p) => p.deleted_at !== null)).toBe(true);
		expect(await recordedCount(refundId)).toBe(1);
	});

	it("applies a refund delivered while its payment is being recorded, once that commits", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		const refund = signedStripeEvent("charge.refunded", refundedCharge(placed));
		let answered: ReturnType<typeof deliver> | undefined;
		// The payment's transaction holds the order, paid with its payment intent, not yet committed.
		// On PostgreSQL the refund cannot see that payment intent yet and must wait for the order's
		// lock; PGlite runs one transaction at a time, so there it simply comes after.
		await setup.ctx.database.db.transaction(async (tx) => {
			await transitionOrder(tx, placed.order.id, "mark_paid", "stripe", {
				stripePaymentIntent: placed.paymentIntent,
				royaltyPercent: 50,
			});
			answered = deliver(setup.ctx, refund);
			await new Promise((resolve) => setTimeout(resolve, 300));
		});
		const res = await answered;
		expect(res?.statusCode, res?.body).toBe(200);
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("refunded");
		expect(after.purchases.every((p) => p.deleted_at !== null)).toBe(true);
	});

	it("records a refund of no order waiting for it (another integration's, or a cancelled order's) and changes nothing", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		await deliver(
			setup.ctx,
			signedStripeEvent(
				"checkout.session.expired",
				checkoutSession(placed, { status: "expired", payment_status: "unpaid" }),
			),
		);
		const cancelled = await orderState(setup.ctx, placed.order.id);
		expect(cancelled.status).toBe("cancelled");
		for (const charge of [
			refundedCharge(placed, { id: "ch_test_elsewhere", payment_intent: "pi_test_elsewhere", metadata: {} }),
			refundedCharge(placed),
		]) {
			const res = await deliver(setup.ctx, signedStripeEvent("charge.refunded", charge));
			expect(res.statusCode, res.body).toBe(200);
			expect(res.json()).toEqual({ received: true, duplicate: false });
		}
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("cancelled");
		expect(after.events).toEqual(cancelled.events);
	});

	it("notes a card payment for an order an admin already marked paid, and not the same payment reported twice", async () => {
		const admin = await signUpAdmin(setup.ctx);
		const placed = await cardOrder(setup.ctx, 1);
		expect((await adminAct(admin, placed.order.id, "mark_paid")).statusCode).toBe(200);

		const res = await deliver(
			setup.ctx,
			signedStripeEvent("checkout.session.completed", checkoutSession(placed)),
		);
		expect(res.statusCode).toBe(200);
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("paid");
		expect(after.purchases).toHaveLength(1);
		// The buyer paid twice: the history tells the admin to give the card payment back.
		expect(after.events.map((e) => e.kind)).toEqual(["placed", "mark_paid", "payment_after_close"]);
		expect(after.events.at(-1)?.note).toContain("already marked paid; refund this payment on Stripe");

		// Paid through Stripe, then the same payment reported by a second event: nothing to note.
		const other = await cardOrder(setup.ctx, 1);
		await deliver(setup.ctx, signedStripeEvent("checkout.session.completed", checkoutSession(other)));
		const paid = await orderState(setup.ctx, other.order.id);
		await deliver(
			setup.ctx,
			signedStripeEvent("checkout.session.async_payment_succeeded", checkoutSession(other)),
		);
		expect(await orderState(setup.ctx, other.order.id)).toMatchObject({
			status: "paid",
			events: paid.events,
		});
	});
});
