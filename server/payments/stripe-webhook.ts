import { ErrorCode } from "@core/contracts/errors";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { ConflictError, DomainError } from "../errors";
import { type TransitionOptions, transitionOrder } from "../orders/transitions";
import {
	insertOrderNote,
	lockCardOrder,
	lockOrder,
	lockOrderByPaymentIntent,
	type OrderRow,
	recordPaymentEvent,
} from "./queries";

/** What an event did to its order, for the mail sent once the transaction has committed. */
export type OrderChange = "paid" | "cancelled" | "refunded";

export type StripeEventOutcome = {
	/** The event id was already recorded: a replay, and nothing changed. */
	duplicate: boolean;
	orderId: string | null;
	change: OrderChange | null;
};

const ACTOR = "stripe";

/**
 * A full refund of a payment this server has not recorded yet. Stripe does not promise the order
 * of delivery, so a refund can come before (or while) the payment it returns is handled. Answered
 * non-2xx and not recorded, so that Stripe delivers it again later, when the order is paid.
 */
export class RefundBeforePaymentError extends DomainError {
	constructor() {
		super(
			409,
			ErrorCode.conflict,
			"The payment of this refund is not recorded yet: deliver the event again later",
		);
	}
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Target =
	| { kind: "session"; session: Stripe.Checkout.Session; action: "mark_paid" | "cancel" | null }
	| { kind: "refund"; charge: Stripe.Charge }
	| { kind: "none" };

/** What this server does with each event type it subscribes to; anything else is only recorded. */
function targetOf(event: Stripe.Event): Target {
	switch (event.type) {
		case "checkout.session.completed": {
			const session = event.data.object;
			// 'unpaid' means a delayed method (a bank debit): async_payment_succeeded follows.
			return { kind: "session", session, action: session.payment_status === "paid" ? "mark_paid" : null };
		}
		case "checkout.session.async_payment_succeeded":
			return { kind: "session", session: event.data.object, action: "mark_paid" };
		case "checkout.session.expired":
		case "checkout.session.async_payment_failed":
			return { kind: "session", session: event.data.object, action: "cancel" };
		case "charge.refunded":
			return { kind: "refund", charge: event.data.object };
		default:
			return { kind: "none" };
	}
}

const idOf = (value: string | { id: string } | null): string | null =>
	value === null ? null : typeof value === "string" ? value : value.id;

/**
 * The order a Checkout Session pays for: by the id we put in its metadata (or the client reference),
 * and only a card order whose stored session, when known, is this one. Locked for the transaction.
 */
async function sessionOrder(
	tx: Executor,
	session: Stripe.Checkout.Session,
	log: FastifyBaseLogger,
): Promise<OrderRow | null> {
	const orderId = session.metadata?.order_id ?? session.client_reference_id;
	if (!orderId || !UUID.test(orderId)) {
		log.warn({ session: session.id }, "Stripe session names no order of ours");
		return null;
	}
	const order = await lockOrder(tx, orderId);
	if (!order) {
		log.warn({ session: session.id, orderId }, "Stripe session names an unknown order");
		return null;
	}
	if (
		order.payment_method !== "stripe" ||
		(order.stripe_session_id && order.stripe_session_id !== session.id)
	) {
		log.warn(
			{ session: session.id, orderId, stored: order.stripe_session_id, method: order.payment_method },
			"Stripe session does not belong to this order",
		);
		return null;
	}
	return order;
}

async function refundOrder(
	tx: Executor,
	charge: Stripe.Charge,
	log: FastifyBaseLogger,
): Promise<OrderRow | null> {
	const paymentIntent = idOf(charge.payment_intent);
	if (!paymentIntent) return null;
	const order = await lockOrderByPaymentIntent(tx, paymentIntent);
	if (order) return order;
	// No order has this payment yet: either it is not ours, or its payment is not recorded yet (a
	// refund delivered first, or while the payment's transaction is still open). The order id we
	// put in the payment intent's metadata, which Stripe copies onto its charge, tells them apart.
	const orderId = charge.metadata?.order_id;
	if (orderId && UUID.test(orderId)) {
		const named = await lockCardOrder(tx, orderId);
		// Locked after a concurrent payment of it committed: the order now carries this payment.
		if (named && named.stripe_payment_intent === paymentIntent) return named;
		if (named?.status === "pending_payment" && charge.refunded) throw new RefundBeforePaymentError();
	}
	log.warn({ charge: charge.id, paymentIntent }, "Stripe refund for a payment of no order of ours");
	return null;
}

const note = (tx: Executor, orderId: string, kind: string, text: string): Promise<void> =>
	insertOrderNote(tx, { orderId, kind, actor: ACTOR, text });

/**
 * Runs one state change in a savepoint: a transition the order's state does not allow (an
 * 'expired' arriving after 'completed', a refund of a cancelled order) is a ConflictError, which
 * leaves the order as it is while the event stays recorded as handled.
 */
async function transition(
	tx: Executor,
	orderId: string,
	action: "mark_paid" | "cancel" | "refund",
	options: TransitionOptions & { note: string },
	log: FastifyBaseLogger,
): Promise<boolean> {
	try {
		return await tx.transaction(
			async (sp) => (await transitionOrder(sp, orderId, action, ACTOR, options)).changed,
		);
	} catch (err) {
		if (!(err instanceof ConflictError)) throw err;
		log.info({ orderId, action, reason: err.message }, "Stripe event out of order: order left as it is");
		return false;
	}
}

async function applySession(
	tx: Executor,
	order: OrderRow,
	session: Stripe.Checkout.Session,
	action: "mark_paid" | "cancel",
	event: Stripe.Event,
	log: FastifyBaseLogger,
	royaltyPercent: number,
): Promise<OrderChange | null> {
	const ref = `Stripe ${event.type} (${event.id})`;
	if (action === "cancel") {
		// Only an order still waiting for this payment: the session of a paid order may expire too.
		if (order.status !== "pending_payment") return null;
		return (await transition(tx, order.id, "cancel", { note: ref }, log)) ? "cancelled" : null;
	}
	const paymentIntent = idOf(session.payment_intent);
	// The payment already recorded, reported again (completed, then async_payment_succeeded).
	const recorded = paymentIntent !== null && order.stripe_payment_intent === paymentIntent;
	if (recorded || (order.status === "paid" && paymentIntent === null)) return null;
	if (order.status !== "pending_payment") {
		// Paid on Stripe after the order was cancelled here, or after an admin marked it paid another
		// way: the buyer has paid twice or for nothing, and the money must go back by hand.
		const state = order.status === "paid" ? "already marked paid" : order.status;
		await note(
			tx,
			order.id,
			"payment_after_close",
			`${ref}: paid on Stripe while the order was ${state}; refund this payment on Stripe`,
		);
		log.warn(
			{ orderId: order.id, status: order.status, session: session.id },
			"Stripe payment for a closed order",
		);
		return null;
	}
	if (session.amount_total !== order.total_cents || session.currency !== "usd") {
		await note(
			tx,
			order.id,
			"amount_mismatch",
			`${ref}: the session's total is ${session.amount_total ?? "missing"} ${session.currency ?? "(no currency)"} cents, the order's ${order.total_cents} usd cents; not marked paid`,
		);
		log.warn(
			{ orderId: order.id, session: session.id, charged: session.amount_total, total: order.total_cents },
			"Stripe amount does not match the order: not marked paid",
		);
		return null;
	}
	// Stored on the order by the transition: the refund event finds its order by it.
	const changed = await transition(
		tx,
		order.id,
		"mark_paid",
		{ note: ref, royaltyPercent, ...(paymentIntent ? { stripePaymentIntent: paymentIntent } : {}) },
		log,
	);
	return changed ? "paid" : null;
}

async function applyRefund(
	tx: Executor,
	order: OrderRow,
	charge: Stripe.Charge,
	event: Stripe.Event,
	log: FastifyBaseLogger,
): Promise<OrderChange | null> {
	const ref = `Stripe ${event.type} (${event.id})`;
	if (!charge.refunded) {
		// A partial refund leaves the licences in place; an admin decides what it means.
		await note(
			tx,
			order.id,
			"partial_refund",
			`${ref}: ${charge.amount_refunded} of ${charge.amount} cents refunded on Stripe`,
		);
		return null;
	}
	return (await transition(tx, order.id, "refund", { note: ref }, log)) ? "refunded" : null;
}

/**
 * Handles one verified Stripe event in one transaction. The event id is recorded first: a
 * replay finds it and changes nothing, and if anything fails the record is rolled back with
 * the rest, so Stripe's retry is handled afresh. A payment writes the families' royalties at
 * `royaltyPercent` (config ROYALTY_PERCENT).
 */
export async function handleStripeEvent(
	database: Database,
	event: Stripe.Event,
	log: FastifyBaseLogger,
	royaltyPercent: number,
): Promise<StripeEventOutcome> {
	const target = targetOf(event);
	return database.db.transaction(async (tx) => {
		const order =
			target.kind === "session"
				? await sessionOrder(tx, target.session, log)
				: target.kind === "refund"
					? await refundOrder(tx, target.charge, log)
					: null;
		const recorded = await recordPaymentEvent(tx, ACTOR, event, order?.id ?? null);
		if (!recorded) return { duplicate: true, orderId: order?.id ?? null, change: null };
		let change: OrderChange | null = null;
		if (order && target.kind === "session" && target.action)
			change = await applySession(tx, order, target.session, target.action, event, log, royaltyPercent);
		else if (order && target.kind === "refund")
			change = await applyRefund(tx, order, target.charge, event, log);
		return { duplicate: false, orderId: order?.id ?? null, change };
	});
}
