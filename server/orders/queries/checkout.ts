import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import { type cart_items, order_events, order_items, orders, type users } from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * Placing an order (checkout.ts has the rules): the buyer's cart lines locked, the order an
 * earlier attempt with the same key placed, the order with its lines and first history line,
 * the earlier card orders it replaces, and the payment page it is sent to.
 */

/** The buyer's account, to fill the checkout form's billing contact. */
export async function accountContact(
	database: Database,
	userId: string,
): Promise<Columns<typeof users, "name" | "email"> | undefined> {
	const [account] = await database.query<Columns<typeof users, "name" | "email">>(
		sql`select name, email from users where id = ${userId}`,
	);
	return account;
}

/**
 * The buyer's cart lines, locked until the transaction ends in one order (id), so two checkouts
 * of the same cart take turns.
 */
export function lockCartLines(tx: Executor, userId: string): Promise<Columns<typeof cart_items, "id">[]> {
	return rowsOf<Columns<typeof cart_items, "id">>(
		tx,
		sql`select id from cart_items where user_id = ${userId} order by id for update`,
	);
}

/** The order a checkout with this Idempotency-Key placed, with the hash of that checkout's request. */
export type PriorOrder = Columns<typeof orders, "id" | "status" | "payment_method" | "payment_url"> & {
	fingerprint: Columns<typeof orders, "idempotency_fingerprint">["idempotency_fingerprint"];
};

/** The buyer's order placed under the key, if any. */
export async function orderByIdempotencyKey(
	tx: Executor,
	userId: string,
	key: string,
): Promise<PriorOrder | undefined> {
	const [prior] = await rowsOf<PriorOrder>(
		tx,
		sql`select id, status, payment_method, payment_url, idempotency_fingerprint as fingerprint
			from orders where user_id = ${userId} and idempotency_key = ${key}`,
	);
	return prior;
}

/** The new order's id and number. */
export async function insertOrder(
	tx: Executor,
	values: typeof orders.$inferInsert,
): Promise<Columns<typeof orders, "id" | "number">> {
	const [order] = await tx.insert(orders).values(values).returning({ id: orders.id, number: orders.number });
	if (!order) throw new Error("insert into orders returned no row");
	return order;
}

/** The order's lines, priced as the cart was. */
export async function insertOrderItems(
	tx: Executor,
	items: (typeof order_items.$inferInsert)[],
): Promise<void> {
	await tx.insert(order_items).values(items);
}

/** A line in the order's history. */
export async function insertOrderEvent(tx: Executor, event: typeof order_events.$inferInsert): Promise<void> {
	await tx.insert(order_events).values(event);
}

/** Takes the ordered photos out of the buyer's cart. */
export async function deleteCartPhotos(
	tx: Executor,
	userId: string,
	photoIds: readonly string[],
): Promise<void> {
	await tx.execute(sql`delete from cart_items where user_id = ${userId}
				and photo_id = any(${sqlArray(photoIds)}::uuid[])`);
}

/** An earlier card order a new card checkout replaced, and the payment page it may still have. */
export type ReplacedOrder = Columns<typeof orders, "id" | "stripe_session_id">;

/**
 * The buyer's other card orders awaiting payment, oldest first, locked; SKIP LOCKED leaves out
 * one that someone holds right now (supersede.ts says why).
 */
export function lockEarlierCardOrders(
	tx: Executor,
	userId: string,
	newOrderId: string,
): Promise<ReplacedOrder[]> {
	return rowsOf<ReplacedOrder>(
		tx,
		sql`select id, stripe_session_id from orders
			where user_id = ${userId} and payment_method = 'stripe' and status = 'pending_payment'
				and id <> ${newOrderId}
			order by number for update skip locked`,
	);
}

/**
 * Keeps the payment page the provider opened for the order (its session, where the buyer pays):
 * the order's status now, or undefined when there is no such order.
 */
export async function storePaymentPage(
	database: Database,
	orderId: string,
	page: { stripeSessionId: string; redirectUrl: string | null },
): Promise<Columns<typeof orders, "status"> | undefined> {
	const [stored] = await database.query<Columns<typeof orders, "status">>(
		sql`update orders set stripe_session_id = ${page.stripeSessionId}, payment_url = ${page.redirectUrl},
					updated_at = now() where id = ${orderId} returning status`,
	);
	return stored;
}
