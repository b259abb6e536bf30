import type { CheckoutResponse } from "@core/contracts/orders";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { type FakeStripe, STRIPE_TEST_ENV, signedStripeEvent, startFakeStripe } from "../test/fake-stripe";
import { createTestApp, type TestContext } from "../test/harness";
import { insertPhotos } from "../test/photo-fixture";
import { setUpOnce } from "../test/set-up-once";
import { createPaymentProviders } from "./registry";
import { STRIPE_WEBHOOK_PATH } from "./webhook-routes";

/** Test helpers of the Stripe tests: the app with Stripe on, card orders, signed deliveries. */

/** The app with Stripe configured, its API client pointed at a local fake Stripe. */
export async function startStripeApp(
	env: Record<string, string> = {},
): Promise<{ ctx: TestContext; fake: FakeStripe }> {
	const fake = await startFakeStripe();
	const ctx = await createTestApp({
		env: { ...STRIPE_TEST_ENV, ...env },
		payments: (config) => createPaymentProviders(config, { stripeClient: fake.client }),
	});
	return { ctx, fake };
}

export type StripeApp = Awaited<ReturnType<typeof startStripeApp>>;

export async function closeStripeApp({ ctx, fake }: StripeApp): Promise<void> {
	await ctx.close();
	await fake.close();
}

/** The app with Stripe (startStripeApp) for one test file: started before its tests, closed after them. */
export function setUpStripeApp(env: Record<string, string> = {}): StripeApp {
	return setUpOnce(() => startStripeApp(env), closeStripeApp);
}

let buyers = 0;

type CardCheckout = {
	project_id: string;
	billing: { name: string; email: string; company: string; address: string };
	payment_method: "stripe" | "invoice";
};

/** Checks the buyer's cart out as it is now (the total reviewed is the cart's). */
export async function checkoutCart(client: AuthClient, checkout: CardCheckout) {
	const cart = (await client.get("/api/cart")).json();
	return client.post("/api/checkout", { ...checkout, expected_total_cents: cart.total_cents });
}

/** The order a checkout placed (201 expected), its stored session and the payment intent events carry. */
export async function placedOrder(
	ctx: TestContext,
	client: AuthClient,
	res: Awaited<ReturnType<typeof checkoutCart>>,
	checkout: CardCheckout,
) {
	expect(res.statusCode, res.body).toBe(201);
	const { order } = res.json<CheckoutResponse>();
	const [row] = await ctx.database.query<{ stripe_session_id: string | null }>(
		sql`select stripe_session_id from orders where id = ${order.id}`,
	);
	return {
		client,
		checkout,
		order,
		sessionId: row?.stripe_session_id ?? "",
		paymentIntent: `pi_test_${order.number}`,
	};
}

/**
 * A new buyer with `count` photos in the cart who checked out (by card unless told otherwise):
 * the order awaits Stripe. The payment intent is the one the test's events will carry.
 */
export async function cardOrder(ctx: TestContext, count = 2, method: "stripe" | "invoice" = "stripe") {
	buyers++;
	const [client] = await signUpMembers(ctx, `Buyer${buyers}`);
	const photoIds = await insertPhotos(ctx.database, count);
	await client.post("/api/cart/items", { items: photoIds.map((photo_id) => ({ photo_id })) });
	const project = await client.post("/api/projects", { name: `Production ${buyers}`, company: "Northlight" });
	const checkout: CardCheckout = {
		project_id: project.json().project.id,
		billing: {
			name: "Ann Buyer",
			email: `billing${buyers}@northlight.test`,
			company: "Northlight",
			address: "1 Studio Way",
		},
		payment_method: method,
	};
	return placedOrder(ctx, client, await checkoutCart(client, checkout), checkout);
}

export type CardOrder = Awaited<ReturnType<typeof cardOrder>>;

/** The buyer pays on Stripe's page (the fake's session completes) and Stripe says so to the webhook. */
export async function payOnStripe(ctx: TestContext, fake: FakeStripe, placed: CardOrder): Promise<void> {
	fake.completeSession(placed.sessionId, placed.paymentIntent);
	const res = await deliver(ctx, signedStripeEvent("checkout.session.completed", checkoutSession(placed)));
	expect(res.statusCode, res.body).toBe(200);
}

/** The Checkout Session as Stripe sends it in its events, paid in full unless told otherwise. */
export function checkoutSession(placed: CardOrder, fields: Record<string, unknown> = {}) {
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

/** The order's charge as Stripe sends it in charge.refunded, fully refunded unless told otherwise. */
export function refundedCharge(placed: CardOrder, fields: Record<string, unknown> = {}) {
	return {
		id: `ch_test_${placed.order.number}`,
		object: "charge",
		amount: placed.order.total_cents,
		amount_refunded: placed.order.total_cents,
		refunded: true,
		currency: "usd",
		payment_intent: placed.paymentIntent,
		// Stripe copies the payment intent's metadata (set at checkout) onto its charges.
		metadata: { order_id: placed.order.id },
		...fields,
	};
}

/** The buyer's cart badge: how many photos are in the cart. */
export const cartCount = async (client: AuthClient): Promise<number> =>
	(await client.get("/api/cart/count")).json().count;

/** Posts an event to the webhook as Stripe does: no cookie, no Origin. */
export function deliver(ctx: TestContext, event: { payload: string; signature: string | null }) {
	return ctx.app.inject({
		method: "POST",
		url: STRIPE_WEBHOOK_PATH,
		headers: {
			"content-type": "application/json; charset=utf-8",
			...(event.signature === null ? {} : { "stripe-signature": event.signature }),
		},
		payload: event.payload,
	});
}

/** What an order is now: its row, its licences, its history and the Stripe events recorded for it. */
export async function orderState(ctx: TestContext, orderId: string) {
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
