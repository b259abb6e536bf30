import type { CartLine, CartResponse } from "@core/contracts/cart";
import type { CheckoutResponse, Order, PurchaseListResponse } from "@core/contracts/orders";
import type { VerifyResponse } from "@core/contracts/verification";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { LICENSING_TEXT } from "@core/licensing";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { cartOf, fillCart } from "../test/fixtures/cart";
import { adminAct, billingOf, checkout, createProject, setUpOrderApp } from "../test/fixtures/orders";
import { insertPhotos } from "../test/fixtures/photos";
import { pdfPageTexts } from "../test/pdf-text";

/**
 * Issue 30 on the server: exclusive hero licences, upgrades and the production-wide volume tier,
 * through the cart, checkout, orders, purchases, certificates and verification.
 */

const setup = setUpOrderApp();

let seq = 0;
/** A new member with a production of theirs. */
async function buyer(name: string) {
	seq++;
	const [client] = await signUpMembers(setup.ctx, `${name}${seq}`);
	const email = `${name.toLowerCase()}${seq}@studio.test`;
	const projectId = await createProject(client, `${name} Picture ${seq}`);
	return { client, email, projectId, name: `${name}${seq}` };
}
type Buyer = Awaited<ReturnType<typeof buyer>>;

/** One live photo at this price. */
async function photo(priceCents = 1000): Promise<string> {
	const [id] = await insertPhotos(setup.ctx.database, 1);
	if (!id) throw new Error("photo");
	await setup.ctx.database.query(sql`update photos set price_cents = ${priceCents} where id = ${id}`);
	return id;
}

const add = (client: AuthClient, body: Record<string, unknown>) => client.post("/api/cart", body);

/** Checks the member's cart out by invoice for their production, as reviewed now. */
async function checkOut(who: Buyer, projectId = who.projectId) {
	return checkout(who.client, {
		project_id: projectId,
		billing: billingOf(who.name, who.email),
		payment_method: "invoice",
		expected_total_cents: (await pricedFor(who, projectId)).total_cents,
		terms_version: LICENCE_TERMS_VERSION,
	});
}

/** The cart as priced for a production (chosen as the cart's for the read). */
async function pricedFor(who: Buyer, projectId: string): Promise<CartResponse> {
	const res = await who.client.put("/api/cart/production", { project_id: projectId });
	expect(res.statusCode, res.body).toBe(200);
	return res.json();
}

async function placed(who: Buyer, projectId?: string): Promise<Order> {
	const res = await checkOut(who, projectId);
	expect(res.statusCode, res.body).toBe(201);
	return (res.json() as CheckoutResponse).order;
}

async function paid(who: Buyer, projectId?: string): Promise<Order> {
	const order = await placed(who, projectId);
	const res = await adminAct(setup.admin, order.id, "mark_paid");
	expect(res.statusCode, res.body).toBe(200);
	const read = await who.client.get(`/api/orders/${order.id}`);
	return read.json().order;
}

/** Another production's running hold of the photo, written as the holds feature would. */
async function holdBy(who: Buyer, photoId: string) {
	await setup.ctx.database.query(sql`insert into photo_holds (photo_id, project_id, held_by, expires_at)
		select ${photoId}::uuid, ${who.projectId}::uuid, u.id, now() + interval '7 days' from users u
		where u.email = ${who.email}`);
}

const lineOf = (cart: CartResponse, photoId: string): CartLine | undefined =>
	cart.items.find((line) => line.photo.id === photoId);

describe("hero use while another production holds the photo or has it exclusively", () => {
	it("refuses hero (cart 409, checkout 409) to others; its own production and background use are fine", async () => {
		const [ann, bea] = [await buyer("Ann"), await buyer("Bea")];
		const id = await photo();
		await holdBy(bea, id);

		const refused = await add(ann.client, { photo_id: id, license_type: "hero-usage" });
		expect(refused.statusCode).toBe(409);
		expect(refused.json().error.fields.license_type).toMatch(/^On hold for another production until/);
		expect((await add(ann.client, { photo_id: id, license_type: "background-dressing" })).statusCode).toBe(
			201,
		);
		expect((await add(bea.client, { photo_id: id, license_type: "hero-usage" })).statusCode).toBe(201);

		// 'Set all to hero' passes over it.
		const annLine = lineOf(await cartOf(ann.client), id);
		const bulk = await ann.client.patch("/api/cart/lines", {
			line_ids: [annLine?.id],
			license_type: "hero-usage",
		});
		expect(bulk.json()).toMatchObject({ changed: 0, not_cleared: [annLine?.id] });

		// A hero line that got into the cart before the hold: checkout refuses it, naming the photo.
		await setup.ctx.database.query(
			sql`update cart_items set license_type = 'hero-usage' where photo_id = ${id}
				and user_id = (select id from users where email = ${ann.email})`,
		);
		const blocked = await checkOut(ann);
		expect(blocked.statusCode).toBe(409);
		expect(blocked.json().error.details).toEqual({ photo_ids: [id] });
		expect(blocked.json().error.message).toContain("On hold for another production");

		// The holding production buys it for hero use.
		await placed(bea);
	});

	it("refuses an exclusive term without hero use (400) and a second production's exclusivity (409)", async () => {
		const [ann, bea, cy] = [await buyer("Ann"), await buyer("Bea"), await buyer("Cy")];
		const id = await photo(1001);
		const bad = await add(ann.client, {
			photo_id: id,
			license_type: "background-dressing",
			exclusive_months: 6,
		});
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields.exclusive_months).toBe(LICENSING_TEXT.exclusiveNeedsHero);

		const ok = await add(ann.client, { photo_id: id, license_type: "hero-usage", exclusive_months: 12 });
		expect(ok.statusCode, ok.body).toBe(201);
		// Hero 5005 x 5.
		expect(ok.json().item).toMatchObject({ exclusive_months: 12, unit_price_cents: 25_025 });
		const order = await placed(ann);
		const [item] = order.items;
		expect(item).toMatchObject({ exclusive_months: 12, total_cents: 25_025 });
		const months = (Date.parse(item?.exclusive_until ?? "") - Date.parse(order.placed_at)) / 86_400_000;
		expect(months).toBeGreaterThanOrEqual(365);
		expect(months).toBeLessThanOrEqual(366);

		// Verification names the term and its dates.
		const verified: VerifyResponse = (await ann.client.get(`/api/verify/${item?.verify_code}`)).json();
		expect(verified.licences[0]?.licence_name).toBe("Hero usage, exclusive for 12 months");
		expect(verified.licences[0]?.notes?.[0]).toMatch(
			/^Hero usage, exclusive for 12 months: from .+ to .+; no other production may license this photo for hero use in that time$/,
		);

		// Reserved while awaiting payment: others can neither go exclusive nor use it as hero.
		const exclusive = await add(bea.client, {
			photo_id: id,
			license_type: "hero-usage",
			exclusive_months: 6,
		});
		expect(exclusive.statusCode).toBe(409);
		expect(exclusive.json().error.message).toMatch(/^Another production has this photo exclusively until/);
		expect((await add(cy.client, { photo_id: id, license_type: "hero-usage" })).statusCode).toBe(409);
		expect((await add(cy.client, { photo_id: id, license_type: "background-dressing" })).statusCode).toBe(
			201,
		);
		await placed(cy);
	});

	it("gives the photo exclusively to exactly one of two productions checking out at once", async () => {
		const [ann, bea] = [await buyer("Ann"), await buyer("Bea")];
		const id = await photo(1200);
		for (const who of [ann, bea])
			expect(
				(await add(who.client, { photo_id: id, license_type: "hero-usage", exclusive_months: 6 })).statusCode,
			).toBe(201);
		const totals = await Promise.all([ann, bea].map((who) => pricedFor(who, who.projectId)));
		const answers = await Promise.all(
			[ann, bea].map((who, i) =>
				checkout(who.client, {
					project_id: who.projectId,
					billing: billingOf(who.name, who.email),
					payment_method: "invoice",
					expected_total_cents: totals[i]?.total_cents ?? 0,
					terms_version: LICENCE_TERMS_VERSION,
				}),
			),
		);
		const codes = answers.map((res) => res.statusCode).sort();
		expect(codes).toEqual([201, 409]);
		const loser = answers.find((res) => res.statusCode === 409);
		expect(loser?.json().error.message).toContain("Another production has this photo exclusively until");
		expect(loser?.json().error.details).toEqual({ photo_ids: [id] });
		const [row] = await setup.ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from order_items where photo_id = ${id} and exclusive_months is not null`,
		);
		expect(row?.n).toBe(1);
	});
});

describe("upgrades", () => {
	it("charges the difference to what was paid after the earlier order's discount, and no twice", async () => {
		const ann = await buyer("Ann");
		const ids = await fillCart(setup.ctx, ann.email, 26);
		const first = await paid(ann);
		expect(first.discount_percent).toBe(5);
		const targetId = ids[3] ?? "";
		const original = first.items.find((item) => item.photo.id === targetId);
		if (!original) throw new Error("line");
		// 1111 at 5% off: the line's share of the discount is in whole cents.
		expect(original.total_cents).toBeLessThan(original.subtotal_cents);

		// The purchase offers the upgrades at the difference.
		const purchases: PurchaseListResponse = (await ann.client.get("/api/purchases?page_size=50")).json();
		const purchase = purchases.purchases.find((p) => p.order_item_id === original.id);
		expect(purchase?.upgrades).toEqual([
			{ license_type: "hero-usage", exclusive_months: null, price_cents: 5 * 1111 - original.total_cents },
			{ license_type: "hero-usage", exclusive_months: 6, price_cents: 15 * 1111 - original.total_cents },
			{ license_type: "hero-usage", exclusive_months: 12, price_cents: 25 * 1111 - original.total_cents },
		]);

		// Someone else's licence is not found; the same licence is not higher than itself.
		const bea = await buyer("Bea");
		const foreign = await add(bea.client, {
			photo_id: targetId,
			license_type: "hero-usage",
			upgrade_of: original.id,
		});
		expect(foreign.statusCode).toBe(404);
		const same = await add(ann.client, {
			photo_id: targetId,
			license_type: "background-dressing",
			upgrade_of: original.id,
		});
		expect(same.statusCode).toBe(409);

		const up = await add(ann.client, {
			photo_id: targetId,
			license_type: "hero-usage",
			upgrade_of: original.id,
		});
		expect(up.statusCode, up.body).toBe(201);
		const cart = await pricedFor(ann, ann.projectId);
		expect(lineOf(cart, targetId)).toMatchObject({
			unit_price_cents: 5 * 1111 - original.total_cents,
			discount_cents: 0,
			upgrade_of: {
				order_item_id: original.id,
				licence_number: original.licence_number,
				license_type: "background-dressing",
				paid_cents: original.total_cents,
			},
		});
		// The upgrade adds no photo: 26 licensed, 26 counted.
		expect(cart.tier_count).toBe(26);
		const second = await paid(ann);
		expect(second.total_cents).toBe(5 * 1111 - original.total_cents);
		expect(second.items[0]).toMatchObject({
			upgrade_of: { order_item_id: original.id, licence_number: original.licence_number },
			credit_cents: original.total_cents,
			license_type: "hero-usage",
		});
		const upgrade = second.items[0];
		if (!upgrade) throw new Error("upgrade line");

		// The old licence stays, upgraded by the new one; no second upgrade of it.
		const again: Order = (await ann.client.get(`/api/orders/${first.id}`)).json().order;
		expect(again.items.find((item) => item.id === original.id)?.upgraded_by).toEqual({
			order_item_id: upgrade.id,
			licence_number: upgrade.licence_number,
			license_type: "hero-usage",
		});
		const twice = await add(ann.client, {
			photo_id: targetId,
			license_type: "hero-usage",
			exclusive_months: 6,
			upgrade_of: original.id,
		});
		expect(twice.statusCode).toBe(409);
		expect(twice.json().error.message).toBe(LICENSING_TEXT.upgradeTaken);
		const after: PurchaseListResponse = (await ann.client.get("/api/purchases?page_size=50")).json();
		expect(after.purchases.find((p) => p.order_item_id === original.id)).toMatchObject({
			upgraded: true,
			upgrades: [],
		});

		// The upgrade's chain: what was paid is both lines.
		const chain = await add(ann.client, {
			photo_id: targetId,
			license_type: "hero-usage",
			exclusive_months: 12,
			upgrade_of: upgrade.id,
		});
		expect(chain.statusCode, chain.body).toBe(201);
		expect(chain.json().item).toMatchObject({
			unit_price_cents: 25 * 1111 - 5 * 1111,
			upgrade_of: { paid_cents: 5 * 1111 },
		});

		// Papers: the certificate names the licence upgraded; verification says what replaced it.
		const pdf = await ann.client.get(`/api/orders/${second.id}/certificate.pdf`);
		expect(pdf.statusCode).toBe(200);
		const text = (await pdfPageTexts(pdf.rawPayload)).pages.join("\n").replace(/\s+/g, " ");
		expect(text).toContain(`Upgrades licence ${original.licence_number}`);
		const verified: VerifyResponse = (await ann.client.get(`/api/verify/${original.verify_code}`)).json();
		expect(verified.licences[0]).toMatchObject({
			standing: "valid",
			standing_label: `Valid. Upgraded to Hero usage by ${upgrade.licence_number}`,
		});
		const upgraded: VerifyResponse = (await ann.client.get(`/api/verify/${upgrade.verify_code}`)).json();
		expect(upgraded.licences[0]?.notes).toEqual([`Upgrades licence ${original.licence_number}`]);
	});

	it("checks an upgrade out for the licence's own production only", async () => {
		const ann = await buyer("Ann");
		const id = await photo(2000);
		expect((await add(ann.client, { photo_id: id })).statusCode).toBe(201);
		const first = await paid(ann);
		const line = first.items[0];
		if (!line) throw new Error("line");
		expect(
			(await add(ann.client, { photo_id: id, license_type: "hero-usage", upgrade_of: line.id })).statusCode,
		).toBe(201);
		const other = await createProject(ann.client, "Another Picture");
		const res = await checkOut(ann, other);
		expect(res.statusCode).toBe(409);
		expect(res.json().error.message).toContain(LICENSING_TEXT.upgradeOtherProduction(first.production.name));
	});
});

describe("the production-wide volume tier", () => {
	it("counts the production's licensed photos: 40 paid and 20 in the cart reach 10%, and checkout charges it", async () => {
		const dee = await buyer("Dee");
		await fillCart(setup.ctx, dee.email, 40);
		const first = await paid(dee);
		expect(first.discount_percent).toBe(5);
		await fillCart(setup.ctx, dee.email, 20);

		const none = await dee.client.put("/api/cart/production", { project_id: null });
		expect(none.json()).toMatchObject({ production: null, tier: null, tier_count: 20 });
		const cart = await pricedFor(dee, dee.projectId);
		expect(cart.production).toMatchObject({ project_id: dee.projectId, licensed_count: 40 });
		expect(cart.tier_count).toBe(60);
		expect(cart.tier?.percent).toBe(10);
		expect(cart.next_tier?.items_needed).toBe(15);
		expect((await cartOf(dee.client)).tier?.percent).toBe(10);

		const order = await placed(dee);
		expect(order.discount_percent).toBe(10);
		expect(order.total_cents).toBe(cart.total_cents);
		expect(order.discount_cents).toBe(Math.round(cart.subtotal_cents / 10));

		// Someone else's production is not found.
		const eve = await buyer("Eve");
		const res = await eve.client.put("/api/cart/production", { project_id: dee.projectId });
		expect(res.statusCode).toBe(404);
	});
});
