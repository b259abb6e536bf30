import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { z } from "zod";
import type { AppServices } from "../app-services";
import { ValidationError } from "../errors";
import { notifyOrderChange } from "../orders/transitions";
import { readStripeEvent } from "./stripe-event";
import { handleStripeEvent } from "./stripe-webhook";

export const STRIPE_WEBHOOK_PATH = "/api/payments/stripe/webhook";

const WebhookAck = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * Stripe's webhook: the only way a card order becomes paid. Registered only when
 * STRIPE_WEBHOOK_SECRET is set (otherwise the path is a 404 like any unknown one).
 *
 * Public by necessity (Stripe sends no cookie and no Origin); the signature is the
 * authentication. It is computed over the exact bytes sent, so this plugin, and only it, keeps
 * JSON bodies raw: the content-type parser below is scoped to this encapsulated plugin.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const secret = services.config.stripe?.webhookSecret;
	if (!secret) return;

	app.removeContentTypeParser("application/json");
	app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
		done(null, body),
	);

	app.post(
		STRIPE_WEBHOOK_PATH,
		{
			config: { access: "public" },
			schema: {
				tags: ["payments"],
				summary: "Stripe events (signed with the endpoint's secret)",
				response: { 200: WebhookAck },
			},
		},
		async (request) => {
			const signature = request.headers["stripe-signature"];
			const raw = request.body;
			if (typeof signature !== "string" || !Buffer.isBuffer(raw))
				throw new ValidationError("A signed Stripe event is required");
			let event: Stripe.Event;
			try {
				event = Stripe.webhooks.constructEvent(raw, signature, secret);
			} catch (err) {
				request.log.warn({ err }, "Stripe webhook signature refused");
				throw new ValidationError("The Stripe signature does not match this event");
			}
			event = readStripeEvent(event);
			const outcome = await handleStripeEvent(
				services.database,
				event,
				request.log,
				services.config.royaltyPercent,
			);
			request.log.info({ stripeEvent: event.id, type: event.type, ...outcome }, "Stripe event handled");
			if (outcome.orderId && outcome.change)
				await notifyOrderChange({ ...services, log: request.log }, outcome.orderId, outcome.change);
			return { received: true as const, duplicate: outcome.duplicate };
		},
	);
};
