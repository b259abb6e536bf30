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
	url: string | null;
	amount_total: number;
	currency: string;
	client_reference_id: string | null;
	metadata: Record<string, string>;
	payment_intent: string | null;
	payment_status: "unpaid" | "paid";
	status: "open" | "complete" | "expired";
};

export type FakeRefund = {
	id: string;
	object: "refund";
	amount: number;
	currency: string;
	payment_intent: string;
	metadata: Record<string, string>;
	status: "succeeded";
};

/** An error answer, in Stripe's shape: `{ error: { type, code?, message } }` with its HTTP status. */
export type FakeStripeError = { status?: number; type?: string; code?: string; message?: string };

type Reply = { status: number; body: unknown };

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

const stripeError = (status: number, type: string, message: string, code?: string): Reply => ({
	status,
	body: { error: { type, message, ...(code ? { code } : {}) } },
});

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
 * A local stand-in for the Stripe API calls the app makes: create, retrieve and expire a Checkout
 * Session, and refund a payment intent. It records every request, keeps the sessions' states as
 * Stripe does (open → complete or expired), and, like Stripe, answers a repeated Idempotency-Key
 * with the first answer (a refusal included) and refuses the key with other parameters. Any other
 * path answers Stripe's 404 error shape.
 */
export async function startFakeStripe() {
	const requests: RecordedRequest[] = [];
	const sessions = new Map<string, FakeCheckoutSession>();
	const refunds = new Map<string, FakeRefund>();
	const answered = new Map<string, { body: string; reply: Reply }>();
	const refusals: FakeStripeError[] = [];
	let held: { path: string; reached: () => void; released: Promise<void> } | null = null;

	function createSession(form: Map<string, string>): Reply {
		const sessionId = id("cs");
		const session: FakeCheckoutSession = {
			id: sessionId,
			object: "checkout.session",
			url: `https://checkout.stripe.test/c/pay/${sessionId}`,
			amount_total: amountTotal(form),
			currency: form.get("currency") ?? "usd",
			client_reference_id: form.get("client_reference_id") ?? null,
			metadata: metadataOf(form),
			payment_intent: null,
			payment_status: "unpaid",
			status: "open",
		};
		sessions.set(sessionId, session);
		return { status: 200, body: session };
	}

	function expireSession(session: FakeCheckoutSession): Reply {
		// Stripe's real answer: a 400 that names the status in its message only, with no code.
		if (session.status !== "open")
			return stripeError(
				400,
				"invalid_request_error",
				`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${session.status}\`.`,
			);
		session.status = "expired";
		session.url = null;
		return { status: 200, body: session };
	}

	function refund(form: Map<string, string>): Reply {
		const paymentIntent = form.get("payment_intent") ?? "";
		const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
		if (!paid)
			return stripeError(
				400,
				"invalid_request_error",
				`No such payment_intent: '${paymentIntent}'`,
				"resource_missing",
			);
		if ([...refunds.values()].some((r) => r.payment_intent === paymentIntent))
			return stripeError(
				400,
				"invalid_request_error",
				`Charge for ${paymentIntent} has already been refunded.`,
				"charge_already_refunded",
			);
		const made: FakeRefund = {
			id: id("re"),
			object: "refund",
			amount: paid.amount_total,
			currency: paid.currency,
			payment_intent: paymentIntent,
			metadata: metadataOf(form),
			status: "succeeded",
		};
		refunds.set(made.id, made);
		return { status: 200, body: made };
	}

	function route(method: string, path: string, form: Map<string, string>): Reply {
		if (method === "POST" && path === "/v1/checkout/sessions") return createSession(form);
		if (method === "POST" && path === "/v1/refunds") return refund(form);
		const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
		const session = match?.[1] ? sessions.get(match[1]) : undefined;
		if (match && !session)
			return stripeError(
				404,
				"invalid_request_error",
				`No such checkout.session: '${match[1]}'`,
				"resource_missing",
			);
		if (session && method === "GET" && !match?.[2]) return { status: 200, body: session };
		if (session && method === "POST" && match?.[2]) return expireSession(session);
		return stripeError(404, "invalid_request_error", `No fake for ${method} ${path}`);
	}

	const server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on("data", (chunk: Buffer) => chunks.push(chunk));
		req.on("end", async () => {
			const raw = Buffer.concat(chunks).toString("utf8");
			const form = new Map(new URLSearchParams(raw));
			const method = req.method ?? "GET";
			const path = (req.url ?? "/").split("?")[0] ?? "/";
			requests.push({ method, path, headers: req.headers, form });
			if (held?.path === path) {
				const { reached, released } = held;
				held = null;
				reached();
				await released;
			}
			const send = ({ status, body }: Reply) => {
				res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
				res.end(JSON.stringify(body));
			};
			const refusal = refusals.shift();
			// A refusal before the work begins: like Stripe's, it is not saved under the key.
			if (refusal)
				return send(
					stripeError(
						refusal.status ?? 400,
						refusal.type ?? "invalid_request_error",
						refusal.message ?? "Refused by the fake",
						refusal.code,
					),
				);
			const key = req.headers["idempotency-key"];
			const earlier = typeof key === "string" ? answered.get(key) : undefined;
			if (earlier && earlier.body !== raw)
				return send(
					stripeError(
						400,
						"idempotency_error",
						"Keys for idempotent requests can only be used with the same parameters they were first used with.",
					),
				);
			if (earlier) return send(earlier.reply);
			const reply = route(method, path, form);
			if (typeof key === "string" && method === "POST") answered.set(key, { body: raw, reply });
			send(reply);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;

	return {
		requests,
		sessions,
		refunds,
		/** A Stripe client that talks to this fake, without retries (a refusal is final). */
		client: createStripeClient(TEST_STRIPE_SECRET_KEY, {
			host: "127.0.0.1",
			port,
			protocol: "http",
			maxNetworkRetries: 0,
		}),
		/** The requests to one path (and method) since the test started watching. */
		calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
		/** The next `count` requests are refused as told (by default Stripe's 400 for a bad request). */
		refuseNext(count = 1, error: FakeStripeError = {}) {
			for (let i = 0; i < count; i++) refusals.push(error);
		},
		/** The buyer pays on Stripe's page: the session completes, paid with this payment intent. */
		completeSession(sessionId: string, paymentIntent: string) {
			const session = sessions.get(sessionId);
			if (!session) throw new Error(`the fake Stripe has no session ${sessionId}`);
			Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: paymentIntent });
			return session;
		},
		/**
		 * Holds the next request to `path` unanswered until `release()`: `reached` resolves once it
		 * has arrived, so a test can act while the app waits on Stripe.
		 */
		holdNext(path: string) {
			let reached = () => {};
			let release = () => {};
			const arrived = new Promise<void>((resolve) => {
				reached = resolve;
			});
			const released = new Promise<void>((resolve) => {
				release = resolve;
			});
			held = { path, reached, released };
			return { reached: arrived, release };
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
