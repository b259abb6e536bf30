import type { Order } from "@core/contracts/orders";
import { LICENSE_LABELS } from "@core/license";
import Stripe from "stripe";
import {
	type PaymentCancel,
	type PaymentProvider,
	PaymentProviderError,
	type PaymentRefund,
} from "./provider";

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

/**
 * One refund per order: a double click, or an admin's retry after our own write failed, gets
 * Stripe's first refund back instead of asking for a second. (Stripe keeps a key's answer for a
 * day, a refusal included; after that a full refund is still refused as 'charge_already_refunded'.)
 */
export const refundIdempotencyKey = (orderId: string) => `refund:${orderId}`;

/** A Stripe failure in words an admin can act on: Stripe's own message, never our internals. */
function providerError(what: string, err: unknown): PaymentProviderError {
	const reason = err instanceof Stripe.errors.StripeError ? err.message : "Stripe did not answer";
	return new PaymentProviderError(`${what}: ${reason}`, { cause: err });
}

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

		async cancel(order): Promise<PaymentCancel> {
			const sessionId = order.stripe_session_id;
			// No session stored yet: checkout is still opening it, and closes it itself when it then
			// finds its order cancelled.
			if (!sessionId) return "cancelled";
			try {
				await stripe.checkout.sessions.expire(sessionId);
				return "cancelled";
			} catch (err) {
				// Stripe refuses to expire a session that is no longer open with a 400 that names the
				// status only in its prose (no code to match), so the session itself is asked. Without an
				// idempotency key of ours on purpose: repeating this is safe, and a saved error would be
				// replayed for a day.
				if (!(err instanceof Stripe.errors.StripeInvalidRequestError))
					throw providerError("Stripe did not close the payment page", err);
				let status: Stripe.Checkout.Session.Status | null;
				try {
					status = (await stripe.checkout.sessions.retrieve(sessionId)).status;
				} catch (again) {
					throw providerError("Stripe did not close the payment page", again);
				}
				// 'complete': the buyer has paid (or a bank debit is on its way); the webhook brings it.
				if (status === "complete") return "already_paid";
				if (status === "expired") return "cancelled";
				throw providerError("Stripe did not close the payment page", err);
			}
		},

		async refund(order): Promise<PaymentRefund> {
			const paymentIntent = order.stripe_payment_intent;
			// An admin marked this card order paid (the money came another way): no card payment to return.
			if (!paymentIntent)
				return { note: "No card payment is recorded for this order: nothing was refunded on Stripe" };
			try {
				const refund = await stripe.refunds.create(
					{ payment_intent: paymentIntent, metadata: { order_id: order.id } },
					{ idempotencyKey: refundIdempotencyKey(order.id) },
				);
				if (refund.status === "failed" || refund.status === "canceled")
					throw new PaymentProviderError(
						`Stripe did not refund the payment: the refund ${refund.id} is ${refund.status}`,
					);
				const state = refund.status === "succeeded" ? "" : ` (${refund.status ?? "status unknown"})`;
				return { note: `Refunded on Stripe: ${refund.id}${state}` };
			} catch (err) {
				if (err instanceof PaymentProviderError) throw err;
				// Refunded already, in Stripe's dashboard, before its charge.refunded event reached us.
				if (err instanceof Stripe.errors.StripeError && err.code === "charge_already_refunded")
					return { note: `Already refunded on Stripe (${paymentIntent})` };
				throw providerError("Stripe did not refund the payment", err);
			}
		},
	};
}
