import type { AdminOrder } from "@core/contracts/orders";
import { formatUsd } from "@core/license";
import { ORDER_TEXT } from "@core/orders";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Mailer } from "../mail/mailer";
import { signUpMembers } from "../test/auth-client";
import { cartOf, fillCart } from "../test/fixtures/cart";
import {
	adminAct,
	mailsTo,
	memberWithOrder,
	placeInvoiceOrder,
	setUpOrderApp,
} from "../test/fixtures/orders";
import { notifyOrderChange, transitionOrder } from "./transitions";

/** An invoice order's life through the admin's actions, and the transitions the payment webhook calls. */

const setup = setUpOrderApp();
const act = (orderId: string, action: string, body: unknown = {}) =>
	adminAct(setup.admin, orderId, action, body);

const salesOf = async (photoId: string) => {
	const res = await setup.admin.get(`/api/admin/photos/${photoId}/insights`);
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
	setup.ctx.database.query<PurchaseRow>(sql`select photo_id, user_id, license_type, price_cents, order_item_id,
		project_id, production_name, deleted_at from purchases where order_id = ${orderId} order by photo_id`);

describe("an invoice order through its life", () => {
	it("is marked paid once (purchases, receipt), cannot then be cancelled, and a refund withdraws the sales", async () => {
		const [bea] = await signUpMembers(setup.ctx, "Bea");
		const ids = await fillCart(setup.ctx, "bea@studio.test", 3);
		await setup.ctx.database.query(
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

		const [receipt] = (await mailsTo(setup.ctx, "bea@studio.test")).filter((m) =>
			m.subject.startsWith("Receipt"),
		);
		expect(receipt?.subject).toBe(`Receipt for order ${order.reference}: your licences are ready`);
		expect(receipt?.text).toContain(`${setup.ctx.config.publicUrl}/my-purchases`);
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
			(await mailsTo(setup.ctx, "bea@studio.test")).filter((m) => m.subject.startsWith("Receipt")),
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
		const [notice] = (await mailsTo(setup.ctx, "bea@studio.test")).filter((m) =>
			m.subject.includes("refunded"),
		);
		expect(notice?.subject).toBe(`Order ${order.reference} is refunded`);
		expect((await act(order.id, "mark_paid")).statusCode).toBe(409);
	});

	it("is cancelled while unpaid, with a notice, and cannot be paid afterwards", async () => {
		const [cal] = await signUpMembers(setup.ctx, "Cal");
		await fillCart(setup.ctx, "cal@studio.test", 1);
		const { order } = await placeInvoiceOrder(cal, {
			name: "Cal",
			email: "cal-accounts@studio.test",
			production: "Called Off",
		});
		const res = await setup.admin.request({ method: "POST", url: `/api/admin/orders/${order.id}/cancel` });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().order.status).toBe("cancelled");
		for (const to of ["cal@studio.test", "cal-accounts@studio.test"]) {
			const mails = await mailsTo(setup.ctx, to);
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
		const { order } = await memberWithOrder(setup.ctx, "Max", 1, "Card Era");
		// Placed by card while Stripe was still configured.
		await setup.ctx.database.query(
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

describe("transitionOrder and notifyOrderChange, as the payment webhook calls them", () => {
	it("records the payment intent, is idempotent inside transactions, and mail failures are logged, not thrown", async () => {
		const { order } = await memberWithOrder(setup.ctx, "Lou", 2, "Hooked");
		const pay = () =>
			setup.ctx.database.db.transaction((tx) =>
				transitionOrder(tx, order.id, "mark_paid", "stripe", {
					stripePaymentIntent: "pi_123",
					royaltyPercent: 50,
				}),
			);
		const [first, second] = [await pay(), await pay()];
		expect(first).toEqual({ changed: true, from: "pending_payment", to: "paid", userId: expect.any(String) });
		expect(second).toEqual({ changed: false, from: "paid", to: "paid", userId: first.userId });
		const [row] = await setup.ctx.database.query<{ stripe_payment_intent: string }>(
			sql`select stripe_payment_intent from orders where id = ${order.id}`,
		);
		expect(row?.stripe_payment_intent).toBe("pi_123");
		expect(await purchasesOf(order.id)).toHaveLength(2);
		await expect(
			setup.ctx.database.db.transaction((tx) =>
				transitionOrder(tx, "00000000-0000-4000-8000-000000000000", "refund", "stripe"),
			),
		).rejects.toThrow(ORDER_TEXT.orderNotFound);

		const logged: unknown[] = [];
		// A queue that cannot store the mail (the database refusing the insert).
		const broken: Mailer = {
			send: async () => {
				throw new Error("mail queue unavailable");
			},
			enqueue: async () => {
				throw new Error("mail queue unavailable");
			},
			wake: () => undefined,
		};
		const services = {
			database: setup.ctx.database,
			config: setup.ctx.config,
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
