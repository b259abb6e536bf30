import type { CartResponse } from "@core/contracts/cart";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { sqlArray } from "../db/sql";
import type { AuthClient } from "./auth-client";
import type { TestContext } from "./harness";
import { insertPhotos } from "./photo-fixture";

/** What `fillCart` prices the i-th photo (from 0) at: odd amounts, so a discount's shares need remainders. */
export const filledPriceCents = (i: number) => 1000 + 37 * i;

/**
 * Puts `count` fresh live photos into a member's cart straight in SQL, priced by
 * `filledPriceCents` and added a minute apart, the first oldest; returns their ids in that order.
 */
export async function fillCart(ctx: TestContext, email: string, count: number): Promise<string[]> {
	const ids = await insertPhotos(ctx.database, count);
	const prices = ids.map((_, i) => String(filledPriceCents(i)));
	await ctx.database.query(sql`
		update photos p set price_cents = x.price
		from unnest(${sqlArray(ids)}::uuid[], ${sqlArray(prices)}::int[]) as x (id, price) where p.id = x.id`);
	await ctx.database.query(sql`
		insert into cart_items (user_id, photo_id, added_at)
		select u.id, x.id, timestamptz '2025-01-01' + (x.i * interval '1 minute')
		from users u, unnest(${sqlArray(ids)}::uuid[]) with ordinality as x (id, i)
		where u.email = ${email}`);
	return ids;
}

/** The member's cart as GET /api/cart answers it (200 expected). */
export async function cartOf(client: AuthClient): Promise<CartResponse> {
	const res = await client.get("/api/cart");
	expect(res.statusCode).toBe(200);
	return res.json();
}
