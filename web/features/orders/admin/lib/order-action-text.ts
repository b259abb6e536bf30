import { formatUsd } from "@core/license";
import { ORDER_ACTIONS, type OrderAction, type OrderStatus, type PaymentMethod } from "@core/orders";
import { photoCount } from "@/lib/cart-text";

/** What an action needs to know of its order to say what it will do. */
export type ActionTarget = {
	id: string;
	reference: string;
	status: OrderStatus;
	payment_method: PaymentMethod;
	total_cents: number;
	item_count: number;
};

type ActionText = {
	/** The button's visible text. */
	label: string;
	/** The button's accessible name: which order it acts on, for lists of many. */
	name: (reference: string) => string;
	title: (reference: string) => string;
	/** What happens, in the confirmation. */
	consequence: (target: ActionTarget) => string;
	confirm: string;
	pendingLabel: string;
	noteHint: string;
	doneTitle: (reference: string) => string;
	doneDescription: string;
};

const CANNOT_UNDO = "This cannot be undone.";

export const ACTION_TEXT: Record<OrderAction, ActionText> = {
	mark_paid: {
		label: "Mark paid",
		name: (reference) => `Mark ${reference} paid`,
		title: (reference) => `Mark ${reference} paid?`,
		consequence: (target) =>
			`Do this once the ${formatUsd(target.total_cents)} has arrived. The buyer's licences for ${photoCount(target.item_count)} start now: their originals and the licence certificate unlock on My purchases, and the buyer gets a receipt by email.`,
		confirm: "Mark paid",
		pendingLabel: "Marking paid…",
		noteHint: "For example the bank transfer's reference. Kept in the order's history.",
		doneTitle: (reference) => `${reference} marked paid`,
		doneDescription: "The buyer's licences and downloads are live.",
	},
	cancel: {
		label: "Cancel",
		name: (reference) => `Cancel ${reference}`,
		title: (reference) => `Cancel ${reference}?`,
		consequence: (target) =>
			target.payment_method === "stripe"
				? `The order stops and its Stripe payment page is closed, so it can no longer be paid: no licences are issued and nothing can be downloaded. If the buyer has just paid on that page, the order is not cancelled: wait for the payment to arrive, then refund it. The buyer gets an email. ${CANNOT_UNDO}`
				: `The order stops and its invoice is void: no licences are issued and nothing can be downloaded. The buyer gets an email. ${CANNOT_UNDO}`,
		confirm: "Cancel order",
		pendingLabel: "Cancelling…",
		noteHint: "Why, for the order's history.",
		doneTitle: (reference) => `${reference} cancelled`,
		doneDescription: "The buyer has been told by email.",
	},
	refund: {
		label: "Refund",
		name: (reference) => `Refund ${reference}`,
		title: (reference) => `Refund ${reference}?`,
		consequence: (target) =>
			`Refunding removes the buyer's licences and download access for ${photoCount(target.item_count)}, and the certificate is no longer valid. ${
				target.payment_method === "stripe"
					? `The card payment of ${formatUsd(target.total_cents)} is refunded through Stripe now, back to the buyer's card; if Stripe refuses, nothing changes and you see Stripe's reason.`
					: `The money goes back by bank transfer: send the ${formatUsd(target.total_cents)} to the buyer yourself; this only records it.`
			} The buyer gets an email. ${CANNOT_UNDO}`,
		confirm: "Refund order",
		pendingLabel: "Refunding…",
		noteHint: "For example the refund's transfer reference. Kept in the order's history.",
		doneTitle: (reference) => `${reference} refunded`,
		doneDescription:
			"The money is on its way back (to the card through Stripe, or by your bank transfer for an invoice); the buyer's licences and downloads are withdrawn.",
	},
};

/** The actions an order in this state allows, in the order the buttons show them. */
export function allowedActions(status: OrderStatus): OrderAction[] {
	return (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter(
		(action) => ORDER_ACTIONS[action].from === status,
	);
}
