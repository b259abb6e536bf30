import type { CheckoutResponse, Order } from "@core/contracts/orders";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { formatUsd } from "@core/license";
import { invoiceDueDate, ORDER_TEXT } from "@core/orders";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceProvider, type PaymentProvider, type PaymentReturnUrls } from "../payments/provider";
import { authClient, signUpMembers } from "../test/auth-client";
import { cartOf, fillCart, filledPriceCents } from "../test/fixtures/cart";
import {
	billingOf,
	checkout,
	createProject,
	mailsTo,
	memberWithOrder,
	placeInvoiceOrder,
	readyToCheckOut,
	setUpOrderApp,
} from "../test/fixtures/orders";

/** Checkout that places an order, by invoice and by card; its refusals are in checkout-refusals.test.ts. */

/**
 * A card provider standing in for Stripe's remote API (the Stripe provider has its own tests):
 * it records what checkout asks of it and succeeds or fails as a test says.
 */
const card = { fail: false, calls: [] as { order: Order; urls: PaymentReturnUrls }[] };
const cardProvider: PaymentProvider = {
	method: "stripe",
	async start(order, urls) {
		card.calls.push({ order, urls });
		if (card.fail) throw new Error("card network unreachable");
		return {
			redirectUrl: `https://pay.example/session/${order.number}`,
			stripeSessionId: `cs_test_${order.id}`,
		};
	},
};

const setup = setUpOrderApp({
	env: { INVOICE_BANK_DETAILS: "IBAN GB00 TEST 1234 5678" },
	payments: () =>
		new Map([
			["invoice", invoiceProvider],
			["stripe", cardProvider],
		]),
});

const sum = (items: readonly { [k: string]: unknown }[], key: string) =>
	items.reduce((total, item) => total + Number(item[key]), 0);

describe("POST /api/checkout by invoice", () => {
	it("orders 26 photos at the cart's prices (5% tier, hero-usage x5), empties the cart and mails the invoice", async () => {
		const [lea] = await signUpMembers(setup.ctx, "Lea");
		const ids = await fillCart(setup.ctx, "lea@studio.test", 26);
		const heroId = ids[3] ?? "";
		await setup.ctx.database.query(
			sql`update cart_items set license_type = 'hero-usage' where photo_id = ${heroId}`,
		);

		const { order, cart, projectId } = await placeInvoiceOrder(lea, {
			name: "Lea <Lead> Sand",
			email: "accounts@harbor.test",
			production: "The Long Summer",
		});
		expect(cart.item_count).toBe(26);
		expect(cart.tier?.percent).toBe(5);
		expect(order).toMatchObject({
			status: "pending_payment",
			payment_method: "invoice",
			item_count: 26,
			subtotal_cents: cart.subtotal_cents,
			discount_cents: cart.discount_cents,
			total_cents: cart.total_cents,
			discount_percent: 5,
			due_date: invoiceDueDate(new Date()),
			paid_at: null,
			certificate_url: null,
			invoice_url: `/api/orders/${order.id}/invoice.pdf`,
			production: { project_id: projectId, name: "The Long Summer", company: "Harbor Films" },
			billing: billingOf("Lea <Lead> Sand", "accounts@harbor.test"),
		});
		expect(order.reference).toBe(`SSD-${String(order.number).padStart(6, "0")}`);
		// 42,469 cents before the discount (see the cart pricing test): 2,123 off.
		expect(order.subtotal_cents).toBe(42_469);
		expect(order.discount_cents).toBe(2123);
		expect(order.items).toHaveLength(26);
		expect(sum(order.items, "subtotal_cents")).toBe(order.subtotal_cents);
		expect(sum(order.items, "discount_cents")).toBe(order.discount_cents);
		expect(sum(order.items, "total_cents")).toBe(order.total_cents);
		for (const item of order.items) {
			const line = cart.items.find((l) => l.photo.id === item.photo.id);
			expect(item).toMatchObject({
				license_type: line?.license_type,
				unit_price_cents: line?.unit_price_cents,
				discount_cents: line?.discount_cents,
				total_cents: line?.total_cents,
				purchase_id: null,
			});
		}
		const hero = order.items.find((i) => i.photo.id === heroId);
		expect(hero).toMatchObject({ license_type: "hero-usage", unit_price_cents: 5 * filledPriceCents(3) });

		// Stored as answered, and the buyer's list shows it.
		const again = await lea.get(`/api/orders/${order.id}`);
		expect(again.statusCode).toBe(200);
		expect(again.json().order).toEqual(order);
		const list = await lea.get("/api/orders");
		expect(list.json().orders).toEqual([
			expect.objectContaining({ id: order.id, reference: order.reference, total_cents: order.total_cents }),
		]);
		expect((await cartOf(lea)).items).toHaveLength(0);

		// The invoice mail goes to the billing contact and to the account.
		for (const to of ["accounts@harbor.test", "lea@studio.test"]) {
			const [mail] = (await mailsTo(setup.ctx, to)).filter((m) => m.subject.startsWith("Invoice for order"));
			expect(mail?.subject).toBe(
				`Invoice for order ${order.reference}: ${formatUsd(order.total_cents)} due ${order.due_date}`,
			);
			expect(mail?.text).toContain(`quoting ${order.reference}`);
			expect(mail?.text).toContain("bank transfer");
			expect(mail?.text).toContain("Bank details: IBAN GB00 TEST 1234 5678");
			expect(mail?.html).toContain("Bank details: IBAN GB00 TEST 1234 5678");
			expect(mail?.text).toContain("26 photo licences");
			expect(mail?.text).toContain(`${setup.ctx.config.publicUrl}/orders/${order.id}`);
			expect(mail?.html).toContain("Lea &lt;Lead&gt; Sand");
			expect(mail?.html).not.toContain("<Lead>");
		}

		// The checkout form is filled from this order next time.
		const options = await lea.get("/api/checkout/options");
		expect(options.json()).toEqual({
			payment_methods: ["invoice", "stripe"],
			default_payment_method: "invoice",
			billing: { name: "Lea", email: "lea@studio.test" },
			last_billing: billingOf("Lea <Lead> Sand", "accounts@harbor.test"),
			production: null,
		});
	});

	it("orders the lines the buyer saw when a photo was offline before the review, keeping its hidden line", async () => {
		const [ria] = await signUpMembers(setup.ctx, "Ria");
		const ids = await fillCart(setup.ctx, "ria@studio.test", 3);
		const hidden = ids[0] ?? "";
		await setup.ctx.database.query(sql`update photos set photo_status = 'archived' where id = ${hidden}`);
		const { order, cart } = await placeInvoiceOrder(ria, {
			name: "Ria",
			email: "ria@studio.test",
			production: "Two Of Three",
		});
		expect(cart.items).toHaveLength(2);
		expect(order.items.map((i) => i.photo.id).sort()).toEqual([ids[1], ids[2]].sort());
		expect(order.total_cents).toBe(cart.total_cents);
		const left = await setup.ctx.database.query<{ photo_id: string }>(sql`
			select photo_id from cart_items where user_id = (select id from users where email = 'ria@studio.test')`);
		expect(left).toEqual([{ photo_id: hidden }]);
	});

	it("places one order when the same cart is checked out twice at once; the other is refused without a 5xx", async () => {
		const [sam] = await signUpMembers(setup.ctx, "Sam");
		await fillCart(setup.ctx, "sam@studio.test", 4);
		const cart = await cartOf(sam);
		// A double click, and another tab for another production: only the cart's lock orders them.
		const projects = [await createProject(sam, "Double Click"), await createProject(sam, "Other Tab")];
		const body = (projectId: string) => ({
			project_id: projectId,
			billing: billingOf("Sam", "sam@studio.test"),
			expected_total_cents: cart.total_cents,
			terms_version: LICENCE_TERMS_VERSION,
		});
		const [first = "", second = ""] = projects;
		const answers = await Promise.all([first, second, first].map((p) => checkout(sam, body(p))));
		expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
		for (const refused of answers.filter((r) => r.statusCode === 409))
			expect(refused.json().error.message).toBe(ORDER_TEXT.emptyCart);
		const [orders] = await setup.ctx.database.query<{ n: number; items: number }>(sql`
			select count(distinct o.id)::int as n, count(i.id)::int as items from orders o
			join order_items i on i.order_id = o.id
			where o.user_id = (select id from users where email = 'sam@studio.test')`);
		expect(orders).toEqual({ n: 1, items: 4 });
	});
});

describe("POST /api/checkout by card", () => {
	it("places the order, starts the payment with the return URLs, keeps the session and the cart, mails nothing yet", async () => {
		const { client: tom, body } = await readyToCheckOut(setup.ctx, "Tom", 2, "Card Payment");
		card.fail = false;
		const res = await checkout(tom, {
			...body,
			billing: billingOf("Tom", "tom-billing@studio.test"),
			payment_method: "stripe",
		});
		expect(res.statusCode).toBe(201);
		const { order, redirect_url } = res.json() as CheckoutResponse;
		expect(order).toMatchObject({ status: "pending_payment", payment_method: "stripe", due_date: null });
		expect(redirect_url).toBe(`https://pay.example/session/${order.number}`);
		const call = card.calls.at(-1);
		expect(call?.order.id).toBe(order.id);
		expect(call?.urls).toEqual({
			successUrl: `${setup.ctx.config.publicUrl}/checkout/success?order=${order.id}`,
			cancelUrl: `${setup.ctx.config.publicUrl}/cart`,
		});
		const [row] = await setup.ctx.database.query<{ stripe_session_id: string }>(
			sql`select stripe_session_id from orders where id = ${order.id}`,
		);
		expect(row?.stripe_session_id).toBe(`cs_test_${order.id}`);
		// An abandoned card payment must not lose the cart; it empties when the payment clears.
		expect((await cartOf(tom)).items).toHaveLength(2);
		expect(await mailsTo(setup.ctx, "tom-billing@studio.test")).toEqual([]);
	});

	it("cancels the order when the card payment cannot be started (502) and keeps the cart", async () => {
		const { client: uma, body } = await readyToCheckOut(setup.ctx, "Uma", 1, "Card Down");
		card.fail = true;
		const res = await checkout(uma, { ...body, payment_method: "stripe" });
		card.fail = false;
		expect(res.statusCode).toBe(502);
		expect(res.json().error.message).toBe(ORDER_TEXT.paymentStartFailed);
		const orders = await setup.ctx.database.query<{ id: string; status: string; cancelled_at: unknown }>(sql`
			select id, status, cancelled_at from orders where user_id = (select id from users where email = 'uma@studio.test')`);
		expect(orders).toHaveLength(1);
		expect(orders[0]).toMatchObject({ status: "cancelled" });
		expect(orders[0]?.cancelled_at).not.toBeNull();
		const events = await setup.ctx.database.query<{ kind: string; actor: string; note: string | null }>(
			sql`select kind, actor, note from order_events where order_id = ${orders[0]?.id ?? ""} order by id`,
		);
		expect(events).toEqual([
			{ kind: "placed", actor: "buyer", note: null },
			{ kind: "cancel", actor: "system", note: "Payment could not be started: card network unreachable" },
		]);
		expect((await cartOf(uma)).items).toHaveLength(1);
	});
});

describe("who may see orders", () => {
	it("answers 401 to guests, 404 for another user's order and 400 for an id that is no uuid", async () => {
		const { order } = await memberWithOrder(setup.ctx, "Vic", 1, "Mine");
		const [wes] = await signUpMembers(setup.ctx, "Wes");

		const other = await wes.get(`/api/orders/${order.id}`);
		expect(other.statusCode).toBe(404);
		expect(other.json().error.message).toBe(ORDER_TEXT.orderNotFound);
		expect((await wes.get("/api/orders")).json()).toEqual({ orders: [] });
		expect((await wes.get("/api/orders/not-a-uuid")).statusCode).toBe(400);

		const guest = authClient(setup.ctx);
		for (const url of ["/api/orders", `/api/orders/${order.id}`, "/api/checkout/options"])
			expect((await guest.get(url)).statusCode).toBe(401);
		expect((await guest.post("/api/checkout", {})).statusCode).toBe(401);
	});
});
