import type { CheckoutResponse, Order } from "@core/contracts/orders";
import { LICENCE_TERMS_VERSION, TERMS_TEXT } from "@core/licence-terms";
import { RIDER_MAX_BYTES, RIDER_TEXT, SCENE_NOTE_TEXT } from "@core/paperwork";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuthClient } from "../test/auth-client";
import {
	adminAct,
	checkout,
	countRows,
	memberWithOrder,
	readyToCheckOut,
	setUpOrderApp,
} from "../test/fixtures/orders";

/** An order's paperwork: the licence terms at checkout, scene notes per line, the studio's rider. */

const setup = setUpOrderApp();

/** A small valid-looking PDF: what the server checks is its first bytes. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

const sendRider = (client: AuthClient, orderId: string, body: Buffer, type = "application/pdf") =>
	client.request({
		method: "POST",
		url: `/api/orders/${orderId}/rider`,
		payload: body,
		headers: { "content-type": type },
	});

describe("POST /api/checkout: the licence terms", () => {
	it("refuses an order without the terms, or with a stale version (400 on terms_version), writing nothing", async () => {
		const { client: kim, body } = await readyToCheckOut(setup.ctx, "Kim", 2, "Unsigned");
		const before = await countRows(setup.ctx, "orders");
		const { terms_version: _, ...without } = body;
		for (const [sent, message] of [
			[without, TERMS_TEXT.required],
			[{ ...body, terms_version: "" }, TERMS_TEXT.required],
			[{ ...body, terms_version: "2025-01" }, TERMS_TEXT.stale],
		] as const) {
			const res = await checkout(kim, sent as typeof body);
			expect(res.statusCode, res.body).toBe(400);
			expect(res.json().error.fields).toEqual({ terms_version: message });
		}
		expect(await countRows(setup.ctx, "orders")).toBe(before);
	});

	it("stores the version accepted and shows it on the buyer's and the admin's order", async () => {
		const { order } = await memberWithOrder(setup.ctx, "Lou", 1, "Signed");
		expect(order.terms_version).toBe(LICENCE_TERMS_VERSION);
		const [row] = await setup.ctx.database.query<{ terms_version: string }>(
			sql`select terms_version from orders where id = ${order.id}`,
		);
		expect(row?.terms_version).toBe(LICENCE_TERMS_VERSION);
		const admin = await setup.admin.get(`/api/admin/orders/${order.id}`);
		expect(admin.json().order.terms_version).toBe(LICENCE_TERMS_VERSION);
	});
});

describe("scene notes", () => {
	it("takes notes by cart line at checkout, and the buyer's later edits of their own lines only", async () => {
		const { client: mo, cart, body } = await readyToCheckOut(setup.ctx, "Mo", 2, "Season Two");
		const [first, second] = cart.items;
		if (!first || !second) throw new Error("cart");
		const res = await checkout(mo, {
			...body,
			scene_notes: { [first.id]: "  Ep. 3, sc. 12: the kitchen  ", [second.id]: "   " },
		});
		expect(res.statusCode, res.body).toBe(201);
		const { order } = res.json() as CheckoutResponse;
		const noteOf = (o: Order, photoId: string) => o.items.find((i) => i.photo.id === photoId)?.scene_note;
		expect(noteOf(order, first.photo.id)).toBe("Ep. 3, sc. 12: the kitchen");
		expect(noteOf(order, second.photo.id)).toBeNull();

		const line = order.items.find((i) => i.photo.id === second.photo.id);
		if (!line) throw new Error("line");
		const url = `/api/orders/${order.id}/items/${line.id}`;
		const saved = await mo.patch(url, { scene_note: "Ep. 4, the hallway" });
		expect(saved.statusCode, saved.body).toBe(200);
		expect(saved.json().item).toMatchObject({ id: line.id, scene_note: "Ep. 4, the hallway" });
		expect(noteOf((await mo.get(`/api/orders/${order.id}`)).json().order, second.photo.id)).toBe(
			"Ep. 4, the hallway",
		);

		const tooLong = await mo.patch(url, { scene_note: "x".repeat(201) });
		expect(tooLong.statusCode).toBe(400);
		expect(tooLong.json().error.fields).toEqual({ scene_note: SCENE_NOTE_TEXT.tooLong });

		// Another member's order, or a line of another order: 404, nothing changed.
		const { client: other, order: theirs } = await memberWithOrder(setup.ctx, "Noa", 1, "Elsewhere");
		const refused = await other.patch(url, { scene_note: "mine now" });
		expect(refused.statusCode).toBe(404);
		const [theirLine] = theirs.items;
		const mixed = await mo.patch(`/api/orders/${order.id}/items/${theirLine?.id}`, { scene_note: "x" });
		expect(mixed.statusCode).toBe(404);
		expect((await mo.patch(url, { scene_note: "" })).json().item.scene_note).toBeNull();
	});
});

describe("the studio's rider", () => {
	it("refuses what is not a PDF, an empty or too large file, another's order; an admin accepts or declines it", async () => {
		const { client: pat, order } = await memberWithOrder(setup.ctx, "Pat", 1, "Rider Test");
		const refusals: Array<[Buffer, number, string]> = [
			[Buffer.from("PK\u0003\u0004 a zip file, not a PDF"), 400, RIDER_TEXT.notPdf],
			[Buffer.alloc(0), 400, RIDER_TEXT.empty],
			[Buffer.concat([PDF, Buffer.alloc(RIDER_MAX_BYTES)]), 413, RIDER_TEXT.tooLarge],
		];
		for (const [file, status, message] of refusals) {
			const res = await sendRider(pat, order.id, file);
			expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
			expect(res.json().error.message).toBe(message);
		}
		const { client: quinn } = await memberWithOrder(setup.ctx, "Quinn", 1, "Not Theirs");
		expect((await sendRider(quinn, order.id, PDF)).statusCode).toBe(404);
		expect((await setup.admin.get(`/api/admin/orders/${order.id}/rider.pdf`)).statusCode).toBe(404);

		// A PDF sent as octet-stream is a PDF: its bytes say so.
		const sent = await sendRider(pat, order.id, PDF, "application/octet-stream");
		expect(sent.statusCode, sent.body).toBe(200);
		expect(sent.json().order.rider).toMatchObject({ status: "pending_review", size_bytes: PDF.length });
		// Members never read it; the admin does.
		expect((await pat.get(`/api/admin/orders/${order.id}/rider.pdf`)).statusCode).toBe(403);
		const file = await setup.admin.get(`/api/admin/orders/${order.id}/rider.pdf`);
		expect(file.statusCode).toBe(200);
		expect(file.headers["content-type"]).toBe("application/pdf");
		expect(file.rawPayload.equals(PDF)).toBe(true);

		const noReason = await setup.admin.post(`/api/admin/orders/${order.id}/rider/decline`, { reason: " " });
		expect(noReason.statusCode).toBe(400);
		expect(noReason.json().error.fields).toEqual({ reason: RIDER_TEXT.reasonRequired });
		const declined = await setup.admin.post(`/api/admin/orders/${order.id}/rider/decline`, {
			reason: "Clause 4 asks for an indemnity we do not give",
		});
		expect(declined.statusCode, declined.body).toBe(200);
		expect(declined.json().order.rider).toMatchObject({
			status: "declined",
			reason: "Clause 4 asks for an indemnity we do not give",
		});
		expect(declined.json().order.events.map((e: { kind: string }) => e.kind)).toEqual(
			expect.arrayContaining(["rider_attached", "rider_declined"]),
		);

		// The buyer sends a new one; once accepted it stays.
		expect((await sendRider(pat, order.id, PDF)).json().order.rider.status).toBe("pending_review");
		const accepted = await setup.admin.post(`/api/admin/orders/${order.id}/rider/accept`, {});
		expect(accepted.statusCode, accepted.body).toBe(200);
		expect(accepted.json().order.rider).toMatchObject({ status: "accepted", reason: null });
		const again = await sendRider(pat, order.id, PDF);
		expect(again.statusCode).toBe(409);
		expect(again.json().error.message).toBe(RIDER_TEXT.alreadyAccepted);
		expect((await setup.admin.post(`/api/admin/orders/${order.id}/rider/accept`, {})).statusCode).toBe(409);
		expect((await pat.get(`/api/orders/${order.id}`)).json().order.rider.status).toBe("accepted");
	});

	it("refuses a rider on a cancelled order (409)", async () => {
		const { client: rae, order } = await memberWithOrder(setup.ctx, "Rae", 1, "Cancelled");
		expect((await adminAct(setup.admin, order.id, "cancel")).statusCode).toBe(200);
		const res = await sendRider(rae, order.id, PDF);
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toBe(RIDER_TEXT.orderClosed);
	});
});
