import type Stripe from "stripe";
import type { Config } from "../config";
import { invoiceProvider, type PaymentProvider, type PaymentProviders } from "./provider";
import { createStripeProvider } from "./stripe";

export type PaymentOverrides = {
	/** A Stripe client of the caller's (tests point one at a local fake API). */
	stripeClient?: Stripe;
};

/**
 * The payment providers this configuration offers: invoice always; Stripe with STRIPE_SECRET_KEY
 * and STRIPE_WEBHOOK_SECRET. Without the webhook secret no payment could ever be confirmed (the
 * webhook is what marks a card order paid), so a card would be charged for an order that stays
 * unpaid: the method is not offered at all.
 */
export function createPaymentProviders(config: Config, overrides: PaymentOverrides = {}): PaymentProviders {
	const providers = new Map<PaymentProvider["method"], PaymentProvider>([["invoice", invoiceProvider]]);
	if (config.stripe?.webhookSecret) {
		providers.set(
			"stripe",
			createStripeProvider({ secretKey: config.stripe.secretKey, client: overrides.stripeClient }),
		);
	}
	return providers;
}
