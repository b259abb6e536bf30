import type { CheckoutResponse, Order } from "@core/contracts/orders";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, outboxMail, signUpMembers } from "../test/auth-client";
import { type FakeStripe, STRIPE_TEST_ENV, signedStripeEvent, startFakeStripe } from "../test/fake-stripe";
import { createTestApp, type TestContext } from "../test/harness";
import { insertPhotos } from "../test/photo-fixture";
import { createPaymentProviders } from "./registry";
import { STRIPE_WEBHOOK_PATH } from "./webhook-routes";

let ctx: TestContext;
let fake: FakeStripe;
beforeAll(async () => {
	fake = await startFakeStripe();
	ctx = await createTestApp({
		env: STRIPE_TEST_ENV,
		payments: (config) => createPaymentProviders(config, { stripeClient: fake.client }),
	});
});
afterAll(async () => {
	await ctx?.close();
	await fake?.close();
});

let buyers = 0;
/** A new buyer with `count` photos in the cart who checked out by card: the order awaits Stripe. */
async function cardOrder(count = 2, method: "stripe" | "invoice" = "stripe") {
	buyers++;
	const [client] = await signUpMembers(ctx, `Buyer${buyers}`);
	const photoIds = await insertPhotos(ctx.database, count);
	await client.post("/api/cart/items", { items: photoIds.map((photo_id) => ({ photo_id })) });
	const project = await client.post("/api/projects", { name: `Production ${buyers}`, company: "Northlight" });
	const cart = (await client.get("/api/cart")).json();
	const res = await client.post("/api/checkout", {
		project_id: project.json().project.id,
		billing: {
			name: "Ann Buyer",
			email: `billing${buyers}@northlight.test`,
			company: "Northlight",
			address: "1 Studio Way",
		},
		payment_method: method,
		expected_total_cents: cart.total_cents,
	});
	expect(res.statusCode).toBe(201);
	const { order } = res.json<CheckoutResponse>();
	const [row] = await ctx.database.query<{ stripe_session_id: string | null }>(
		sql`select stripe_session_id from orders where id = ${order.id}`,
	);
	return { client, order, sessionId: row?.stripe_session_id ?? "", paymentIntent: `pi_test_${order.number}` };
}

type Placed = Awaited<ReturnType<typeof cardOrder>>;

/** The Checkout Session as Stripe sends it in its events, paid in full unless told otherwise. */
function session(placed: Placed, fields: Record<string, unknown> = {}) {
	return {
		id: placed.sessionId,
		object: "checkout.session",
		mode: "payment",
		amount_total: placed.order.total_cents,
		currency: "usd",
		client_reference_id: placed.order.id,
		metadata: { order_id: placed.order.id },
		payment_intent: placed.paymentIntent,
		payment_status: "paid",
		status: "complete",
		...fields,
	};
}

function deliver(event: { payload: string; signature: string | null }) {
	return ctx.app.inject({
		method: "POST",
		url: STRIPE_WEBHOOK_PATH,
		// As Stripe sends it: no cookie, no Origin.
		headers: {
			"content-type": "application/json; charset=utf-8",
			...(event.signature === null ? {} : { "stripe-signature": event.signature }),
		},
		payload: event.payload,
	});
}

async function state(orderId: string) {
	const [order] = await ctx.database.query<{
		status: string;
		paid_at: Date | null;
		stripe_payment_intent: string | null;
	}>(sql`select status, paid_at, stripe_payment_intent from orders where id = ${orderId}`);
	const purchases = await ctx.database.query<{
		price_cents: number;
		deleted_at: Date | null;
		user_id: string;
	}>(
		sql`select price_cents, deleted_at, user_id from purchases where order_id = ${orderId} order by price_cents`,
	);
	const events = await ctx.database.query<{ kind: string; actor: string; note: string | null }>(
		sql`select kind, actor, note from order_events where order_id = ${orderId} order by id`,
	);
	const payments = await ctx.database.query<{ id: string; type: string }>(
		sql`select id, type from payment_events where order_id = ${orderId} order by received_at, id`,
	);
	return { status: order?.status, order, purchases, events, payments };
}

const cartCount = async (client: AuthClient) => (await client.get("/api/cart/count")).json().count;
const itemTotals = (order: Order) => order.items.map((i) => i.total_cents).sort((a, b) => a - b);

describe("POST /api/payments/stripe/webhook", () => {
	it("marks the order paid on checkout.session.completed: purchases, cart cleared, receipt", async () => {
		const placed = await cardOrder(3);
		expect(await cartCount(placed.client)).toBe(3);
		const event = signedStripeEvent("checkout.session.completed", session(placed));

		const res = await deliver(event);
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({ received: true, duplicate: false });

		const after = await state(placed.order.id);
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
		const receipt = await outboxMail(ctx, placed.order.billing.email, /^Receipt for order/);
		expect(receipt.subject).toContain(placed.order.reference);
		const mine = (await placed.client.get("/api/purchases")).json();
		expect(mine.purchases).toHaveLength(3);
	});

	it("changes nothing when the same event is delivered again, one after another or at once", async () => {
		const placed = await cardOrder(2);
		const event = signedStripeEvent("checkout.session.completed", session(placed));
		expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
		const once = await state(placed.order.id);

		const replay = await deliver(event);
		expect(replay.statusCode).toBe(200);
		expect(replay.json()).toEqual({ received: true, duplicate: true });
		// Stripe signs each delivery afresh: a new signature over the same event is still that event.
		const resigned = signedStripeEvent("checkout.session.completed", session(placed), {
			id: JSON.parse(event.payload).id,
		});
		expect((await deliver(resigned)).json()).toEqual({ received: true, duplicate: true });
		expect(await state(placed.order.id)).toEqual(once);
		expect(once.purchases).toHaveLength(2);

		const other = await cardOrder(2);
		const twice = signedStripeEvent("checkout.session.completed", session(other));
		const answers = await Promise.all([deliver(twice), deliver(twice)]);
		expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
		expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true]);
		const settled = await state(other.order.id);
		expect(settled.purchases).toHaveLength(2);
		expect(settled.events.filter((e) => e.kind === "mark_paid")).toHaveLength(1);
	});

	it("leaves a paid order paid when an 'expired' or 'failed' event arrives after it", async () => {
		const placed = await cardOrder(2);
		await deliver(signedStripeEvent("checkout.session.completed", session(placed)));
		const paid = await state(placed.order.id);

		for (const type of ["checkout.session.expired", "checkout.session.async_payment_failed"]) {
			const late = signedStripeEvent(type, session(placed, { status: "expired", payment_status: "unpaid" }));
			const res = await deliver(late);
			expect(res.statusCode).toBe(200);
			expect(res.json()).toEqual({ received: true, duplicate: false });
		}
		const after = await state(placed.order.id);
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
		const placed = await cardOrder(2);
		const res = await deliver(
			signedStripeEvent(
				"checkout.session.expired",
				session(placed, { status: "expired", payment_status: "unpaid" }),
			),
		);
		expect(res.statusCode).toBe(200);
		const after = await state(placed.order.id);
		expect(after.status).toBe("cancelled");
		expect(after.purchases).toEqual([]);
		expect(await cartCount(placed.client)).toBe(2);

		// A payment that still arrives for it changes nothing, and leaves a note for an admin to refund.
		await deliver(signedStripeEvent("checkout.session.completed", session(placed)));
		const late = await state(placed.order.id);
		expect(late.status).toBe("cancelled");
		expect(late.purchases).toEqual([]);
		expect(late.events.at(-1)?.kind).toBe("payment_after_close");
	});

	it("waits for async_payment_succeeded when the session completes unpaid", async () => {
		const placed = await cardOrder(1);
		await deliver(
			signedStripeEvent("checkout.session.completed", session(placed, { payment_status: "unpaid" })),
		);
		expect((await state(placed.order.id)).status).toBe("pending_payment");
		await deliver(signedStripeEvent("checkout.session.async_payment_succeeded", session(placed)));
		const after = await state(placed.order.id);
		expect(after.status).toBe("paid");
		expect(after.purchases).toHaveLength(1);
	});

	it("refuses a missing, wrong, stale or tampered signature with 400 and writes nothing", async () => {
		const placed = await cardOrder(1);
		const body = session(placed);
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
			const res = await deliver(attempt);
			expect(res.statusCode).toBe(400);
			expect(res.json().error.code).toBeTruthy();
		}
		const after = await state(placed.order.id);
		expect(after.status).toBe("pending_payment");
		expect(after.payments).toEqual([]);
		expect(after.purchases).toEqual([]);
		const [recorded] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from payment_events where id = ${JSON.parse(good.payload).id}`,
		);
		expect(recorded?.n).toBe(0);
	});

	it("refunds the order on charge.refunded: purchases soft-deleted; a partial refund only notes it", async () => {
		const placed = await cardOrder(2);
		const paid = signedStripeEvent("checkout.session.completed", session(placed));
		await deliver(paid);
		const charge = {
			id: `ch_test_${placed.order.number}`,
			object: "charge",
			amount: placed.order.total_cents,
			currency: "usd",
			payment_intent: placed.paymentIntent,
		};

		await deliver(signedStripeEvent("charge.refunded", { ...charge, amount_refunded: 100, refunded: false }));
		const partly = await state(placed.order.id);
		expect(partly.status).toBe("paid");
		expect(partly.purchases.every((p) => p.deleted_at === null)).toBe(true);
		expect(partly.events.at(-1)?.kind).toBe("partial_refund");

		const full = signedStripeEvent("charge.refunded", {
			...charge,
			amount_refunded: placed.order.total_cents,
			refunded: true,
		});
		expect((await deliver(full)).json()).toEqual({ received: true, duplicate: false });
		const after = await state(placed.order.id);
		expect(after.status).toBe("refunded");
		expect(after.purchases).toHaveLength(2);
		expect(after.purchases.every((p) => p.deleted_at !== null)).toBe(true);
		expect(after.events.at(-1)).toMatchObject({ kind: "refund", actor: "stripe" });
		expect((await placed.client.get("/api/purchases")).json().purchases).toEqual([]);
		await outboxMail(ctx, placed.order.billing.email, /is refunded$/);

		// Replays of the refund, and of the payment before it, find their events handled.
		expect((await deliver(full)).json()).toEqual({ received: true, duplicate: true });
		expect((await deliver(paid)).json()).toEqual({ received: true, duplicate: true });
		expect(await state(placed.order.id)).toEqual(after);
	});

	it("does not mark an order paid when Stripe's amount differs from the order total", async () => {
		const placed = await cardOrder(2);
		const res = await deliver(
			signedStripeEvent(
				"checkout.session.completed",
				session(placed, { amount_total: placed.order.total_cents - 1 }),
			),
		);
		expect(res.statusCode).toBe(200);
		const after = await state(placed.order.id);
		expect(after.status).toBe("pending_payment");
		expect(after.purchases).toEqual([]);
		expect(after.events.at(-1)?.kind).toBe("amount_mismatch");
		expect(after.events.at(-1)?.note).toContain(String(placed.order.total_cents - 1));
		expect(await cartCount(placed.client)).toBe(2);
	});

	it("ignores sessions that are not this order's, invoice orders and event types it does not handle", async () => {
		const placed = await cardOrder(1);
		const invoice = await cardOrder(1, "invoice");
		const events = [
			// Another session naming this order (only the stored session pays it).
			signedStripeEvent("checkout.session.completed", session(placed, { id: "cs_test_someone_else" })),
			// A session that claims to pay an invoice order.
			signedStripeEvent(
				"checkout.session.completed",
				session(invoice, { id: "cs_test_for_invoice", amount_total: invoice.order.total_cents }),
			),
			// Names no order of ours, or nothing that is an id at all.
			signedStripeEvent(
				"checkout.session.completed",
				session(placed, {
					metadata: { order_id: "00000000-0000-4000-8000-000000000000" },
					client_reference_id: null,
				}),
			),
			signedStripeEvent(
				"checkout.session.completed",
				session(placed, { metadata: {}, client_reference_id: "42" }),
			),
			signedStripeEvent("customer.created", { id: "cus_test_1", object: "customer" }),
		];
		for (const event of events) {
			const res = await deliver(event);
			expect(res.statusCode).toBe(200);
			expect(res.json()).toEqual({ received: true, duplicate: false });
		}
		expect((await state(placed.order.id)).status).toBe("pending_payment");
		expect((await state(invoice.order.id)).status).toBe("pending_payment");
		const ids = events.map((e) => JSON.parse(e.payload).id as string);
		const recorded = await ctx.database.query<{ id: string }>(
			sql`select id from payment_events where id in (${sql.join(
				ids.map((id) => sql`${id}`),
				sql`, `,
			)})`,
		);
		expect(recorded).toHaveLength(ids.length);
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
