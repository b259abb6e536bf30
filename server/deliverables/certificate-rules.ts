import type { Order } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import { ConflictError } from "../errors";
import type { CertifiedOrder } from "./certificate-pdf";

/**
 * The order as a certificate may show it: paid, with the licences it still holds. Any other
 * state is a 409 that says why, so a buyer never holds a certificate for a licence they lack.
 */
export function certifiedOrder(order: Order): CertifiedOrder {
	if (order.status === "refunded") throw new ConflictError(ORDER_TEXT.certificateRefunded);
	if (order.status === "cancelled") throw new ConflictError(ORDER_TEXT.certificateCancelled);
	const held = order.items.filter((item) => item.purchase_id !== null);
	if (order.status !== "paid" || order.paid_at === null) throw new ConflictError(ORDER_TEXT.notPaid);
	// Paid, yet every licence withdrawn (each purchase soft-deleted): nothing left to certify.
	if (held.length === 0) throw new ConflictError(ORDER_TEXT.certificateRefunded);
	return { ...order, paid_at: order.paid_at, items: held };
}
