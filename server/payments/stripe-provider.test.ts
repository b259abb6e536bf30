import type { CheckoutResponse } from "@core/contracts/orders";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { STRIPE_TEST_ENV } from "../test/fake-stripe";
import { setUpStripeApp } from "../test/fixtures/payments";
import { insertPhotos } from "../test/fixtures/photos";
import { createPaymentProviders } from "./registry";
import { checkoutIdempotencyKey, createStripeProvider } from "./stripe";

const setup = setUpStripeApp();

const BILLING = {
	name: "Ann Buyer",
	email: "accounts@northlight.test",
	company: "Northlight Pictures",
	address: "1 Studio Way, Burbank CA",
};

/** Fills the buyer's cart with `count` fresh photos at uneven prices, so the discount does not split evenly. */
async function fillCart(client: AuthClient, count: number, hero = 0): Promise<string[]> {
	const ids = await insertPhotos(setup.ctx.database, count);
	for (const [i, photoId] of ids.entries())
		await setup.ctx.database.query(
			sql`update photos set price_cents = ${4900 + i * 37} where id = ${photoId}`,
		);
	const added = await client.post("/api/cart/items", {
		items: ids.map((photo_id, i) => ({
			photo_id,
			license_type: i < hero ? "hero-usage" : "background-dressing",
		})),
	});
	expect(added.json()).toMatchObject({ added: count });
	return ids;
}

async function checkoutByCard(client: AuthClient) {
	const project = await client.post("/api/projects", {
		name: "The Lake House",
		company: "Northlight Pictures",
	});
	expect(project.statusCode).toBeLessThan(300);
	const cart = (await client.get("/api/cart")).json();
	return client.post("/api/checkout", {
		project_id: project.json().project.id,
		billing: BILLING,
		payment_method: "stripe",
		expected_total_cents: cart.total_cents,
		terms_version: LICENCE_TERMS_VERSION,
	});
}

describe("Stripe provider start()", () => {
	it("opens one Checkout Session whose lines are the order's lines and add up to its total", async () => {
		const [ann] = await signUpMembers(setup.ctx, "Ann");
		await fillCart(ann, 26, 3);
		const before = setup.fake.requests.length;

		const res = await checkoutByCard(ann);
		expect(res.statusCode).toBe(201);
		const { order, redirect_url } = res.json<CheckoutResponse>();
		expect(order.discount_cents).toBeGreaterThan(0);
		expect(order.status).toBe("pending_payment");

		const calls = setup.fake.requests.slice(before);
		expect(calls).toHaveLength(1);
		const [call] = calls;
		if (!call) throw new Error("no request reached the fake Stripe API");
		expect(call.method).toBe("POST");
		expect(call.path).toBe("/v1/checkout/sessions");
		expect(call.headers.authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`);
		expect(call.headers["idempotency-key"]).toBe(checkoutIdempotencyKey(order.id));

		const form = call.form;
		expect(form.get("mode")).toBe("payment");
		expect(form.get("currency")).toBe("usd");
		expect(form.get("client_reference_id")).toBe(order.id);
		expect(form.get("metadata[order_id]")).toBe(order.id);
		expect(form.get("payment_intent_data[metadata][order_id]")).toBe(order.id);
		expect(form.get("customer_email")).toBe(BILLING.email);
		expect(form.get("success_url")).toBe(`${setup.ctx.config.publicUrl}/checkout/success?order=${order.id}`);
		expect(form.get("cancel_url")).toMatch(new RegExp(`^${setup.ctx.config.publicUrl}/`));

		const lines = order.items.map((_item, i) => ({
			name: form.get(`line_items[${i}][price_data][product_data][name]`),
			amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
			quantity: form.get(`line_items[${i}][quantity]`),
			currency: form.get(`line_items[${i}][price_data][currency]`),
		}));
		expect(form.has(`line_items[${order.items.length}][quantity]`)).toBe(false);
		expect(lines.map((l) => l.amount)).toEqual(order.items.map((item) => item.total_cents));
		expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(order.total_cents);
		expect(new Set(lines.map((l) => l.quantity))).toEqual(new Set(["1"]));
		expect(new Set(lines.map((l) => l.currency))).toEqual(new Set(["usd"]));
		const first = order.items[0];
		if (!first) throw new Error("the order has no items");
		const label = first.license_type === "hero-usage" ? "Hero usage" : "Background dressing";
		expect(lines[0]?.name).toBe(`Photo #${first.photo.photoid}: ${first.photo.title} — ${label}`);

		// The browser goes to the session's page, and the order knows its session for the webhook.
		const session = setup.fake.sessions.get(String(redirect_url).split("/").pop() ?? "");
		expect(session?.amount_total).toBe(order.total_cents);
		expect(redirect_url).toBe(session?.url);
		const [stored] = await setup.ctx.database.query<{ stripe_session_id: string | null }>(
			sql`select stripe_session_id from orders where id = ${order.id}`,
		);
		expect(stored?.stripe_session_id).toBe(session?.id);
		// A card payment may be abandoned: the cart stays until the payment clears.
		expect((await ann.get("/api/cart/count")).json()).toEqual({ count: 26 });
	});

	it("asks Stripe with the same idempotency key when started again, and gets the same session", async () => {
		const [ben] = await signUpMembers(setup.ctx, "Ben");
		await fillCart(ben, 2);
		const { order } = (await checkoutByCard(ben)).json<CheckoutResponse>();
		const before = setup.fake.requests.length;

		const provider = createStripeProvider({
			secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY,
			client: setup.fake.client,
		});
		// The same parameters as checkout's call: Stripe refuses a key sent with others.
		const urls = {
			successUrl: `${setup.ctx.config.publicUrl}/checkout/success?order=${order.id}`,
			cancelUrl: `${setup.ctx.config.publicUrl}/cart`,
		};
		const again = await provider.start(order, urls);
		const [stored] = await setup.ctx.database.query<{ stripe_session_id: string }>(
			sql`select stripe_session_id from orders where id = ${order.id}`,
		);
		expect(again.stripeSessionId).toBe(stored?.stripe_session_id);
		expect(setup.fake.requests.slice(before).map((r) => r.headers["idempotency-key"])).toEqual([
			checkoutIdempotencyKey(order.id),
		]);
	});

	it("cancels the order and keeps the cart when Stripe refuses the session", async () => {
		const [cy] = await signUpMembers(setup.ctx, "Cy");
		await fillCart(cy, 2);
		setup.fake.refuseNext();
		const res = await checkoutByCard(cy);
		expect(res.statusCode).toBe(502);
		const rows = await setup.ctx.database.query<{ status: string }>(
			sql`select o.status from orders o join users u on u.id = o.user_id where u.email = 'cy@studio.test'`,
		);
		expect(rows).toEqual([{ status: "cancelled" }]);
		expect((await cy.get("/api/cart/count")).json()).toEqual({ count: 2 });
	});

	it("is offered at checkout when Stripe is configured", async () => {
		const [dee] = await signUpMembers(setup.ctx, "Dee");
		const options = await dee.get("/api/checkout/options");
		expect(options.json().payment_methods).toEqual(["invoice", "stripe"]);
	});
});

describe("createPaymentProviders", () => {
	const config = (env: Record<string, string>) =>
		loadConfig({ NODE_ENV: "test", AUTH_SECRET: "t".repeat(32), DATA_DIR: "/nonexistent-data", ...env });

	it("offers invoice always, and Stripe only with both its secret key and its webhook secret", () => {
		expect([...createPaymentProviders(config({})).keys()]).toEqual(["invoice"]);
		expect([...createPaymentProviders(config({ STRIPE_SECRET_KEY: "sk_test_x" })).keys()]).toEqual([
			"invoice",
		]);
		const both = createPaymentProviders(config(STRIPE_TEST_ENV));
		expect([...both.keys()]).toEqual(["invoice", "stripe"]);
		expect(both.get("stripe")?.method).toBe("stripe");
	});
});
