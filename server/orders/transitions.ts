import { canTransition, ORDER_ACTIONS, ORDER_TEXT, type OrderAction, type OrderStatus } from "@core/orders";
import type { FastifyBaseLogger } from "fastify";
import { recordActivity } from "../companies/activity";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { recordRefundRoyalties, recordSaleRoyalties } from "../earnings/royalties-service";
import { ConflictError, NotFoundError } from "../errors";
import { endHoldsLicensed } from "../holds/queries";
import type { Mailer } from "../mail/mailer";
import { type OrderMailEvent, orderMails } from "./mail";
import { loadAdminOrder } from "./queries/read";
import {
	deleteOrderedFromCart,
	deletePurchases,
	insertPurchases,
	insertTransitionEvent,
	lockOrderState,
	setOrderStatus,
} from "./queries/transitions";

export type TransitionOptions = {
	note?: string;
	stripePaymentIntent?: string;
	/** The families' share of each line (config.royaltyPercent): required to mark an order paid. */
	royaltyPercent?: number;
};

export type TransitionResult = {
	changed: boolean;
	from: OrderStatus;
	to: OrderStatus;
	userId: string | null;
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
 *
 * Royalties (issue 27) go with them: paid, each line earns its photo's family `royaltyPercent`
 * of the line's price after discount (config ROYALTY_PERCENT, which marking paid needs);
 * refunded, each of those is taken back (server/earnings/royalties-service.ts).
 */
export async function transitionOrder(
	tx: Executor,
	orderId: string,
	action: OrderAction,
	actor: string,
	options: TransitionOptions = {},
): Promise<TransitionResult> {
	const row = await lockOrderState(tx, orderId);
	if (!row) throw new NotFoundError(ORDER_TEXT.orderNotFound);
	const from = row.status;
	const to = ORDER_ACTIONS[action].to;
	const result = { from, to, userId: row.user_id };
	if (from === to) return { ...result, changed: false };
	if (!canTransition(from, to)) throw new ConflictError(ORDER_TEXT.wrongState(action, from));
	if (to === "paid" && options.royaltyPercent === undefined)
		throw new Error("transitionOrder: marking an order paid needs the royalty percent");

	await setOrderStatus(tx, orderId, to, options.stripePaymentIntent ?? null);
	await insertTransitionEvent(tx, { orderId, action, from, to, actor, note: options.note ?? null });

	if (to === "paid") {
		await insertPurchases(tx, orderId);
		await recordSaleRoyalties(tx, orderId, options.royaltyPercent ?? 0);
		if (row.user_id) await deleteOrderedFromCart(tx, orderId, row.user_id);
		// Issue 30: the production's running holds of the photos it has now licensed end.
		await endHoldsLicensed(tx, orderId);
		// A company production's feed tells its people the order is paid (written for company productions only).
		if (row.project_id)
			await recordActivity(tx, { projectId: row.project_id, actorId: null, kind: "paid", orderId });
	}
	if (to === "refunded") {
		await deletePurchases(tx, orderId);
		await recordRefundRoyalties(tx, orderId);
	}
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
