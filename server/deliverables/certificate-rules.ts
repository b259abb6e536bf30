import type { Order } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import { ConflictError } from "../errors";
import type { CertifiedOrder } from "./certificate-pdf";

export const CERTIFICATE_TEXT = {
	notPaid: ORDER_TEXT.notPaid,
	cancelled: "This order was cancelled: it grants no licence, so it has no certificate",
	refunded: "This order was refunded: its licences are void, so it has no certificate",
} as const;

/**
 * The order as a certificate may show it: paid, with the licences it still holds. Any other
 * state is a 409 that says why, so a buyer never holds a certificate for a licence they lack.
 */
export function certifiedOrder(order: Order): CertifiedOrder {
	if (order.status === "refunded") throw new ConflictError(CERTIFICATE_TEXT.refunded);
	if (order.status === "cancelled") throw new ConflictError(CERTIFICATE_TEXT.cancelled);
	const held = order.items.filter((item) => item.purchase_id !== null);
	if (order.status !== "paid" || order.paid_at === null) throw new ConflictError(CERTIFICATE_TEXT.notPaid);
	// Paid, yet every licence withdrawn (each purchase soft-deleted): nothing left to certify.
	if (held.length === 0) throw new ConflictError(CERTIFICATE_TEXT.refunded);
	return { ...order, paid_at: order.paid_at, items: held };
}
