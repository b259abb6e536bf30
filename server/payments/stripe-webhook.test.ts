import type { Order } from "@core/contracts/orders";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { outboxMail } from "../test/auth-client";
import { signedStripeEvent, TEST_STRIPE_WEBHOOK_SECRET } from "../test/fake-stripe";
import {
	cardOrder,
	cartCount,
	checkoutSession,
	deliver,
	orderState,
	refundedCharge,
	setUpStripeApp,
} from "../test/fixtures/payments";
import { createTestApp } from "../test/harness";
import { STRIPE_WEBHOOK_PATH } from "./webhook-routes";

const setup = setUpStripeApp();

const itemTotals = (order: Order) => order.items.map((i) => i.total_cents).sort((a, b) => a - b);

describe("POST /api/payments/stripe/webhook", () => {
	it("marks the order paid on checkout.session.completed: purchases, cart cleared, receipt", async () => {
		const placed = await cardOrder(setup.ctx, 3);
		expect(await cartCount(placed.client)).toBe(3);
		const event = signedStripeEvent("checkout.session.completed", checkoutSession(placed));

		const res = await deliver(setup.ctx, event);
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ received: true, duplicate: false });

		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("paid");
		expect(after.order?.paid_at).not.toBeNull();
		expect(after.order?.stripe_payment_intent).toBe(placed.paymentIntent);
		expect(after.purchases.map((p) => p.price_cents)).toEqual(itemTotals(placed.order));
		expect(after.purchases.every((p) => p.deleted_at === null)).toBe(true);
		expect(after.events.map((e) => [e.kind, e.actor])).toEqual([
			["placed", "buyer"],
			["mark_paid", "stripe"],
		]);
		expect(after.payments).toEqual([
			{ id: JSON.parse(event.payload).id, type: "checkout.session.completed" },
		]);
		expect(await cartCount(placed.client)).toBe(0);
		const receipt = await outboxMail(setup.ctx, placed.order.billing.email, /^Receipt for order/);
		expect(receipt.subject).toContain(placed.order.reference);
		const mine = (await placed.client.get("/api/purchases")).json();
		expect(mine.purchases).toHaveLength(3);
	});

	it("changes nothing when the same event is delivered again, one after another or at once", async () => {
		const placed = await cardOrder(setup.ctx, 2);
		const event = signedStripeEvent("checkout.session.completed", checkoutSession(placed));
		expect((await deliver(setup.ctx, event)).json()).toEqual({ received: true, duplicate: false });
		const once = await orderState(setup.ctx, placed.order.id);

		const replay = await deliver(setup.ctx, event);
		expect(replay.statusCode).toBe(200);
		expect(replay.json()).toEqual({ received: true, duplicate: true });
		// Stripe signs each delivery afresh: a new signature over the same event is still that event.
		const resigned = signedStripeEvent("checkout.session.completed", checkoutSession(placed), {
			id: JSON.parse(event.payload).id,
		});
		expect((await deliver(setup.ctx, resigned)).json()).toEqual({ received: true, duplicate: true });
		expect(await orderState(setup.ctx, placed.order.id)).toEqual(once);
		expect(once.purchases).toHaveLength(2);

		const other = await cardOrder(setup.ctx, 2);
		const twice = signedStripeEvent("checkout.session.completed", checkoutSession(other));
		const answers = await Promise.all([deliver(setup.ctx, twice), deliver(setup.ctx, twice)]);
		expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
		expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true]);
		const settled = await orderState(setup.ctx, other.order.id);
		expect(settled.purchases).toHaveLength(2);
		expect(settled.events.filter((e) => e.kind === "mark_paid")).toHaveLength(1);
	});

	it("refuses a missing, wrong, stale or tampered signature with 400 and writes nothing", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		const body = checkoutSession(placed);
		const good = signedStripeEvent("checkout.session.completed", body);
		const tampered = signedStripeEvent("checkout.session.completed", { ...body, amount_total: 1 });
		const attempts = [
			{ payload: good.payload, signature: null },
			{ payload: good.payload, signature: "t=1,v1=deadbeef" },
			signedStripeEvent("checkout.session.completed", body, { secret: "whsec_someone_else" }),
			signedStripeEvent("checkout.session.completed", body, {
				timestamp: Math.floor(Date.now() / 1000) - 3600,
			}),
			// Signed for one body, sent with another.
			{ payload: tampered.payload, signature: good.signature },
		];
		for (const attempt of attempts) {
			const res = await deliver(setup.ctx, attempt);
			expect(res.statusCode).toBe(400);
			expect(res.json().error.code).toBe("VALIDATION_ERROR");
		}
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("pending_payment");
		expect(after.payments).toEqual([]);
		expect(after.purchases).toEqual([]);
		const [recorded] = await setup.ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from payment_events where id = ${JSON.parse(good.payload).id}`,
		);
		expect(recorded?.n).toBe(0);
	});

	it("verifies the signature over the bytes as sent: Stripe's indented JSON is accepted", async () => {
		// Stripe sends its events pretty-printed. A handler that re-serialised the parsed body would
		// sign different bytes and refuse every real event, while compact test payloads still passed.
		const placed = await cardOrder(setup.ctx, 1);
		const payload = JSON.stringify(
			{
				id: "evt_test_indented",
				object: "event",
				type: "checkout.session.completed",
				data: { object: checkoutSession(placed) },
			},
			null,
			2,
		);
		const signature = Stripe.webhooks.generateTestHeaderString({
			payload,
			secret: TEST_STRIPE_WEBHOOK_SECRET,
		});
		const res = await deliver(setup.ctx, { payload, signature });
		expect(res.statusCode, res.body).toBe(200);
		expect((await orderState(setup.ctx, placed.order.id)).status).toBe("paid");
	});

	it("refunds the order on charge.refunded: purchases soft-deleted; a partial refund only notes it", async () => {
		const placed = await cardOrder(setup.ctx, 2);
		const paid = signedStripeEvent("checkout.session.completed", checkoutSession(placed));
		await deliver(setup.ctx, paid);
		await deliver(
			setup.ctx,
			signedStripeEvent("charge.refunded", refundedCharge(placed, { amount_refunded: 100, refunded: false })),
		);
		const partly = await orderState(setup.ctx, placed.order.id);
		expect(partly.status).toBe("paid");
		expect(partly.purchases.every((p) => p.deleted_at === null)).toBe(true);
		expect(partly.events.at(-1)?.kind).toBe("partial_refund");

		const full = signedStripeEvent("charge.refunded", refundedCharge(placed));
		expect((await deliver(setup.ctx, full)).json()).toEqual({ received: true, duplicate: false });
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("refunded");
		expect(after.purchases).toHaveLength(2);
		expect(after.purchases.every((p) => p.deleted_at !== null)).toBe(true);
		expect(after.events.at(-1)).toMatchObject({ kind: "refund", actor: "stripe" });
		expect((await placed.client.get("/api/purchases")).json().purchases).toEqual([]);
		await outboxMail(setup.ctx, placed.order.billing.email, /is refunded$/);

		// Replays of the refund, and of the payment before it, find their events handled.
		expect((await deliver(setup.ctx, full)).json()).toEqual({ received: true, duplicate: true });
		expect((await deliver(setup.ctx, paid)).json()).toEqual({ received: true, duplicate: true });
		expect(await orderState(setup.ctx, placed.order.id)).toEqual(after);
	});

	it("does not mark an order paid when Stripe's amount differs from the order total", async () => {
		const placed = await cardOrder(setup.ctx, 2);
		const res = await deliver(
			setup.ctx,
			signedStripeEvent(
				"checkout.session.completed",
				checkoutSession(placed, { amount_total: placed.order.total_cents - 1 }),
			),
		);
		expect(res.statusCode).toBe(200);
		const after = await orderState(setup.ctx, placed.order.id);
		expect(after.status).toBe("pending_payment");
		expect(after.purchases).toEqual([]);
		expect(after.events.at(-1)?.kind).toBe("amount_mismatch");
		expect(after.events.at(-1)?.note).toContain(String(placed.order.total_cents - 1));
		expect(await cartCount(placed.client)).toBe(2);
	});

	it("ignores sessions that are not this order's, invoice orders and event types it does not handle", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		const invoice = await cardOrder(setup.ctx, 1, "invoice");
		const events = [
			// Another session naming this order (only the stored session pays it).
			signedStripeEvent(
				"checkout.session.completed",
				checkoutSession(placed, { id: "cs_test_someone_else" }),
			),
			// A session that claims to pay an invoice order.
			signedStripeEvent(
				"checkout.session.completed",
				checkoutSession(invoice, { id: "cs_test_for_invoice", amount_total: invoice.order.total_cents }),
			),
			// Names no order of ours, or nothing that is an id at all.
			signedStripeEvent(
				"checkout.session.completed",
				checkoutSession(placed, {
					metadata: { order_id: "00000000-0000-4000-8000-000000000000" },
					client_reference_id: null,
				}),
			),
			signedStripeEvent(
				"checkout.session.completed",
				checkoutSession(placed, { metadata: {}, client_reference_id: "42" }),
			),
			signedStripeEvent("customer.created", { id: "cus_test_1", object: "customer" }),
		];
		for (const event of events) {
			const res = await deliver(setup.ctx, event);
			expect(res.statusCode).toBe(200);
			expect(res.json()).toEqual({ received: true, duplicate: false });
		}
		expect((await orderState(setup.ctx, placed.order.id)).status).toBe("pending_payment");
		expect((await orderState(setup.ctx, invoice.order.id)).status).toBe("pending_payment");
		const ids = events.map((e) => JSON.parse(e.payload).id as string);
		const recorded = await setup.ctx.database.query<{ id: string }>(
			sql`select id from payment_events where id in (${sql.join(
				ids.map((id) => sql`${id}`),
				sql`, `,
			)})`,
		);
		expect(recorded).toHaveLength(ids.length);
	});
});

describe("a validly signed body that is not a Stripe event", () => {
	const signed = (payload: string) => ({
		payload,
		signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE_WEBHOOK_SECRET }),
	});

	it("answers 400 in our shape and records nothing, whatever the body holds", async () => {
		const placed = await cardOrder(setup.ctx, 1);
		const session = checkoutSession(placed);
		const bodies = [
			"[]",
			"null",
			"12",
			'"evt"',
			JSON.stringify({ id: "evt_no_data", type: "checkout.session.completed" }),
			JSON.stringify({ id: "evt_null_object", type: "checkout.session.completed", data: { object: null } }),
			JSON.stringify({ id: "evt_no_type", data: { object: session } }),
			JSON.stringify({
				id: "evt_bad_session",
				type: "checkout.session.completed",
				data: { object: { id: 5 } },
			}),
			JSON.stringify({ id: "evt_bad_charge", type: "charge.refunded", data: { object: { id: "ch_1" } } }),
			JSON.stringify({
				id: "evt_nul",
				type: "checkout.session.completed",
				data: { object: { ...session, metadata: { order_id: "\u0000" } } },
			}),
			`{"id":"evt_lone","type":"checkout.session.completed","data":{"object":${JSON.stringify({ ...session, client_reference_id: "x" }).replace('"x"', '"\\ud800"')}}}`,
		];
		for (const body of bodies) {
			const res = await deliver(setup.ctx, signed(body));
			expect(res.statusCode, body.slice(0, 80)).toBe(400);
			expect(res.json().error.code).toBe("VALIDATION_ERROR");
			expect(res.json().error.message).toMatch(/^The Stripe event is not one this endpoint can read: /);
		}
		const [recorded] = await setup.ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from payment_events
				where id in ('evt_no_data', 'evt_null_object', 'evt_no_type', 'evt_bad_session', 'evt_bad_charge', 'evt_nul', 'evt_lone')`,
		);
		expect(recorded?.n).toBe(0);
		expect((await orderState(setup.ctx, placed.order.id)).status).toBe("pending_payment");
	});

	it("still takes an event type it does not act on, with any object", async () => {
		const res = await deliver(
			setup.ctx,
			signed(
				JSON.stringify({ id: "evt_other_type", type: "customer.created", data: { object: { id: "cus_1" } } }),
			),
		);
		expect(res.json()).toEqual({ received: true, duplicate: false });
	});
});

describe("without STRIPE_WEBHOOK_SECRET", () => {
	it("has no webhook: the path is an unknown endpoint", async () => {
		const plain = await createTestApp();
		try {
			const event = signedStripeEvent("checkout.session.completed", {
				id: "cs_test_x",
				object: "checkout.session",
			});
			const res = await plain.app.inject({
				method: "POST",
				url: STRIPE_WEBHOOK_PATH,
				headers: { "content-type": "application/json", "stripe-signature": event.signature },
				payload: event.payload,
			});
			expect(res.statusCode).toBe(404);
		} finally {
			await plain.close();
		}
	});
});
