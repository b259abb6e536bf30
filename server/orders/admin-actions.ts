import { ErrorCode } from "@core/contracts/errors";
import {
	canTransition,
	ORDER_ACTIONS,
	ORDER_STATUS_LABELS,
	ORDER_TEXT,
	type OrderAction,
} from "@core/orders";
import type { FastifyBaseLogger } from "fastify";
import type { AppServices } from "../app-services";
import { ConflictError, DomainError, NotFoundError } from "../errors";
import { type PaymentProvider, PaymentProviderError } from "../payments/provider";
import { type ActionRow, orderForAction } from "./queries/transitions";
import { type TransitionResult, transitionOrder } from "./transitions";

/** An admin cancelling a card order whose buyer has completed Stripe's page in the meantime. */
export const CANCEL_AFTER_PAYMENT =
	"The buyer has just paid on Stripe: wait for the payment to arrive, then refund if needed";

/** The payment provider refused or did not answer: nothing was changed here, and it may be retried. */
export class PaymentProviderFailedError extends DomainError {
	constructor(message: string) {
		super(502, ErrorCode.unavailable, message);
	}
}

export type AdminActionInput = {
	orderId: string;
	action: OrderAction;
	/** 'admin: ann@example.com' */
	actor: string;
	note?: string;
};

/**
 * What the provider must do before a cancel or a refund is written here, and the line it adds to
 * the history. Invoice has no such step: its refund goes back by bank transfer, by hand.
 */
async function providerStep(
	provider: PaymentProvider | undefined,
	action: OrderAction,
	orderId: string,
	order: ActionRow,
): Promise<string | null> {
	const target = { id: orderId, ...order };
	if (action === "cancel" && provider?.cancel) {
		if ((await provider.cancel(target)) === "already_paid") throw new ConflictError(CANCEL_AFTER_PAYMENT);
		return "Card payment page closed on Stripe";
	}
	if (action === "refund" && provider?.refund) return (await provider.refund(target)).note;
	// A card order on a server whose Stripe has since been switched off: said in the history, so
	// nobody reads this record as money sent back.
	if (order.payment_method === "stripe" && action !== "mark_paid")
		return "Stripe is not configured on this server: nothing was done on Stripe";
	return null;
}

/**
 * An admin's mark paid, cancel or refund. For a card order the provider acts first, outside any
 * transaction (a remote call must not hold the order's lock, nor PGlite's only connection): a
 * refund goes back on Stripe, a pending order's payment page is closed. Only then is the change
 * written, in one transaction. If the provider refuses, nothing is written (502, or 409 when the
 * buyer has just paid). If the write fails after the provider's success, a retry is safe: the
 * refund's idempotency key gets Stripe's first refund back, an expired page reads as closed, and
 * Stripe's own event (charge.refunded, checkout.session.expired) settles the order meanwhile.
 *
 * Only an action the order's state allows reaches the provider: repeating one changes nothing
 * and a wrong state is refused by transitionOrder, neither touching money.
 */
export async function runAdminAction(
	services: Pick<AppServices, "config" | "database" | "payments">,
	input: AdminActionInput,
	log: FastifyBaseLogger,
): Promise<TransitionResult> {
	const order = await orderForAction(services.database, input.orderId);
	if (!order) throw new NotFoundError(ORDER_TEXT.orderNotFound);
	const to = ORDER_ACTIONS[input.action].to;
	let providerNote: string | null = null;
	if (order.status !== to && canTransition(order.status, to)) {
		const provider = services.payments.get(order.payment_method);
		try {
			providerNote = await providerStep(provider, input.action, input.orderId, order);
		} catch (err) {
			if (!(err instanceof PaymentProviderError)) throw err;
			log.warn({ err, orderId: input.orderId, action: input.action }, "payment provider refused");
			throw new PaymentProviderFailedError(
				`${err.message}. Nothing was changed: the order is still ${ORDER_STATUS_LABELS[order.status].toLowerCase()}.`,
			);
		}
	}
	const note = [input.note, providerNote].filter(Boolean).join(" — ");
	return services.database.db.transaction((tx) =>
		transitionOrder(tx, input.orderId, input.action, input.actor, {
			...(note ? { note } : {}),
			royaltyPercent: services.config.royaltyPercent,
		}),
	);
}
