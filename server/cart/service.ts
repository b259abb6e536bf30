import { count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { cart_items } from "../db/schema";

/** How many photos are in one user's cart. */
export async function countCartItems(database: Database, userId: string): Promise<number> {
	const [row] = await database.db
		.select({ n: count() })
		.from(cart_items)
		.where(eq(cart_items.user_id, userId));
	return row?.n ?? 0;
}
