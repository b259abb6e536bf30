/**
 * Orders, payments and licences (issue 7; the spec leaves them "not shown"). An order is placed
 * from the cart at checkout, priced by core/pricing.ts from the database, and then moves
 * through these states only forward, so a replayed or late payment event changes nothing.
 */

export const ORDER_STATUSES = ["pending_payment", "paid", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ["invoice", "stripe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The default: a production pays an invoice on net terms; an admin marks it paid. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "invoice";

/** Invoices are due this many days after the order is placed. */
export const NET_TERMS_DAYS = 30;

/** A signed download link of an original works this long after it is issued. */
export const DOWNLOAD_LINK_SECONDS = 300;

/** Which states an order may move to from each state; anything else is refused. */
const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
	pending_payment: ["paid", "cancelled"],
	paid: ["refunded"],
	cancelled: [],
	refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
	return TRANSITIONS[from].includes(to);
}

/** What each admin action does, by the state it needs. */
export const ORDER_ACTIONS = {
	mark_paid: { from: "pending_payment", to: "paid" },
	cancel: { from: "pending_payment", to: "cancelled" },
	refund: { from: "paid", to: "refunded" },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
	pending_payment: "Awaiting payment",
	paid: "Paid",
	cancelled: "Cancelled",
	refunded: "Refunded",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, { name: string; description: string }> = {
	invoice: {
		name: "Invoice (net 30)",
		description: `We email an invoice now; pay by bank transfer within ${NET_TERMS_DAYS} days. Files unlock when payment arrives.`,
	},
	stripe: {
		name: "Card",
		description: "Pay now by card on a secure payment page; files unlock as soon as the payment clears.",
	},
};

/** 'SSD-000042': the number people quote on the phone and on the invoice. */
export function orderReference(orderNumber: number): string {
	return `SSD-${String(orderNumber).padStart(6, "0")}`;
}

/** The invoice's due date (YYYY-MM-DD, UTC) for an order placed at `placedAt`. */
export function invoiceDueDate(placedAt: Date, days = NET_TERMS_DAYS): string {
	const due = new Date(placedAt.getTime());
	due.setUTCDate(due.getUTCDate() + days);
	return due.toISOString().slice(0, 10);
}

/** A reference an order carries for a production's accounts (production code, episode): at most this long. */
export const ORDER_REFERENCE_MAX = 60;

/** /my-purchases: a page of licences, 24 by default. */
export const PURCHASES_PAGE_SIZE = 24;
export const PURCHASES_PAGE_SIZE_MAX = 100;

/** Messages of checkout and orders, shared by the API and the pages. */
export const ORDER_TEXT = {
	emptyCart: "Your cart is empty: add photos before checking out",
	priceChanged: "Prices in your cart changed since you reviewed them: please review the new total",
	photosUnavailable: "Some photos in your cart are no longer available: review your cart",
	stripeUnavailable: "Card payment is not available: choose invoice",
	chooseProduction: "Choose the production these licences are for",
	paymentStartFailed: "Card payment could not be started: please try again or choose invoice",
	checkoutReplaced: "You started a newer checkout: continue on its payment page",
	idempotencyKey: "Idempotency-Key must be 8 to 255 visible ASCII characters (a UUID, for example)",
	idempotencyReused: "This Idempotency-Key was already used for a different checkout: send a new key",
	checkoutInProgress: "This checkout is still being placed: try again in a moment",
	originalMissing: "The original file of this photo is not available: please contact us",
	certificateCancelled: "This order was cancelled: it grants no licence, so it has no certificate",
	certificateRefunded: "This order was refunded: its licences are void, so it has no certificate",
	placedTitle: "Order placed",
	orderNotFound: "Order not found",
	productionNotFound: "Production not found",
	purchaseNotFound: "Purchase not found",
	notPaid: "This order is not paid yet: files unlock when payment arrives",
	linkExpired: "This download link has expired: ask for a new one from My purchases",
	linkInvalid: "This download link is not valid",
	/** Issue 29: a company's mandatory reference left empty (field label from core/teams.ts). */
	referenceRequired: (label: string, company: string) => `${label} is required by ${company}`,
	/** Issue 29: the company buys approved photos only; these lines are not approved in a shortlist. */
	notApproved: (titles: readonly string[]) =>
		`${titles.length === 1 ? "This photo is" : "These photos are"} not approved for this production yet: ${titles.join(", ")}. Ask an approver, or remove ${titles.length === 1 ? "it" : "them"} from your cart.`,
	wrongState: (action: string, status: OrderStatus) =>
		`Cannot ${action.replace("_", " ")} an order that is ${ORDER_STATUS_LABELS[status].toLowerCase()}`,
} as const;
