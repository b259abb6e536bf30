import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../db/executor";
import type { PaymentProvider } from "../payments/provider";
import { lockEarlierCardOrders, type ReplacedOrder } from "./queries/checkout";
import { transitionOrder } from "./transitions";

type Log = Pick<FastifyBaseLogger, "warn" | "error">;

/**
 * A buyer has at most one card order awaiting payment. A card checkout keeps the cart, so a double
 * click, a retry or a second attempt would otherwise leave two payable Stripe pages for the same
 * photos; the newest checkout is what the buyer means. Inside the checkout's transaction (after
 * the cart's lines are locked, which makes one buyer's checkouts take turns), the earlier ones are
 * cancelled; their pages are closed after the commit (closeReplacedPages).
 *
 * SKIP LOCKED leaves alone an order someone holds right now (its payment being recorded, an admin
 * acting on it): waiting for it while holding the cart's lines could deadlock with a payment,
 * which takes the order's row first and then the cart's.
 */
export async function replaceEarlierCardOrders(
	tx: Executor,
	userId: string,
	newOrder: { id: string; reference: string },
): Promise<ReplacedOrder[]> {
	const earlier = await lockEarlierCardOrders(tx, userId, newOrder.id);
	for (const order of earlier)
		await transitionOrder(tx, order.id, "cancel", "system", {
			note: `Replaced by order ${newOrder.reference}`,
		});
	return earlier;
}

/**
 * Closes the payment pages of replaced orders on Stripe, best effort: a failure is logged, never
 * the buyer's problem. A page the buyer completed meanwhile cannot be closed; its payment reaches
 * a cancelled order, which the webhook notes as `payment_after_close` for an admin to refund.
 */
export async function closeReplacedPages(
	provider: PaymentProvider | undefined,
	replaced: readonly ReplacedOrder[],
	log: Log,
): Promise<void> {
	if (!provider?.cancel) return;
	const card = provider;
	await Promise.all(
		replaced.map(async (order) => {
			try {
				if ((await card.cancel?.(order)) === "already_paid")
					log.warn({ orderId: order.id }, "replaced card order was paid on Stripe meanwhile");
			} catch (err) {
				log.error({ err, orderId: order.id }, "payment page of a replaced card order not closed");
			}
		}),
	);
}
