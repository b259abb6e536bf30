import { royaltyCents } from "@core/family";
import type { Executor } from "../db/executor";
import { queueSalesDigests } from "./queries/digest";
import { insertRefundRoyalties, insertSaleRoyalties, orderRoyaltyLines } from "./queries/royalties";

/**
 * The royalty hooks of an order's transitions (server/orders/transitions.ts), run in the order's
 * transaction so royalties exist exactly when the order is paid or refunded.
 */

/**
 * When an order becomes paid: a 'sale' row per line for the family of its photo, of the line's
 * total after discount (order_items.total_cents) at `percent` (core/family.ts royaltyCents), and
 * a sales digest queued for each family that earned. A line already recorded is left as it is.
 */
export async function recordSaleRoyalties(tx: Executor, orderId: string, percent: number): Promise<void> {
	const lines = await orderRoyaltyLines(tx, orderId);
	const families = await insertSaleRoyalties(
		tx,
		lines.map((line) => ({ line, percent, amountCents: royaltyCents(line.total_cents, percent) })),
	);
	await queueSalesDigests(tx, families);
}

/** When an order is refunded: each sale row taken back exactly, once. */
export async function recordRefundRoyalties(tx: Executor, orderId: string): Promise<void> {
	await insertRefundRoyalties(tx, orderId);
}
