import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPhotos } from "../test/fixtures/photos";
import { setUpTeam, type Team, wishlistIn } from "../test/fixtures/production-team";
import { createTestApp, type TestContext } from "../test/harness";

/**
 * Issue 29: GET /api/productions/:id gathers a production's shortlists, orders, licences and
 * spend; invoices and certificates only for the roles that see documents (and the buyer who
 * placed the order).
 */

let ctx: TestContext;
let team: Team;
let photos: string[] = [];
const photo = (i: number) => photos[i] ?? "";

let seq = 0;
/** An order of the production, placed by `buyerId`, with one line per photo at 2,500 cents. */
async function placeOrder(
	projectId: string,
	buyerId: string,
	status: "paid" | "pending_payment" | "cancelled",
	photoIds: string[],
	companyId: string | null = team.companyId,
) {
	const total = 2500 * photoIds.length;
	const code = `t${++seq}${Date.now().toString(36)}`;
	const [order] = await ctx.database.query<{ id: string; number: number }>(
		sql`insert into orders (user_id, status, payment_method, project_id, company_id, production_name,
				production_company, billing, subtotal_cents, discount_cents, total_cents, verify_code, paid_at, created_at)
			values (${buyerId}, ${status}, 'invoice', ${projectId}, ${companyId}, 'Night Shift', 'Harbor Films',
				${JSON.stringify({ name: "Bea Buyer", email: "bea@studio.test", company: "Harbor Films", address: "1 Lot", po_number: "PO-9" })}::jsonb,
				${total}, 0, ${total}, ${code}, ${status === "paid" ? sql`now()` : null}, now() + make_interval(secs => ${seq}))
			returning id, number`,
	);
	if (!order) throw new Error("no order");
	for (const [i, photoId] of photoIds.entries())
		await ctx.database.query(
			sql`insert into order_items (order_id, photo_id, license_type, unit_price_cents, subtotal_cents,
					discount_cents, total_cents, licence_number, verify_code)
				values (${order.id}, ${photoId}, 'background-dressing', 2500, 2500, 0, 2500,
					${`SSD-${String(order.number).padStart(6, "0")}-${String(i + 1).padStart(2, "0")}`}, ${`${code}-${i}`})`,
		);
	return order.id;
}

let paid = "";
let pending = "";
let cancelled = "";
let shortlist = "";

beforeAll(async () => {
	ctx = await createTestApp();
	team = await setUpTeam(ctx);
	photos = await insertPhotos(ctx.database, 5);
	paid = await placeOrder(team.projectId, team.id.buyer, "paid", [photo(0), photo(1)]);
	pending = await placeOrder(team.projectId, team.id.owner, "pending_payment", [photo(2)]);
	cancelled = await placeOrder(team.projectId, team.id.buyer, "cancelled", [photo(3)]);
	// Another production's order stays off this page.
	await placeOrder(team.outsiderProject, team.outsiderId, "paid", [photo(4)], null);
	shortlist = await wishlistIn(ctx, team.projectId, team.id.member, [photo(0), photo(4)]);
});
afterAll(async () => ctx?.close());

const page = async (role: keyof Team["as"]) => {
	const res = await team.as[role].get(`/api/productions/${team.projectId}`);
	expect(res.statusCode).toBe(200);
	return res.json();
};

describe("GET /api/productions/:id", () => {
	it("gathers the production, its shortlists, orders, licences and spend", async () => {
		const body = await page("owner");
		expect(body.production).toMatchObject({
			id: team.projectId,
			name: "Night Shift",
			company: "Harbor Films",
			company_id: team.companyId,
			production_type: null,
		});
		expect(body.company).toEqual({ id: team.companyId, name: "Harbor Films", role: "owner" });
		expect(body.shortlists).toHaveLength(1);
		expect(body.shortlists[0]).toMatchObject({ id: shortlist, project_name: "Night Shift", item_count: 2 });
		expect(body.orders.map((o: { id: string }) => o.id)).toEqual([cancelled, pending, paid]);
		expect(body.orders.find((o: { id: string }) => o.id === paid)).toMatchObject({
			status: "paid",
			total_cents: 5000,
			item_count: 2,
			placed_by: "Bea Lindqvist",
			po_number: "PO-9",
			invoice_url: `/api/orders/${paid}/invoice.pdf`,
			certificate_url: `/api/orders/${paid}/certificate.pdf`,
		});
		expect(body.orders.find((o: { id: string }) => o.id === pending)).toMatchObject({
			invoice_url: `/api/orders/${pending}/invoice.pdf`,
			certificate_url: null,
		});
		expect(body.licences).toHaveLength(2);
		expect(body.licences.map((l: { photo: { id: string } }) => l.photo.id).sort()).toEqual(
			[photo(0), photo(1)].sort(),
		);
		expect(body.licences[0]).toMatchObject({
			license_type: "background-dressing",
			licence_number: expect.stringMatching(/^SSD-\d{6}-0\d$/),
			verify_code: expect.any(String),
			order_reference: expect.any(String),
		});
		expect(body.spend).toEqual({ paid_cents: 5000, awaiting_payment_cents: 2500 });
	});

	it("shows licences to every member but documents only to owner, accounts and the buyer of their own", async () => {
		const docs = async (role: keyof Team["as"]) =>
			Object.fromEntries(
				(await page(role)).orders.map((o: { id: string; invoice_url: string | null }) => [
					o.id,
					o.invoice_url !== null,
				]),
			);
		expect(await docs("owner")).toEqual({ [paid]: true, [pending]: true, [cancelled]: true });
		expect(await docs("accounts")).toEqual({ [paid]: true, [pending]: true, [cancelled]: true });
		expect(await docs("buyer")).toEqual({ [paid]: true, [pending]: false, [cancelled]: true });
		expect(await docs("member")).toEqual({ [paid]: false, [pending]: false, [cancelled]: false });
		expect(await docs("approver")).toEqual({ [paid]: false, [pending]: false, [cancelled]: false });
		const member = await page("member");
		expect(member.orders.every((o: { certificate_url: string | null }) => o.certificate_url === null)).toBe(
			true,
		);
		expect(member.licences).toHaveLength(2);
		expect(member.spend).toEqual({ paid_cents: 5000, awaiting_payment_cents: 2500 });
	});

	it("keeps the licences with the company when the buyer leaves; the buyer sees nothing any more", async () => {
		await ctx.database.query(
			sql`delete from company_members where company_id = ${team.companyId} and user_id = ${team.id.buyer}`,
		);
		expect((await team.as.buyer.get(`/api/productions/${team.projectId}`)).statusCode).toBe(404);
		const owner = await page("owner");
		expect(owner.licences).toHaveLength(2);
		expect(owner.orders.find((o: { id: string }) => o.id === paid).invoice_url).not.toBeNull();
		await ctx.database.query(sql`insert into company_members (company_id, user_id, role)
			values (${team.companyId}, ${team.id.buyer}, 'buyer')`);
	});

	it("answers 404 for another company's member, and for an unknown production", async () => {
		expect((await team.outsider.get(`/api/productions/${team.projectId}`)).statusCode).toBe(404);
		const res = await team.as.owner.get("/api/productions/00000000-0000-4000-8000-000000000000");
		expect(res.statusCode).toBe(404);
		expect(res.json().error.message).toBe("Production not found");
	});
});
