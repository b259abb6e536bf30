import type { AdminOrder, AdminOrderListResponse } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import { ORDER_TEXT } from "@core/orders";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mailer } from "../mail/mailer";
import { type AuthClient, authClient, signUp, signUpMembers } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import {
	billingOf,
	cartOf,
	checkout,
	countRows,
	createProject,
	fillCart,
	mailsTo,
	makeAdmin,
	placeInvoiceOrder,
} from "./order-fixture";
import { notifyOrderChange, transitionOrder } from "./transitions";

let ctx: TestContext;
let admin: AuthClient;
beforeAll(async () => {
	// No STRIPE_* variables: invoice is the only method on offer.
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
	admin = authClient(ctx);
	await signUp(ctx, admin, "curator@studio.test", "Cu");
	await makeAdmin(ctx, "curator@studio.test");
});
afterAll(async () => ctx?.close());

const act = (orderId: string, action: string, body: unknown = {}) =>
	admin.post(`/api/admin/orders/${orderId}/${action}`, body);

const salesOf = async (photoId: string) => {
	const res = await admin.get(`/api/admin/photos/${photoId}/insights`);
	expect(res.statusCode).toBe(200);
	return res.json().sales as { count: number; revenue_cents: number };
};

type PurchaseRow = {
	photo_id: string;
	user_id: string;
	license_type: string;
	price_cents: number;
	order_item_id: string;
	project_id: string;
	production_name: string;
	deleted_at: unknown;
};
const purchasesOf = (orderId: string) =>
	ctx.database.query<PurchaseRow>(sql`select photo_id, user_id, license_type, price_cents, order_item_id,
		project_id, production_name, deleted_at from purchases where order_id = ${orderId} order by photo_id`);

describe("checkout without Stripe configured", () => {
	it("refuses the card method on payment_method (400) and offers invoice only", async () => {
		const [ann] = await signUpMembers(ctx, "Ann");
		await fillCart(ctx, "ann@studio.test", 1);
		const cart = await cartOf(ann);
		const res = await checkout(ann, {
			project_id: await createProject(ann, "No Cards"),
			billing: billingOf("Ann", "ann@studio.test"),
			payment_method: "stripe",
			expected_total_cents: cart.total_cents,
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error).toMatchObject({
			message: ORDER_TEXT.stripeUnavailable,
			fields: { payment_method: ORDER_TEXT.stripeUnavailable },
		});
		expect((await ann.get("/api/checkout/options")).json().payment_methods).toEqual(["invoice"]);
	});
});

describe("an invoice order through its life", () => {
	it("is marked paid once (purchases, receipt), cannot then be cancelled, and a refund withdraws the sales", async () => {
		const [bea] = await signUpMembers(ctx, "Bea");
		const ids = await fillCart(ctx, "bea@studio.test", 3);
		await ctx.database.query(
			sql`update cart_items set license_type = 'hero-usage' where photo_id = ${ids[0] ?? ""}`,
		);
		const { order, projectId } = await placeInvoiceOrder(bea, {
			name: "Bea",
			email: "bea@studio.test",
			production: "Paid Up",
		});
		const photo = ids[0] ?? "";
		expect(await salesOf(photo)).toEqual({ count: 0, revenue_cents: 0 });
		// The buyer puts a photo of the order back in the cart before paying.
		expect((await bea.post("/api/cart", { photo_id: ids[1] })).statusCode).toBe(201);

		const paid = await act(order.id, "mark_paid", { note: "Wire 2291 received" });
		expect(paid.statusCode).toBe(200);
		const detail = paid.json().order as AdminOrder;
		expect(detail).toMatchObject({
			status: "paid",
			certificate_url: `/api/orders/${order.id}/certificate.pdf`,
			buyer: { email: "bea@studio.test", name: "Bea" },
			overdue: false,
		});
		expect(detail.paid_at).not.toBeNull();
		expect(detail.events).toEqual([
			expect.objectContaining({
				kind: "placed",
				from_status: null,
				to_status: "pending_payment",
				actor: "buyer",
			}),
			expect.objectContaining({
				kind: "mark_paid",
				from_status: "pending_payment",
				to_status: "paid",
				actor: "admin: curator@studio.test",
				note: "Wire 2291 received",
			}),
		]);

		// One licence per item at the item's price, for the order's production.
		const bought = await purchasesOf(order.id);
		expect(bought).toHaveLength(3);
		for (const item of order.items) {
			const purchase = bought.find((p) => p.order_item_id === item.id);
			expect(purchase).toMatchObject({
				photo_id: item.photo.id,
				license_type: item.license_type,
				price_cents: item.total_cents,
				project_id: projectId,
				production_name: "Paid Up",
				deleted_at: null,
			});
		}
		const mine = (await bea.get(`/api/orders/${order.id}`)).json().order;
		expect(mine.items.every((i: { purchase_id: string | null }) => i.purchase_id !== null)).toBe(true);
		const hero = order.items.find((i) => i.photo.id === photo);
		expect(await salesOf(photo)).toEqual({ count: 1, revenue_cents: hero?.total_cents });
		// The line put back in the cart went with the payment.
		expect((await cartOf(bea)).items).toHaveLength(0);

		const [receipt] = (await mailsTo(ctx, "bea@studio.test")).filter((m) => m.subject.startsWith("Receipt"));
		expect(receipt?.subject).toBe(`Receipt for order ${order.reference}: your licences are ready`);
		expect(receipt?.text).toContain(`${ctx.config.publicUrl}/my-purchases`);
		expect(receipt?.text).toContain(`Total paid`);
		expect(receipt?.text).toContain(formatUsd(order.total_cents));
		for (const item of order.items)
			expect(receipt?.text).toContain(`#${item.photo.photoid} ${item.photo.title}`);
		expect(receipt?.text).toContain("(Hero usage)");

		// Again: nothing changes, nothing is duplicated, no second receipt.
		const again = await act(order.id, "mark_paid");
		expect(again.statusCode).toBe(200);
		expect(again.json().order.events).toHaveLength(2);
		expect(await purchasesOf(order.id)).toHaveLength(3);
		expect(
			(await mailsTo(ctx, "bea@studio.test")).filter((m) => m.subject.startsWith("Receipt")),
		).toHaveLength(1);

		const cancel = await act(order.id, "cancel");
		expect(cancel.statusCode).toBe(409);
		expect(cancel.json().error.message).toBe(ORDER_TEXT.wrongState("cancel", "paid"));
		expect(cancel.json().error.message).toBe("Cannot cancel an order that is paid");

		const refund = await act(order.id, "refund");
		expect(refund.statusCode).toBe(200);
		expect(refund.json().order).toMatchObject({ status: "refunded", certificate_url: null });
		const withdrawn = await purchasesOf(order.id);
		expect(withdrawn).toHaveLength(3);
		expect(withdrawn.every((p) => p.deleted_at !== null)).toBe(true);
		expect(await salesOf(photo)).toEqual({ count: 0, revenue_cents: 0 });
		const afterRefund = (await bea.get(`/api/orders/${order.id}`)).json().order;
		expect(afterRefund.items.every((i: { purchase_id: string | null }) => i.purchase_id === null)).toBe(true);
		const [notice] = (await mailsTo(ctx, "bea@studio.test")).filter((m) => m.subject.includes("refunded"));
		expect(notice?.subject).toBe(`Order ${order.reference} is refunded`);
		expect((await act(order.id, "mark_paid")).statusCode).toBe(409);
	});

	it("is cancelled while unpaid, with a notice, and cannot be paid afterwards", async () => {
		const [cal] = await signUpMembers(ctx, "Cal");
		await fillCart(ctx, "cal@studio.test", 1);
		const { order } = await placeInvoiceOrder(cal, {
			name: "Cal",
			email: "cal-accounts@studio.test",
			production: "Called Off",
		});
		const res = await admin.request({ method: "POST", url: `/api/admin/orders/${order.id}/cancel` });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().order.status).toBe("cancelled");
		for (const to of ["cal@studio.test", "cal-accounts@studio.test"]) {
			const mails = await mailsTo(ctx, to);
			expect(mails.map((m) => m.subject)).toContain(`Order ${order.reference} is cancelled`);
		}
		const pay = await act(order.id, "mark_paid");
		expect(pay.statusCode).toBe(409);
		expect(pay.json().error.message).toBe(ORDER_TEXT.wrongState("mark_paid", "cancelled"));
		expect(await purchasesOf(order.id)).toEqual([]);
	});
});

describe("a card order on a server whose Stripe is switched off", () => {
	it("is cancelled here with a history note that nothing was done on Stripe", async () => {
		const [max] = await signUpMembers(ctx, "Max");
		await fillCart(ctx, "max@studio.test", 1);
		const { order } = await placeInvoiceOrder(max, {
			name: "Max",
			email: "max@studio.test",
			production: "Card Era",
		});
		// Placed by card while Stripe was still configured.
		await ctx.database.query(
			sql`update orders set payment_method = 'stripe', due_date = null where id = ${order.id}`,
		);
		const res = await act(order.id, "cancel", { note: "Abandoned" });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().order.events.at(-1)).toMatchObject({
			kind: "cancel",
			note: "Abandoned — Stripe is not configured on this server: nothing was done on Stripe",
		});
	});
});

describe("GET /api/admin/orders", () => {
	it("filters by state, reference, buyer, production and overdue, with money totals over the whole filter", async () => {
		const [ivy, jon] = await signUpMembers(ctx, "Ivy", "Jon");
		const place = async (client: AuthClient, email: string, production: string) => {
			await fillCart(ctx, email, 2);
			return (await placeInvoiceOrder(client, { name: "Buyer", email: "ap@reel.test", production })).order;
		};
		const paid = await place(ivy, "ivy@studio.test", "Ivy Paid");
		const late = await place(ivy, "ivy@studio.test", "Ivy Late");
		const open = await place(ivy, "ivy@studio.test", "Ivy Open");
		const dropped = await place(ivy, "ivy@studio.test", "Ivy Dropped");
		const jons = await place(jon, "jon@studio.test", "Jon Only");
		expect((await act(paid.id, "mark_paid")).statusCode).toBe(200);
		expect((await act(dropped.id, "cancel")).statusCode).toBe(200);
		await ctx.database.query(sql`update orders set due_date = current_date - 3 where id = ${late.id}`);

		const list = async (query: string): Promise<AdminOrderListResponse> => {
			const res = await admin.get(`/api/admin/orders?${query}`);
			expect(res.statusCode, res.body).toBe(200);
			return res.json();
		};
		const ids = (r: AdminOrderListResponse) => r.orders.map((o) => o.id);

		const ivys = await list("q=ivy%40studio.test");
		expect(ids(ivys)).toEqual([dropped.id, open.id, late.id, paid.id]);
		expect(ivys.total).toBe(4);
		expect(ivys.totals).toEqual({
			pending_payment_cents: late.total_cents + open.total_cents,
			overdue_cents: late.total_cents,
			paid_cents: paid.total_cents,
		});
		expect(ivys.orders.find((o) => o.id === late.id)).toMatchObject({
			overdue: true,
			reference: late.reference,
			buyer: { email: "ivy@studio.test", name: "Ivy" },
			billing_company: "Harbor Films <Ltd> & Co",
			production_name: "Ivy Late",
		});

		expect(ids(await list(`q=${late.reference}`))).toEqual([late.id]);
		expect(ids(await list(`q=${late.number}`))).toEqual([late.id]);
		expect(ids(await list("q=jon only"))).toEqual([jons.id]);
		expect(ids(await list("q=ivy%40studio.test&status=paid"))).toEqual([paid.id]);
		expect(ids(await list("q=ivy&overdue=true"))).toEqual([late.id]);
		expect(ids(await list("overdue=true"))).toEqual([late.id]);
		expect(ids(await list("q=ivy%40studio.test&overdue=false"))).toEqual([dropped.id, open.id, paid.id]);
		expect(ids(await list("q=nobody-matches-this"))).toEqual([]);
		// A LIKE wildcard in the query is a plain character.
		expect(ids(await list("q=%25"))).toEqual([]);

		const page = await list("q=ivy%40studio.test&page=2&page_size=3");
		expect(page).toMatchObject({ total: 4, page: 2, page_size: 3 });
		expect(ids(page)).toEqual([paid.id]);
		expect((await admin.get("/api/admin/orders?status=lost")).statusCode).toBe(400);

		const detail = await admin.get(`/api/admin/orders/${late.id}`);
		expect(detail.statusCode).toBe(200);
		expect(detail.json().order).toMatchObject({ id: late.id, overdue: true, stripe_session_id: null });
	});
});

describe("who may run the admin order routes", () => {
	it("answers 403 to members, 401 to guests and 404 for an unknown order", async () => {
		const [kit] = await signUpMembers(ctx, "Kit");
		await fillCart(ctx, "kit@studio.test", 1);
		const { order } = await placeInvoiceOrder(kit, {
			name: "Kit",
			email: "kit@studio.test",
			production: "Kit Film",
		});
		const before = await countRows(ctx, "purchases");
		const guest = authClient(ctx);
		for (const client of [kit, guest]) {
			const status = client === kit ? 403 : 401;
			expect((await client.get("/api/admin/orders")).statusCode).toBe(status);
			expect((await client.get(`/api/admin/orders/${order.id}`)).statusCode).toBe(status);
			expect((await client.post(`/api/admin/orders/${order.id}/mark_paid`, {})).statusCode).toBe(status);
		}
		expect(await countRows(ctx, "purchases")).toBe(before);
		expect((await kit.get(`/api/orders/${order.id}`)).json().order.status).toBe("pending_payment");

		const unknown = "00000000-0000-4000-8000-000000000000";
		expect((await admin.get(`/api/admin/orders/${unknown}`)).statusCode).toBe(404);
		const missing = await act(unknown, "mark_paid");
		expect(missing.statusCode).toBe(404);
		expect(missing.json().error.message).toBe(ORDER_TEXT.orderNotFound);
		expect((await act(order.id, "ship")).statusCode).toBe(400);
	});
});

describe("transitionOrder and notifyOrderChange, as the payment webhook calls them", () => {
	it("records the payment intent, is idempotent inside transactions, and mail failures are logged, not thrown", async () => {
		const [lou] = await signUpMembers(ctx, "Lou");
		await fillCart(ctx, "lou@studio.test", 2);
		const { order } = await placeInvoiceOrder(lou, {
			name: "Lou",
			email: "lou@studio.test",
			production: "Hooked",
		});
		const pay = () =>
			ctx.database.db.transaction((tx) =>
				transitionOrder(tx, order.id, "mark_paid", "stripe", { stripePaymentIntent: "pi_123" }),
			);
		const [first, second] = [await pay(), await pay()];
		expect(first).toEqual({ changed: true, from: "pending_payment", to: "paid", userId: expect.any(String) });
		expect(second).toEqual({ changed: false, from: "paid", to: "paid", userId: first.userId });
		const [row] = await ctx.database.query<{ stripe_payment_intent: string }>(
			sql`select stripe_payment_intent from orders where id = ${order.id}`,
		);
		expect(row?.stripe_payment_intent).toBe("pi_123");
		expect(await purchasesOf(order.id)).toHaveLength(2);
		await expect(
			ctx.database.db.transaction((tx) =>
				transitionOrder(tx, "00000000-0000-4000-8000-000000000000", "refund", "stripe"),
			),
		).rejects.toThrow(ORDER_TEXT.orderNotFound);

		const logged: unknown[] = [];
		const broken: Mailer = {
			transport: "smtp",
			send: async () => {
				throw new Error("smtp down");
			},
			list: async () => [],
			close: () => undefined,
		};
		const services = {
			database: ctx.database,
			config: ctx.config,
			mailer: broken,
			log: { error: (o: unknown) => logged.push(o) },
		};
		await expect(notifyOrderChange(services, order.id, "paid")).resolves.toBeUndefined();
		expect(logged).toEqual([expect.objectContaining({ orderId: order.id, event: "paid" })]);
		await expect(
			notifyOrderChange(services, "00000000-0000-4000-8000-000000000000", "paid"),
		).resolves.toBeUndefined();
		expect(logged).toHaveLength(2);
	});
});
