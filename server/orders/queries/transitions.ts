import type { ORDER_ACTIONS, OrderAction, OrderStatus, PaymentMethod } from "@core/orders";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { orders } from "../../db/schema";

/**
 * Changing an order's state (transitions.ts has the rules): the order locked, its new state and
 * history line, and what a payment or a refund does to its licences and the buyer's cart. Every
 * write here runs in the caller's transaction.
 */

/** A state an order action leads to (core/orders.ts ORDER_ACTIONS). */
export type TargetStatus = (typeof ORDER_ACTIONS)[OrderAction]["to"];

/** The timestamp each target state stamps on the order. */
const STAMP: Record<TargetStatus, ReturnType<typeof sql>> = {
	paid: sql`paid_at = now()`,
	cancelled: sql`cancelled_at = now()`,
	refunded: sql`refunded_at = now()`,
};

type OrderState = Columns<typeof orders, "user_id" | "project_id"> & {
	/** One of the order states: the column's CHECK holds it to core/orders.ts's list. */
	status: OrderStatus;
};

/** The order's state, buyer and production, its row locked until the transaction ends; undefined when there is none. */
export async function lockOrderState(tx: Executor, orderId: string): Promise<OrderState | undefined> {
	const [row] = await rowsOf<OrderState>(
		tx,
		sql`select status, user_id, project_id from orders where id = ${orderId} for update`,
	);
	return row;
}

/** The order in its new state, stamped; a card payment's intent is kept once given (refunds find it). */
export async function setOrderStatus(
	tx: Executor,
	orderId: string,
	to: TargetStatus,
	stripePaymentIntent: string | null,
): Promise<void> {
	await tx.execute(sql`update orders set status = ${to}, ${STAMP[to]}, updated_at = now(),
		stripe_payment_intent = coalesce(${stripePaymentIntent}, stripe_payment_intent)
		where id = ${orderId}`);
}

/** The change in the order's history: which action moved it from which state, by whom and why. */
export async function insertTransitionEvent(
	tx: Executor,
	event: {
		orderId: string;
		action: OrderAction;
		from: OrderStatus;
		to: OrderStatus;
		actor: string;
		note: string | null;
	},
): Promise<void> {
	const { orderId, action, from, to, actor, note } = event;
	await tx.execute(sql`insert into order_events (order_id, kind, from_status, to_status, actor, note)
		values (${orderId}, ${action}, ${from}, ${to}, ${actor}, ${note})`);
}

/**
 * One licence per line of the paid order. Quantity is 1 per line (spec section 7), so one licence
 * per item; the unique index on order_item_id keeps it one even if a paid order were ever paid again.
 */
export async function insertPurchases(tx: Executor, orderId: string): Promise<void> {
	await tx.execute(sql`insert into purchases (photo_id, user_id, license_type, price_cents, order_id,
				order_item_id, project_id, production_name, purchase_date)
			select i.photo_id, o.user_id, i.license_type, i.total_cents, o.id, i.id, o.project_id,
				o.production_name, now()
			from order_items i join orders o on o.id = i.order_id
			where o.id = ${orderId}
			on conflict (order_item_id) do nothing`);
}

/** Takes the order's photos out of the buyer's cart. */
export async function deleteOrderedFromCart(tx: Executor, orderId: string, userId: string): Promise<void> {
	await tx.execute(sql`delete from cart_items c using order_items i
				where i.order_id = ${orderId} and c.photo_id = i.photo_id and c.user_id = ${userId}`);
}

/** Soft-deletes the order's licences: out of the sales figures and the buyer's downloads. */
export async function deletePurchases(tx: Executor, orderId: string): Promise<void> {
	await tx.execute(
		sql`update purchases set deleted_at = now() where order_id = ${orderId} and deleted_at is null`,
	);
}

/** What an admin action weighs before the payment provider acts: the state, and the provider's ids. */
export type ActionRow = Columns<typeof orders, "stripe_session_id" | "stripe_payment_intent"> & {
	/** The columns' CHECKs hold them to core/orders.ts's lists. */
	status: OrderStatus;
	payment_method: PaymentMethod;
};

/** The order as an admin action finds it, outside any transaction (the provider is called first). */
export async function orderForAction(database: Database, orderId: string): Promise<ActionRow | undefined> {
	const [order] = await database.query<ActionRow>(
		sql`select status, payment_method, stripe_session_id, stripe_payment_intent from orders
			where id = ${orderId}`,
	);
	return order;
}
