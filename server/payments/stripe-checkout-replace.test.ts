import { ORDER_TEXT } from "@core/orders";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedStripeEvent } from "../test/fake-stripe";
import {
	cardOrder,
	cartCount,
	checkoutCart,
	checkoutSession,
	deliver,
	orderState,
	payOnStripe,
	placedOrder,
	setUpStripeApp,
} from "../test/fixtures/payments";

/** A buyer has one payable card page at a time: a new card checkout replaces the earlier ones. */

const setup = setUpStripeApp({ AUTH_RATE_LIMIT: "1000" });

const callsSince = (from: number) => setup.fake.requests.slice(from).map((r) => `${r.method} ${r.path}`);

describe("a second card checkout", () => {
	it("cancels the buyer's earlier card order awaiting payment and expires its page; other buyers' orders stay", async () => {
		const someoneElse = await cardOrder(setup.ctx, 1);
		const first = await cardOrder(setup.ctx, 2);
		const from = setup.fake.requests.length;

		const again = await checkoutCart(first.client, first.checkout);
		const second = await placedOrder(setup.ctx, first.client, again, first.checkout);
		expect(second.sessionId).not.toBe("");
		expect(second.sessionId).not.toBe(first.sessionId);
		expect(callsSince(from).sort()).toEqual(
			["POST /v1/checkout/sessions", `POST /v1/checkout/sessions/${first.sessionId}/expire`].sort(),
		);
		expect(setup.fake.sessions.get(first.sessionId)?.status).toBe("expired");
		expect(setup.fake.sessions.get(second.sessionId)?.status).toBe("open");

		const replaced = await orderState(setup.ctx, first.order.id);
		expect(replaced.status).toBe("cancelled");
		expect(replaced.events.at(-1)).toEqual({
			kind: "cancel",
			actor: "system",
			note: `Replaced by order ${second.order.reference}`,
		});
		expect((await orderState(setup.ctx, second.order.id)).status).toBe("pending_payment");
		expect((await orderState(setup.ctx, someoneElse.order.id)).status).toBe("pending_payment");
		expect(setup.fake.sessions.get(someoneElse.sessionId)?.status).toBe("open");
		// The cart waits for the payment, as for any card order.
		expect(await cartCount(first.client)).toBe(2);

		// Stripe's expired event for the replaced page changes nothing; the new page pays as ever.
		const expired = checkoutSession(first, { status: "expired", payment_status: "unpaid" });
		await deliver(setup.ctx, signedStripeEvent("checkout.session.expired", expired));
		expect((await orderState(setup.ctx, first.order.id)).events).toEqual(replaced.events);
		await payOnStripe(setup.ctx, setup.fake, second);
		expect((await orderState(setup.ctx, second.order.id)).status).toBe("paid");
		expect(await cartCount(first.client)).toBe(0);
	});

	it("still succeeds when the earlier page was paid meanwhile, and that payment is noted for a refund", async () => {
		const first = await cardOrder(setup.ctx, 1);
		setup.fake.completeSession(first.sessionId, first.paymentIntent);

		const second = await placedOrder(
			setup.ctx,
			first.client,
			await checkoutCart(first.client, first.checkout),
			first.checkout,
		);
		expect((await orderState(setup.ctx, first.order.id)).status).toBe("cancelled");
		expect(setup.fake.sessions.get(first.sessionId)?.status).toBe("complete");

		await deliver(setup.ctx, signedStripeEvent("checkout.session.completed", checkoutSession(first)));
		const late = await orderState(setup.ctx, first.order.id);
		expect(late.status).toBe("cancelled");
		expect(late.events.at(-1)?.kind).toBe("payment_after_close");
		expect((await orderState(setup.ctx, second.order.id)).status).toBe("pending_payment");
	});

	it("closes the page of an order replaced while its page was being opened, and answers that older request 409", async () => {
		const buyer = await cardOrder(setup.ctx, 1);
		// The older checkout waits for Stripe to open its page; the newer one runs meanwhile.
		const hold = setup.fake.holdNext("/v1/checkout/sessions");
		const older = checkoutCart(buyer.client, buyer.checkout);
		await hold.reached;
		const newer = await placedOrder(
			setup.ctx,
			buyer.client,
			await checkoutCart(buyer.client, buyer.checkout),
			buyer.checkout,
		);
		hold.release();
		const res = await older;
		expect(res.statusCode, res.body).toBe(409);
		expect(res.json().error.message).toBe(ORDER_TEXT.checkoutReplaced);

		const rows = await setup.ctx.database.query<{
			id: string;
			status: string;
			stripe_session_id: string | null;
		}>(
			sql`select id, status, stripe_session_id from orders
				where user_id = (select user_id from orders where id = ${buyer.order.id}) order by number`,
		);
		expect(rows.map((r) => r.status)).toEqual(["cancelled", "cancelled", "pending_payment"]);
		const overtaken = rows[1];
		expect(overtaken?.stripe_session_id).toBeTruthy();
		expect(setup.fake.sessions.get(overtaken?.stripe_session_id ?? "")?.status).toBe("expired");
		expect((await orderState(setup.ctx, overtaken?.id ?? "")).events.at(-1)?.note).toBe(
			`Replaced by order ${newer.order.reference}`,
		);
		expect(setup.fake.sessions.get(newer.sessionId)?.status).toBe("open");
	});
});

describe("an invoice checkout", () => {
	it("leaves the buyer's card order awaiting payment as it is", async () => {
		const card = await cardOrder(setup.ctx, 1);
		const from = setup.fake.requests.length;
		const invoice = await checkoutCart(card.client, { ...card.checkout, payment_method: "invoice" });
		expect(invoice.statusCode, invoice.body).toBe(201);
		expect((await orderState(setup.ctx, card.order.id)).status).toBe("pending_payment");
		expect(callsSince(from)).toEqual([]);
	});
});
