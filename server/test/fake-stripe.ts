import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { createStripeClient } from "../payments/stripe";

export const TEST_STRIPE_SECRET_KEY = "sk_test_fake";
export const TEST_STRIPE_WEBHOOK_SECRET = "whsec_test_fake";
/** The environment that turns Stripe on in createTestApp. */
export const STRIPE_TEST_ENV = {
	STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
	STRIPE_WEBHOOK_SECRET: TEST_STRIPE_WEBHOOK_SECRET,
};

export type RecordedRequest = {
	method: string;
	path: string;
	headers: IncomingHttpHeaders;
	/** The form body as Stripe's SDK encodes it: 'line_items[0][price_data][unit_amount]' → '4655'. */
	form: Map<string, string>;
};

export type FakeCheckoutSession = {
	id: string;
	object: "checkout.session";
	url: string;
	amount_total: number;
	currency: string;
	client_reference_id: string | null;
	metadata: Record<string, string>;
	payment_status: "unpaid";
	status: "open";
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** The sum of the form's line items, as Stripe would compute the session's amount_total. */
function amountTotal(form: Map<string, string>): number {
	let total = 0;
	for (let i = 0; form.has(`line_items[${i}][quantity]`); i++)
		total +=
			Number(form.get(`line_items[${i}][price_data][unit_amount]`)) *
			Number(form.get(`line_items[${i}][quantity]`));
	return total;
}

function metadataOf(form: Map<string, string>): Record<string, string> {
	const found: Record<string, string> = {};
	for (const [key, value] of form) {
		const match = /^metadata\[(.+)\]$/.exec(key);
		if (match?.[1]) found[match[1]] = value;
	}
	return found;
}

/**
 * A local stand-in for the one Stripe API call the app makes (POST /v1/checkout/sessions). It
 * records every request and, like Stripe, answers a repeated Idempotency-Key with the first
 * session. Anything else answers Stripe's 404 error shape.
 */
export async function startFakeStripe() {
	const requests: RecordedRequest[] = [];
	const sessions = new Map<string, FakeCheckoutSession>();
	const byKey = new Map<string, FakeCheckoutSession>();
	let failNext = 0;

	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on("data", (chunk: Buffer) => chunks.push(chunk));
		req.on("end", () => {
			const form = new Map(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
			const path = (req.url ?? "/").split("?")[0] ?? "/";
			requests.push({ method: req.method ?? "GET", path, headers: req.headers, form });
			const reply = (status: number, body: unknown) => {
				res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
				res.end(JSON.stringify(body));
			};
			if (failNext > 0) {
				failNext--;
				return reply(400, { error: { type: "invalid_request_error", message: "Refused by the fake" } });
			}
			if (req.method !== "POST" || path !== "/v1/checkout/sessions")
				return reply(404, { error: { type: "invalid_request_error", message: `No fake for ${path}` } });
			const key = req.headers["idempotency-key"];
			const earlier = typeof key === "string" ? byKey.get(key) : undefined;
			if (earlier) return reply(200, earlier);
			const sessionId = id("cs");
			const session: FakeCheckoutSession = {
				id: sessionId,
				object: "checkout.session",
				url: `https://checkout.stripe.test/c/pay/${sessionId}`,
				amount_total: amountTotal(form),
				currency: form.get("currency") ?? "usd",
				client_reference_id: form.get("client_reference_id") ?? null,
				metadata: metadataOf(form),
				payment_status: "unpaid",
				status: "open",
			};
			sessions.set(sessionId, session);
			if (typeof key === "string") byKey.set(key, session);
			reply(200, session);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;

	return {
		requests,
		sessions,
		/** A Stripe client that talks to this fake, without retries (a refusal is final). */
		client: createStripeClient(TEST_STRIPE_SECRET_KEY, {
			host: "127.0.0.1",
			port,
			protocol: "http",
			maxNetworkRetries: 0,
		}),
		/** The next `count` requests are refused with a 400, as Stripe refuses a bad request. */
		refuseNext(count = 1) {
			failNext = count;
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A Stripe event as the webhook receives it, with its signature header made by Stripe's own helper. */
export function signedStripeEvent(
	type: string,
	object: Record<string, unknown>,
	options: { id?: string; secret?: string; timestamp?: number } = {},
) {
	const payload = JSON.stringify({
		id: options.id ?? id("evt"),
		object: "event",
		api_version: Stripe.API_VERSION,
		created: Math.floor(Date.now() / 1000),
		type,
		livemode: false,
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
		data: { object },
	});
	const signature = Stripe.webhooks.generateTestHeaderString({
		payload,
		secret: options.secret ?? TEST_STRIPE_WEBHOOK_SECRET,
		...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
	});
	return { payload, signature };
}
