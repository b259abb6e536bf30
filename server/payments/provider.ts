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
 * What closing an unpaid order's payment page came to: closed (or never opened, or already
 * closed), or too late because the buyer has completed it and the payment is on its way.
 */
export type PaymentCancel = "cancelled" | "already_paid";

/** What giving a paid order's money back did, in a line for the order's history. */
export type PaymentRefund = { note: string };

/**
 * The provider refused an operation or could not be reached. Its message says so in words an
 * admin can act on (the provider's own reason included) and reveals nothing of our internals.
 */
export class PaymentProviderError extends Error {
	constructor(message: string, options?: { cause?: unknown }) {
		super(message, options);
		this.name = "PaymentProviderError";
	}
}

/**
 * One way to pay. Checkout places the order (pending payment), then calls `start` outside
 * the transaction; a provider that fails there gets the order cancelled and a clear error.
 * Payment arrives later: an admin marks an invoice paid, Stripe's webhook marks a card paid.
 *
 * `cancel` and `refund` exist only where money or a payment page lives at the provider (Stripe).
 * They are called before our database changes, outside any transaction, and must be safe to
 * repeat: a provider success followed by a failed write is retried by the admin (or settled by
 * the provider's webhook). An invoice has neither: its refund goes back by bank transfer.
 */
export type PaymentProvider = {
	readonly method: PaymentMethod;
	start(order: Order, urls: PaymentReturnUrls): Promise<PaymentStart>;
	/** Makes an unpaid order's payment page unpayable. Throws PaymentProviderError when it cannot. */
	cancel?(order: { id: string; stripe_session_id: string | null }): Promise<PaymentCancel>;
	/** Gives a paid order's whole payment back. Throws PaymentProviderError when it cannot. */
	refund?(order: { id: string; stripe_payment_intent: string | null }): Promise<PaymentRefund>;
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
