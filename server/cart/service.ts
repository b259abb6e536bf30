import type { CartBatchAddResponse } from "@core/contracts/cart";
import type { LicenseType } from "@core/license";
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { cart_items } from "../db/schema";
import { sqlArray } from "../db/sql";

/** How many photos are in one user's cart. */
export async function countCartItems(database: Database, userId: string): Promise<number> {
	const [row] = await database.db
		.select({ n: count() })
		.from(cart_items)
		.where(eq(cart_items.user_id, userId));
	return row?.n ?? 0;
}

/**
 * Adds photos to the caller's cart in one statement (quantity 1 each). A photo already in the cart
 * (or named twice in the request) is a duplicate, not an error (spec section 8); photos that are
 * not live are the errors.
 */
export async function addCartItems(
	database: Database,
	userId: string,
	items: ReadonlyArray<{ photo_id: string; license_type: LicenseType }>,
): Promise<CartBatchAddResponse> {
	const unique = [...new Map(items.map((item) => [item.photo_id, item])).values()];
	const [row] = await database.query<{ live: number; added: number }>(sql`
		with wanted (photo_id, license_type) as (
			select * from unnest(
				${sqlArray(unique.map((i) => i.photo_id))}::uuid[],
				${sqlArray(unique.map((i) => i.license_type))}::text[])
		),
		live as (
			select w.photo_id, w.license_type from wanted w
			join photos p on p.id = w.photo_id and p.photo_status = 'live'
		),
		added as (
			insert into cart_items (user_id, photo_id, license_type, quantity)
			select ${userId}::uuid, photo_id, license_type, 1 from live
			on conflict (user_id, photo_id) do nothing
			returning photo_id
		)
		select (select count(*)::int from live) as live, (select count(*)::int from added) as added`);
	const live = row?.live ?? 0;
	const added = row?.added ?? 0;
	return { added, duplicates: items.length - unique.length + (live - added), errors: unique.length - live };
}
