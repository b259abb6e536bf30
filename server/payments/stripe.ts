import type { Order } from "@core/contracts/orders";
import { LICENSE_LABELS } from "@core/license";
import Stripe from "stripe";
import type { PaymentProvider } from "./provider";

/**
 * The API version this code and the SDK's types were written for. Pinned rather than left to the
 * account's default so that an SDK upgrade that moves it fails the type check here first.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

/** A Stripe API client; tests point one at a local fake API (host, port, protocol). */
export function createStripeClient(secretKey: string, config: Stripe.StripeConfig = {}): Stripe {
	return new Stripe(secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, ...config });
}

/**
 * The same key for every attempt to start one order's payment: a retried `start` (a timeout, a
 * double submit) gets Stripe's first session back instead of a second one that could be paid too.
 */
export const checkoutIdempotencyKey = (orderId: string) => `checkout-session:${orderId}`;

/** "Photo #1042: Birthday at the lake — Hero usage": what the buyer sees on Stripe's page. */
export function stripeLineName(item: Order["items"][number]): string {
	return `Photo #${item.photo.photoid}: ${item.photo.title} — ${LICENSE_LABELS[item.license_type].name}`;
}

/**
 * Card payments through a Stripe Checkout Session. Each line is charged at the order line's total
 * (its share of the volume discount already taken off, in whole cents), quantity 1, so the
 * session's total is the order's total to the cent and no Stripe coupon is needed.
 */
export function createStripeProvider(options: { secretKey: string; client?: Stripe }): PaymentProvider {
	const stripe = options.client ?? createStripeClient(options.secretKey);
	return {
		method: "stripe",
		async start(order, urls) {
			const session = await stripe.checkout.sessions.create(
				{
					mode: "payment",
					currency: "usd",
					line_items: order.items.map((item) => ({
						quantity: 1,
						price_data: {
							currency: "usd",
							unit_amount: item.total_cents,
							product_data: { name: stripeLineName(item) },
						},
					})),
					client_reference_id: order.id,
					metadata: { order_id: order.id, order_reference: order.reference },
					payment_intent_data: { metadata: { order_id: order.id, order_reference: order.reference } },
					customer_email: order.billing.email,
					success_url: urls.successUrl,
					cancel_url: urls.cancelUrl,
				},
				{ idempotencyKey: checkoutIdempotencyKey(order.id) },
			);
			if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} came back without a URL`);
			return { redirectUrl: session.url, stripeSessionId: session.id };
		},
	};
}
