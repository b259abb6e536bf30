import type { AdminOrderListResponse } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { fillCart } from "../test/fixtures/cart";
import {
	adminAct,
	countRows,
	memberWithOrder,
	placeInvoiceOrder,
	setUpOrderApp,
} from "../test/fixtures/orders";

/** The admin's list of orders and its filters, and who may use the admin order routes. */

const setup = setUpOrderApp();
const act = (orderId: string, action: string, body: unknown = {}) =>
	adminAct(setup.admin, orderId, action, body);

describe("GET /api/admin/orders", () => {
	it("filters by state, reference, buyer, production and overdue, with money totals over the whole filter", async () => {
		const [ivy, jon] = await signUpMembers(setup.ctx, "Ivy", "Jon");
		const place = async (client: AuthClient, email: string, production: string) => {
			await fillCart(setup.ctx, email, 2);
			return (await placeInvoiceOrder(client, { name: "Buyer", email: "ap@reel.test", production })).order;
		};
		const paid = await place(ivy, "ivy@studio.test", "Ivy Paid");
		const late = await place(ivy, "ivy@studio.test", "Ivy Late");
		const open = await place(ivy, "ivy@studio.test", "Ivy Open");
		const dropped = await place(ivy, "ivy@studio.test", "Ivy Dropped");
		const jons = await place(jon, "jon@studio.test", "Jon Only");
		expect((await act(paid.id, "mark_paid")).statusCode).toBe(200);
		expect((await act(dropped.id, "cancel")).statusCode).toBe(200);
		await setup.ctx.database.query(sql`update orders set due_date = current_date - 3 where id = ${late.id}`);

		const list = async (query: string): Promise<AdminOrderListResponse> => {
			const res = await setup.admin.get(`/api/admin/orders?${query}`);
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
		expect((await setup.admin.get("/api/admin/orders?status=lost")).statusCode).toBe(400);

		const detail = await setup.admin.get(`/api/admin/orders/${late.id}`);
		expect(detail.statusCode).toBe(200);
		expect(detail.json().order).toMatchObject({ id: late.id, overdue: true, stripe_session_id: null });
	});
});

describe("who may run the admin order routes", () => {
	it("answers 403 to members, 401 to guests and 404 for an unknown order", async () => {
		const { client: kit, order } = await memberWithOrder(setup.ctx, "Kit", 1, "Kit Film");
		const before = await countRows(setup.ctx, "purchases");
		const guest = authClient(setup.ctx);
		for (const client of [kit, guest]) {
			const status = client === kit ? 403 : 401;
			expect((await client.get("/api/admin/orders")).statusCode).toBe(status);
			expect((await client.get(`/api/admin/orders/${order.id}`)).statusCode).toBe(status);
			expect((await client.post(`/api/admin/orders/${order.id}/mark_paid`, {})).statusCode).toBe(status);
		}
		expect(await countRows(setup.ctx, "purchases")).toBe(before);
		expect((await kit.get(`/api/orders/${order.id}`)).json().order.status).toBe("pending_payment");

		const unknown = "00000000-0000-4000-8000-000000000000";
		expect((await setup.admin.get(`/api/admin/orders/${unknown}`)).statusCode).toBe(404);
		const missing = await act(unknown, "mark_paid");
		expect(missing.statusCode).toBe(404);
		expect(missing.json().error.message).toBe(ORDER_TEXT.orderNotFound);
		expect((await act(order.id, "ship")).statusCode).toBe(400);
	});
});
