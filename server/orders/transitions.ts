import { canTransition, ORDER_ACTIONS, ORDER_TEXT, type OrderAction, type OrderStatus } from "@core/orders";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { type Executor, rowsOf } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { type OrderMailEvent, orderMails } from "./mail";
import { loadAdminOrder } from "./read-queries";

export type TransitionResult = {
	changed: boolean;
	from: OrderStatus;
	to: OrderStatus;
	userId: string | null;
};

/** The timestamp each target state stamps on the order. */
const STAMP: Record<(typeof ORDER_ACTIONS)[OrderAction]["to"], ReturnType<typeof sql>> = {
	paid: sql`paid_at = now()`,
	cancelled: sql`cancelled_at = now()`,
	refunded: sql`refunded_at = now()`,
};

/**
 * Moves an order by an action (core/orders.ts ORDER_ACTIONS), inside the caller's transaction so
 * that what the caller records with it (a webhook's event id) commits or fails together.
 *
 * The row lock makes concurrent callers (an admin and a webhook, or a double click) take turns;
 * the second finds the order already in the target state and changes nothing, so repeating an
 * action is harmless. A paid order becomes one purchase per item and takes those photos out of
 * the buyer's cart; a refund soft-deletes the purchases, which removes them from the sales
 * figures and from the buyer's downloads.
 */
export async function transitionOrder(
	tx: Executor,
	orderId: string,
	action: OrderAction,
	actor: string,
	options: { note?: string; stripePaymentIntent?: string } = {},
): Promise<TransitionResult> {
	const [row] = await rowsOf<{ status: OrderStatus; user_id: string | null }>(
		tx,
		sql`select status, user_id from orders where id = ${orderId} for update`,
	);
	if (!row) throw new NotFoundError(ORDER_TEXT.orderNotFound);
	const from = row.status;
	const to = ORDER_ACTIONS[action].to;
	const result = { from, to, userId: row.user_id };
	if (from === to) return { ...result, changed: false };
	if (!canTransition(from, to)) throw new ConflictError(ORDER_TEXT.wrongState(action, from));

	await tx.execute(sql`update orders set status = ${to}, ${STAMP[to]}, updated_at = now(),
		stripe_payment_intent = coalesce(${options.stripePaymentIntent ?? null}, stripe_payment_intent)
		where id = ${orderId}`);
	await tx.execute(sql`insert into order_events (order_id, kind, from_status, to_status, actor, note)
		values (${orderId}, ${action}, ${from}, ${to}, ${actor}, ${options.note ?? null})`);

	if (to === "paid") {
		// Quantity is 1 per line (spec section 7), so one licence per item; the unique index on
		// order_item_id keeps it one even if a paid order were ever paid again.
		await tx.execute(sql`insert into purchases (photo_id, user_id, license_type, price_cents, order_id,
				order_item_id, project_id, production_name, purchase_date)
			select i.photo_id, o.user_id, i.license_type, i.total_cents, o.id, i.id, o.project_id,
				o.production_name, now()
			from order_items i join orders o on o.id = i.order_id
			where o.id = ${orderId}
			on conflict (order_item_id) do nothing`);
		if (row.user_id)
			await tx.execute(sql`delete from cart_items c using order_items i
				where i.order_id = ${orderId} and c.photo_id = i.photo_id and c.user_id = ${row.user_id}`);
	}
	if (to === "refunded")
		await tx.execute(
			sql`update purchases set deleted_at = now() where order_id = ${orderId} and deleted_at is null`,
		);
	return { ...result, changed: true };
}

export type NotifyServices = {
	database: Database;
	mailer: Mailer;
	config: Config;
	log?: Pick<FastifyBaseLogger, "error">;
};

function logFailure(services: NotifyServices, err: unknown, orderId: string, event: OrderMailEvent) {
	const context = { err, orderId, event };
	if (services.log) services.log.error(context, "order mail not sent");
	else process.emitWarning(`order mail (${event}) for ${orderId} not sent: ${String(err)}`);
}

/**
 * Mails the buyer about a change, after the change has committed: the billing contact, and the
 * account's address too when it differs. A failed mail must not undo or fail what already
 * happened (an order placed, a payment recorded), so this never throws: it logs.
 */
export async function notifyOrderChange(
	services: NotifyServices,
	orderId: string,
	event: OrderMailEvent,
): Promise<void> {
	try {
		const order = await loadAdminOrder(services.database.db, orderId);
		if (!order) throw new Error("order not found");
		const messages = orderMails(order, event, {
			siteUrl: services.config.publicUrl,
			bankDetails: services.config.invoiceBankDetails,
		});
		for (const message of messages) {
			try {
				await services.mailer.send(message);
			} catch (err) {
				logFailure(services, err, orderId, event);
			}
		}
	} catch (err) {
		logFailure(services, err, orderId, event);
	}
}
