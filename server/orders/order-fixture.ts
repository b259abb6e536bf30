import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { CartResponse } from "@core/contracts/cart";
import type { BillingContactInput, CheckoutCreate, CheckoutResponse } from "@core/contracts/orders";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { cartOf, fillCart } from "../test/cart-fixture";
import { createTestApp, type TestContext } from "../test/harness";
import { deliverMail } from "../test/mail";
import { setUpOnce } from "../test/set-up-once";

/** Test helpers of the order tests: carts, productions, checkout through the API. */

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

/**
 * The app on its own database for one test file, with a signed-in admin (curator@studio.test).
 * Without `payments` it has no Stripe: invoice is the only method on offer.
 */
export function setUpOrderApp(options: Pick<TestAppOptions, "env" | "payments"> = {}) {
	return setUpOnce(
		async () => {
			// Many sign-ups and checkouts from one address in a minute.
			const ctx = await createTestApp({ ...options, env: { AUTH_RATE_LIMIT: "1000", ...options.env } });
			return { ctx, admin: await signUpAdmin(ctx) };
		},
		({ ctx }) => ctx.close(),
	);
}

/** An admin's action on an order: POST /api/admin/orders/:id/:action. */
export const adminAct = (admin: AuthClient, orderId: string, action: string, body: unknown = {}) =>
	admin.post(`/api/admin/orders/${orderId}/${action}`, body);

/** A production of the member's, created through the API. */
export async function createProject(
	client: AuthClient,
	name: string,
	company = "Harbor Films",
): Promise<string> {
	const res = await client.post("/api/projects", { name, company });
	expect(res.statusCode).toBe(201);
	return res.json().project.id;
}

export const billingOf = (name: string, email: string): BillingContactInput => ({
	name,
	email,
	company: "Harbor Films <Ltd> & Co",
	address: "1 Quay Street, Portland",
	po_number: "PO-7781",
});

export type CheckoutBody = CheckoutCreate & Record<string, unknown>;

export const checkout = (client: AuthClient, body: CheckoutBody) => client.post("/api/checkout", body);

/**
 * Reviews the member's cart and checks it out by invoice for a new production; expects a 201.
 * Returns the order and the cart that was reviewed.
 */
export async function placeInvoiceOrder(
	client: AuthClient,
	options: { name: string; email: string; production: string },
): Promise<{ order: CheckoutResponse["order"]; cart: CartResponse; projectId: string }> {
	const cart = await cartOf(client);
	const projectId = await createProject(client, options.production);
	const res = await checkout(client, {
		project_id: projectId,
		billing: billingOf(options.name, options.email),
		payment_method: "invoice",
		expected_total_cents: cart.total_cents,
	});
	expect(res.statusCode, res.body).toBe(201);
	return { order: (res.json() as CheckoutResponse).order, cart, projectId };
}

/**
 * A new member (`<name>@studio.test`) with `count` photos in the cart (fillCart) and a new
 * production of theirs: all a checkout needs. Returns the photos, the cart as reviewed and the
 * body that checks it out by invoice, billed to the member (spread it to change a field).
 */
export async function readyToCheckOut(ctx: TestContext, name: string, count: number, production: string) {
	const [client] = await signUpMembers(ctx, name);
	const ids = await fillCart(ctx, emailOf(name), count);
	const cart = await cartOf(client);
	const projectId = await createProject(client, production);
	const body: CheckoutBody = {
		project_id: projectId,
		billing: billingOf(name, emailOf(name)),
		expected_total_cents: cart.total_cents,
	};
	return { client, ids, cart, projectId, body };
}

/** A new member (`<name>@studio.test`) who checked `count` photos out by invoice, billed to themself. */
export async function memberWithOrder(ctx: TestContext, name: string, count: number, production: string) {
	const [client] = await signUpMembers(ctx, name);
	await fillCart(ctx, emailOf(name), count);
	const placed = await placeInvoiceOrder(client, { name, email: emailOf(name), production });
	return { client, ...placed };
}

/** The address signUpMembers gives a member. */
const emailOf = (name: string) => `${name.toLowerCase()}@studio.test`;

export async function countRows(
	ctx: TestContext,
	table: "orders" | "order_items" | "purchases",
): Promise<number> {
	const [row] = await ctx.database.query<{ n: number }>(
		sql`select count(*)::int as n from ${sql.raw(table)}`,
	);
	return row?.n ?? 0;
}

type StoredMail = { to: string; subject: string; text: string; html: string };

/** Every message to an address in the dev mailbox, with its HTML part, newest first, once queued mail is delivered. */
export async function mailsTo(ctx: TestContext, to: string): Promise<StoredMail[]> {
	await deliverMail(ctx);
	const dir = path.join(ctx.config.dataDir, "outbox");
	const names = (await readdir(dir).catch(() => []))
		.filter((n) => n.endsWith(".json"))
		.sort()
		.reverse();
	const all = await Promise.all(
		names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), "utf8")) as StoredMail),
	);
	return all.filter((m) => m.to === to);
}
