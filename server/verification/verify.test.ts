import type { Order } from "@core/contracts/orders";
import { VerifyResponse } from "@core/contracts/verification";
import { STANDING_TEXT, VERIFY_CODE_PATTERN, VERIFY_TEXT } from "@core/licence-verification";
import { LICENSE_LABELS } from "@core/license";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authClient } from "../test/auth-client";
import { adminAction, buyPhotos, placeOrder, setUpDeliverables } from "../test/fixtures/deliverables";
import { insertPhotos } from "../test/fixtures/photos";

const setup = setUpDeliverables({
	photos: 3,
	env: { SELLER_NAME: "Snapshot Licensing LLC", SELLER_ADDRESS: "1 Archive Way, Burbank, CA" },
});

/** The public answer for a code, asked signed out. */
async function verify(code: string) {
	return authClient(setup.ctx).get(`/api/verify/${code}`);
}

/** Nothing of the buyer's contact, billing or money is in a verification. */
function expectNoPrivateData(body: string, order: Order) {
	expect(body).not.toContain(order.billing.email);
	expect(body).not.toContain(order.billing.name);
	expect(body).not.toMatch(/cents|price|total|email|billing/i);
}

describe("licence numbers and codes", () => {
	it("gives every line of a new order a licence number by photo number and a unique random code, and the order a certificate code", async () => {
		const photos = await insertPhotos(setup.ctx.database, 3);
		const order = await placeOrder(setup.ann, photos);
		expect(order.verify_code).toMatch(VERIFY_CODE_PATTERN);
		// The order lists its lines by photo number, and the numbers follow.
		expect(order.items.map((item) => item.licence_number)).toEqual([
			`${order.reference}-01`,
			`${order.reference}-02`,
			`${order.reference}-03`,
		]);
		for (const item of order.items) expect(item.verify_code).toMatch(VERIFY_CODE_PATTERN);
		const codes = await setup.ctx.database.query<{ codes: number; distinct_codes: number }>(sql`
			select count(*)::int as codes, count(distinct code)::int as distinct_codes from (
				select verify_code as code from order_items union all select verify_code from orders) c`);
		expect(codes[0]?.codes).toBe(codes[0]?.distinct_codes);
		// The unique indexes hold the rule whatever writes the rows.
		const [first, second] = order.items;
		await expect(
			setup.ctx.database.query(
				sql`update order_items set verify_code = ${first?.verify_code ?? ""} where id = ${second?.id ?? ""}`,
			),
		).rejects.toThrow();
		await expect(
			setup.ctx.database.query(
				sql`update order_items set licence_number = ${first?.licence_number ?? ""} where id = ${second?.id ?? ""}`,
			),
		).rejects.toThrow();
		// The buyer's order page has them; another member's request is 404 as before.
		const detail = await setup.ann.get(`/api/orders/${order.id}`);
		expect(detail.json().order.items[0].verify_code).toBe(first?.verify_code);
	});
});

describe("GET /api/verify/:code", () => {
	it("shows a licence as awaiting payment, valid once paid, refunded after a refund, signed out and without private data", async () => {
		const [photo] = setup.seeded;
		if (!photo) throw new Error("seed");
		const order = await placeOrder(setup.ben, [photo.id], {
			production: "Winter Light",
			license: "hero-usage",
		});
		const [item] = order.items;
		if (!item) throw new Error("no line");

		let res = await verify(item.verify_code);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.headers["cache-control"]).toBe("no-store");
		let body = VerifyResponse.parse(res.json());
		expect(body).toMatchObject({
			kind: "licence",
			reference: order.reference,
			production: { name: "Winter Light", company: "Harbor Lights Pictures" },
			issuer: "Snapshot Licensing LLC",
		});
		expect(body.licences).toHaveLength(1);
		expect(body.licences[0]).toMatchObject({
			licence_number: item.licence_number,
			photo: { photoid: photo.photoid, title: photo.title, thumbnail_url: photo.thumbnail_url },
			license_type: "hero-usage",
			standing: "awaiting_payment",
			standing_label: STANDING_TEXT.awaiting_payment.label,
			licensed_at: null,
			ended_at: null,
		});
		// The demo archive's photos belong to families: the licensor is the storefront.
		const [owner] = await setup.ctx.database.query<{ storefront_name: string | null }>(
			sql`select pf.storefront_name from photos p left join profiles pf on pf.id = p.user_id where p.id = ${photo.id}`,
		);
		expect(body.licences[0]?.licensor).toBe(owner?.storefront_name ?? "Snapshot Licensing LLC");
		expectNoPrivateData(res.body, order);

		const paid = await adminAction(setup.admin, order.id, "mark_paid");
		res = await verify(item.verify_code);
		body = VerifyResponse.parse(res.json());
		expect(body.licences[0]).toMatchObject({
			standing: "valid",
			standing_label: "Valid",
			licensed_at: paid.paid_at,
		});
		// Typed in lower case with dashes, the code still reads.
		const typed = `${item.verify_code.slice(0, 4)}-${item.verify_code.slice(4)}`.toLowerCase();
		expect((await verify(typed)).json().licences[0].standing).toBe("valid");

		const refunded = await adminAction(setup.admin, order.id, "refund");
		res = await verify(item.verify_code);
		body = VerifyResponse.parse(res.json());
		expect(body.licences[0]).toMatchObject({
			standing: "refunded",
			standing_label: "Refunded — no longer valid",
			ended_at: refunded.refunded_at,
		});
		expectNoPrivateData(res.body, order);
	});

	it("lists every licence of a certificate by its order's code, each with its own standing", async () => {
		const photos = await insertPhotos(setup.ctx.database, 2);
		const order = await buyPhotos(setup.ann, setup.admin, photos, { production: "Harbor Nights" });
		const res = await verify(order.verify_code);
		expect(res.statusCode, res.body).toBe(200);
		const body = VerifyResponse.parse(res.json());
		expect(body.kind).toBe("certificate");
		expect(body.licences.map((licence) => licence.licence_number)).toEqual(
			order.items.map((item) => item.licence_number),
		);
		expect(body.licences.every((licence) => licence.standing === "valid")).toBe(true);
		expect(body.licences[0]?.license_type).toBe("background-dressing");
		expect(LICENSE_LABELS[body.licences[0]?.license_type ?? "hero-usage"].name).toBeTruthy();
		expectNoPrivateData(res.body, order);

		// A cancelled order's licences never began.
		const [other] = await insertPhotos(setup.ctx.database, 1);
		const cancelled = await placeOrder(setup.ann, [other ?? ""]);
		await adminAction(setup.admin, cancelled.id, "cancel");
		const after = VerifyResponse.parse((await verify(cancelled.verify_code)).json());
		expect(after.licences[0]?.standing).toBe("cancelled");
	});

	it("answers an unknown code 404 and a malformed one 400, saying only that", async () => {
		const unknown = await verify("ABCDEFGH2345");
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json().error.message).toBe(VERIFY_TEXT.notFound);
		for (const bad of ["short", "ABCDEFGHU345", "ABCDEFGH23456", "%27%20or%201%3D1"]) {
			const res = await verify(bad);
			expect(res.statusCode, bad).toBe(400);
			expect(res.json().error.fields.code).toBe(VERIFY_TEXT.badCode);
		}
	});

	// Last: it spends this address's allowance for the minute.
	it("limits lookups from one address to 30 a minute", async () => {
		const answers: number[] = [];
		for (let i = 0; i < 31; i++) answers.push((await verify("ABCDEFGH2345")).statusCode);
		expect(answers).toContain(429);
		expect(answers.filter((status) => status === 404).length).toBeLessThanOrEqual(30);
	});
});
