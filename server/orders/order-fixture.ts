import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { CartResponse } from "@core/contracts/cart";
import type { BillingContactInput, CheckoutCreate, CheckoutResponse } from "@core/contracts/orders";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { sqlArray } from "../db/sql";
import type { AuthClient } from "../test/auth-client";
import type { TestContext } from "../test/harness";
import { insertPhotos } from "../test/photo-fixture";

/** Test helpers of the order tests: carts, productions, checkout through the API. */

/**
 * Puts `count` fresh live photos into a member's cart straight in SQL: photo i costs
 * 1000 + 37 i cents (odd amounts, so the discount's shares need remainders), the first oldest.
 */
export async function fillCart(ctx: TestContext, email: string, count: number): Promise<string[]> {
	const ids = await insertPhotos(ctx.database, count);
	await ctx.database.query(sql`
		update photos p set price_cents = 1000 + 37 * (x.i - 1)
		from unnest(${sqlArray(ids)}::uuid[]) with ordinality as x (id, i) where p.id = x.id`);
	await ctx.database.query(sql`
		insert into cart_items (user_id, photo_id, added_at)
		select u.id, x.id, timestamptz '2025-01-01' + (x.i * interval '1 minute')
		from users u, unnest(${sqlArray(ids)}::uuid[]) with ordinality as x (id, i)
		where u.email = ${email}`);
	return ids;
}

export async function cartOf(client: AuthClient): Promise<CartResponse> {
	const res = await client.get("/api/cart");
	expect(res.statusCode).toBe(200);
	return res.json();
}

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

export async function countRows(
	ctx: TestContext,
	table: "orders" | "order_items" | "purchases",
): Promise<number> {
	const [row] = await ctx.database.query<{ n: number }>(
		sql`select count(*)::int as n from ${sql.raw(table)}`,
	);
	return row?.n ?? 0;
}

export async function makeAdmin(ctx: TestContext, email: string): Promise<void> {
	await ctx.database.query(sql`update users set role = 'admin' where email = ${email}`);
}

type StoredMail = { to: string; subject: string; text: string; html: string };

/** Every outbox message to an address (the dev transport), with its HTML part, newest first. */
export async function mailsTo(ctx: TestContext, to: string): Promise<StoredMail[]> {
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
