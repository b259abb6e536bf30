import type { Order } from "@core/contracts/orders";
import type { PaymentMethod } from "@core/orders";

/** Where the buyer's browser goes once the provider is done (absolute URLs). */
export type PaymentReturnUrls = { successUrl: string; cancelUrl: string };

/** What a provider answers when an order is placed. */
export type PaymentStart = {
	/** The provider's payment page, or null when nothing is paid online now (invoice). */
	redirectUrl: string | null;
	/** Stripe: the Checkout Session, kept on the order so its webhook events find it. */
	stripeSessionId?: string;
};

/**
 * One way to pay. Checkout places the order (pending payment), then calls `start` outside
 * the transaction; a provider that fails there gets the order cancelled and a clear error.
 * Payment arrives later: an admin marks an invoice paid, Stripe's webhook marks a card paid.
 */
export type PaymentProvider = {
	readonly method: PaymentMethod;
	start(order: Order, urls: PaymentReturnUrls): Promise<PaymentStart>;
};

/** The providers configured on this server, by method; `invoice` is always there. */
export type PaymentProviders = ReadonlyMap<PaymentMethod, PaymentProvider>;

/** Net-terms invoice: nothing to do online; the invoice PDF and the mail carry the terms. */
export const invoiceProvider: PaymentProvider = {
	method: "invoice",
	async start() {
		return { redirectUrl: null };
	},
};
