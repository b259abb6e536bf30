import type { OrderStatus } from "@core/orders";
import { sql } from "drizzle-orm";
import { answersRow, type Executor, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { orders } from "../db/schema";

/**
 * The payments' SQL: the orders a Stripe event names, locked for the event's transaction; the
 * notes an event adds to an order's history; the record of the events already handled. The
 * state changes themselves are the orders' (orders/transitions.ts).
 */

/** An order as the webhook weighs an event against it. */
export type OrderRow = Columns<
	typeof orders,
	"id" | "payment_method" | "total_cents" | "stripe_session_id" | "stripe_payment_intent"
> & {
	/** One of the order states: the column's CHECK holds it to core/orders.ts's list. */
	status: OrderStatus;
};

const ORDER_COLUMNS = sql.raw(
	"id, status, payment_method, total_cents, stripe_session_id, stripe_payment_intent",
);

/** The order, locked for the transaction. */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
	const [order] = await rowsOf<OrderRow>(
		tx,
		sql`select ${ORDER_COLUMNS} from orders where id = ${orderId} for update`,
	);
	return order;
}

/** The order a Stripe payment was recorded on, locked for the transaction. */
export async function lockOrderByPaymentIntent(
	tx: Executor,
	paymentIntent: string,
): Promise<OrderRow | undefined> {
	const [order] = await rowsOf<OrderRow>(
		tx,
		sql`select ${ORDER_COLUMNS} from orders where stripe_payment_intent = ${paymentIntent} for update`,
	);
	return order;
}

/** The card order, locked for the transaction (undefined for an invoice order too). */
export async function lockCardOrder(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
	const [named] = await rowsOf<OrderRow>(
		tx,
		sql`select ${ORDER_COLUMNS} from orders where id = ${orderId} and payment_method = 'stripe' for update`,
	);
	return named;
}

/** A line in the order's history that changes no state (a payment to refund by hand, a mismatch). */
export async function insertOrderNote(
	tx: Executor,
	note: { orderId: string; kind: string; actor: string; text: string },
): Promise<void> {
	const { orderId, kind, actor, text } = note;
	await tx.execute(
		sql`insert into order_events (order_id, kind, actor, note) values (${orderId}, ${kind}, ${actor}, ${text})`,
	);
}

/** Records a provider's event as handled: false when it was recorded already (a replay). */
export function recordPaymentEvent(
	tx: Executor,
	provider: string,
	event: { id: string; type: string },
	orderId: string | null,
): Promise<boolean> {
	return answersRow(
		tx,
		sql`insert into payment_events (id, provider, type, order_id)
				values (${event.id}, ${provider}, ${event.type}, ${orderId})
				on conflict (id) do nothing returning id`,
	);
}
