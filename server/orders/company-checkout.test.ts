import type { CheckoutOptionsResponse, CheckoutResponse } from "@core/contracts/orders";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { ORDER_TEXT } from "@core/orders";
import { TEAM_TEXT } from "@core/teams";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuthClient } from "../test/auth-client";
import { signUpMembers } from "../test/auth-client";
import { cartOf, fillCart } from "../test/fixtures/cart";
import { createCompany, createCompanyProduction, shortlist } from "../test/fixtures/company-orders";
import { adminAct, billingOf, type CheckoutBody, checkout, setUpOrderApp } from "../test/fixtures/orders";
import { pdfPageTexts } from "../test/pdf-text";

/**
 * Checkout for a company's production (issue 29): who may check out, the references a company
 * requires, the "approved photos only" rule, the options the form starts from, and the
 * production's activity feed.
 */

const setup = setUpOrderApp();

type Person = { client: AuthClient; email: string };
const people: Record<"owen" | "bea" | "apu" | "mel" | "acc" | "ola", Person> = {} as never;
let companyId: string;
let productionId: string;

beforeAll(async () => {
	const names = ["Owen", "Bea", "Apu", "Mel", "Acc", "Ola"] as const;
	const clients = await signUpMembers(setup.ctx, ...names);
	names.forEach((name, i) => {
		people[name.toLowerCase() as keyof typeof people] = {
			client: clients[i] as AuthClient,
			email: `${name.toLowerCase()}@studio.test`,
		};
	});
	companyId = await createCompany(setup.ctx, "Harbor Films", {
		"owen@studio.test": "owner",
		"bea@studio.test": "buyer",
		"apu@studio.test": "approver",
		"mel@studio.test": "member",
		"acc@studio.test": "accounts",
	});
	await createCompany(setup.ctx, "Other Pictures", { "ola@studio.test": "owner" });
	productionId = await createCompanyProduction(setup.ctx, companyId, "mel@studio.test", "The Long Summer");
});

/** Fills the person's cart with `count` new photos and answers the body that checks it out. */
async function cartFor(person: Person, projectId: string, count = 1) {
	const photos = await fillCart(setup.ctx, person.email, count);
	const cart = await cartOf(person.client);
	const { po_number: _, ...billing } = billingOf("Buyer", person.email);
	const body: CheckoutBody = {
		project_id: projectId,
		billing,
		expected_total_cents: cart.total_cents,
		terms_version: LICENCE_TERMS_VERSION,
	};
	return { photos, body };
}

async function activityOf(projectId: string) {
	return setup.ctx.database.query<{
		kind: string;
		order_id: string | null;
		actor_id: string | null;
		count: number;
	}>(
		sql`select kind, order_id, actor_id, count from production_activity where project_id = ${projectId} order by id`,
	);
}

describe("POST /api/checkout for a company's production", () => {
	it("lets owners and buyers check out for the company; approvers, members and accounts get 403; another company's member is asked to choose a production, as for any production not theirs", async () => {
		for (const who of ["apu", "mel", "acc"] as const) {
			const { body } = await cartFor(people[who], productionId);
			const res = await checkout(people[who].client, body);
			expect(res.statusCode, who).toBe(403);
			expect(res.json().error.message).toBe(TEAM_TEXT.roleRefused("check out for this company"));
		}
		const { body: olas } = await cartFor(people.ola, productionId);
		const refused = await checkout(people.ola.client, olas);
		expect(refused.statusCode).toBe(400);
		expect(Object.keys(refused.json().error.fields)).toEqual(["project_id"]);

		for (const who of ["owen", "bea"] as const) {
			const { body } = await cartFor(people[who], productionId, 2);
			const res = await checkout(people[who].client, body);
			expect(res.statusCode, res.body).toBe(201);
			const { order } = res.json() as CheckoutResponse;
			expect(order.company).toEqual({ id: companyId, name: "Harbor Films" });
			expect(order.production).toMatchObject({ project_id: productionId, name: "The Long Summer" });
			const [stored] = await setup.ctx.database.query<{ company_id: string | null }>(
				sql`select company_id from orders where id = ${order.id}`,
			);
			expect(stored?.company_id).toBe(companyId);
		}
		// Nothing was placed for the refused ones.
		const [count] = await setup.ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from orders where company_id = ${companyId}`,
		);
		expect(count?.n).toBe(2);
	});

	it("writes 'ordered' at checkout and 'paid' at payment to the production's feed, and nothing for a personal production", async () => {
		const production = await createCompanyProduction(setup.ctx, companyId, "owen@studio.test", "Feed Show");
		const { body } = await cartFor(people.bea, production, 3);
		const res = await checkout(people.bea.client, body);
		expect(res.statusCode, res.body).toBe(201);
		const { order } = res.json() as CheckoutResponse;
		const [bea] = await setup.ctx.database.query<{ id: string }>(
			sql`select id from users where email = 'bea@studio.test'`,
		);
		expect(await activityOf(production)).toEqual([
			{ kind: "ordered", order_id: order.id, actor_id: bea?.id, count: 3 },
		]);
		expect((await adminAct(setup.admin, order.id, "mark_paid")).statusCode).toBe(200);
		expect((await activityOf(production)).map((a) => [a.kind, a.order_id])).toEqual([
			["ordered", order.id],
			["paid", order.id],
		]);

		// A personal production keeps no feed.
		const personal = await people.ola.client.post("/api/projects", {
			name: "Solo Reel",
			company: "Ola Films",
		});
		expect(personal.statusCode).toBe(201);
		const personalId: string = personal.json().project.id;
		await setup.ctx.database.query(sql`update projects set company_id = null where id = ${personalId}`);
		const { body: solo } = await cartFor(people.ola, personalId);
		const placed = await checkout(people.ola.client, solo);
		expect(placed.statusCode, placed.body).toBe(201);
		expect((placed.json() as CheckoutResponse).order.company).toBeNull();
		expect(await activityOf(personalId)).toEqual([]);
	});
});

describe("references a company requires", () => {
	it("refuses each missing one with its own message, then places the order with them stored", async () => {
		const refsCompany = await createCompany(
			setup.ctx,
			"Quay Studios",
			{ "owen@studio.test": "owner" },
			{ required_refs: ["po_number", "production_code", "episode"] },
		);
		const production = await createCompanyProduction(setup.ctx, refsCompany, "owen@studio.test", "Tide");
		const { body } = await cartFor(people.owen, production);

		const none = await checkout(people.owen.client, { ...body, production_code: "   ", episode: "" });
		expect(none.statusCode).toBe(400);
		expect(none.json().error.fields).toEqual({
			"billing.po_number": "PO number is required by Quay Studios",
			production_code: "Production code is required by Quay Studios",
			episode: "Episode is required by Quay Studios",
		});

		const some = await checkout(people.owen.client, {
			...body,
			billing: { ...body.billing, po_number: "PO-1" },
			episode: "Ep 3",
		});
		expect(some.statusCode).toBe(400);
		expect(some.json().error.fields).toEqual({
			production_code: "Production code is required by Quay Studios",
		});

		const tooLong = await checkout(people.owen.client, { ...body, episode: "x".repeat(61) });
		expect(tooLong.statusCode).toBe(400);
		expect(tooLong.json().error.fields).toHaveProperty("episode");

		const all = await checkout(people.owen.client, {
			...body,
			billing: { ...body.billing, po_number: " PO-1 " },
			production_code: " TD-01 ",
			episode: "Ep 3",
		});
		expect(all.statusCode, all.body).toBe(201);
		const { order } = all.json() as CheckoutResponse;
		expect(order).toMatchObject({
			production_code: "TD-01",
			episode: "Ep 3",
			billing: { po_number: "PO-1" },
		});
		// The invoice carries them for the production's accounts.
		const invoice = await people.owen.client.get(`/api/orders/${order.id}/invoice.pdf`);
		expect(invoice.statusCode).toBe(200);
		const text = (await pdfPageTexts(invoice.rawPayload)).pages.join("\n");
		for (const line of ["PO number: PO-1", "Production code: TD-01", "Episode: Ep 3"])
			expect(text).toContain(line);
	});

	it("stores optional references where none is required, and none as null", async () => {
		const { body } = await cartFor(people.owen, productionId);
		const res = await checkout(people.owen.client, { ...body, production_code: "", episode: "Pilot" });
		expect(res.statusCode, res.body).toBe(201);
		expect((res.json() as CheckoutResponse).order).toMatchObject({ production_code: null, episode: "Pilot" });
	});
});

describe("only approved photos can be bought", () => {
	it("refuses lines not approved in one of the production's shortlists (409 naming them), then places the order once they are", async () => {
		const strict = await createCompany(
			setup.ctx,
			"Approved Only Ltd",
			{ "owen@studio.test": "owner", "bea@studio.test": "buyer" },
			{ approved_only: true },
		);
		const production = await createCompanyProduction(setup.ctx, strict, "owen@studio.test", "Strict Show");
		const elsewhere = await createCompanyProduction(setup.ctx, strict, "owen@studio.test", "Other Show");
		const { photos, body } = await cartFor(people.bea, production, 3);
		const [approved, proposed, unlisted] = photos as [string, string, string];
		await shortlist(setup.ctx, production, "owen@studio.test", [approved], "approved");
		await shortlist(setup.ctx, production, "owen@studio.test", [proposed], "proposed");
		// Approved for another production only: it does not count here.
		await shortlist(setup.ctx, elsewhere, "owen@studio.test", [unlisted], "approved");
		await setup.ctx.database.query(
			sql`update photos set title = case id when ${proposed} then 'Beach picnic 1962' when ${unlisted} then 'Wedding dance' else title end`,
		);

		const refused = await checkout(people.bea.client, body);
		expect(refused.statusCode).toBe(409);
		const { error } = refused.json();
		expect(error.message).toBe(ORDER_TEXT.notApproved(["Beach picnic 1962", "Wedding dance"]));
		expect(error.details.photo_ids).toEqual([proposed, unlisted]);
		expect((await cartOf(people.bea.client)).items).toHaveLength(3);

		await setup.ctx.database.query(
			sql`update wishlist_items set approval = 'approved' where photo_id = ${proposed}`,
		);
		const still = await checkout(people.bea.client, body);
		expect(still.statusCode).toBe(409);
		expect(still.json().error.details.photo_ids).toEqual([unlisted]);

		await shortlist(setup.ctx, production, "bea@studio.test", [unlisted], "proposed");
		await setup.ctx.database.query(
			sql`update wishlist_items set approval = 'approved' where photo_id = ${unlisted}`,
		);
		const placed = await checkout(people.bea.client, body);
		expect(placed.statusCode, placed.body).toBe(201);
	});

	it("lets unshortlisted photos through when the setting is off", async () => {
		const { body } = await cartFor(people.bea, productionId, 2);
		expect((await checkout(people.bea.client, body)).statusCode).toBe(201);
	});
});

describe("GET /api/checkout/options?project_id=", () => {
	it("starts the form from the company's billing contact, the production's PO number and the required references", async () => {
		const billing = {
			name: "Accounts Payable",
			email: "ap@harbor.test",
			company: "Harbor Films Ltd",
			address: "1 Quay Street, Portland",
		};
		const billed = await createCompany(
			setup.ctx,
			"Billed Co",
			{ "owen@studio.test": "owner", "mel@studio.test": "member" },
			{ billing, required_refs: ["po_number", "episode"], approved_only: true },
		);
		const production = await createCompanyProduction(setup.ctx, billed, "owen@studio.test", "Billed Show", {
			po_number: "PO-4410",
			production_code: "BS-1",
		});

		const res = await people.owen.client.get(`/api/checkout/options?project_id=${production}`);
		expect(res.statusCode, res.body).toBe(200);
		expect((res.json() as CheckoutOptionsResponse).production).toEqual({
			project_id: production,
			company_id: billed,
			company_name: "Billed Co",
			billing: { ...billing, po_number: "PO-4410" },
			po_number: "PO-4410",
			production_code: "BS-1",
			required_refs: ["po_number", "episode"],
			approved_only: true,
			may_check_out: true,
		});
		const mel = await people.mel.client.get(`/api/checkout/options?project_id=${production}`);
		expect(mel.json().production).toMatchObject({ may_check_out: false });
		expect((await people.ola.client.get(`/api/checkout/options?project_id=${production}`)).statusCode).toBe(
			404,
		);
		expect((await people.owen.client.get("/api/checkout/options?project_id=nope")).statusCode).toBe(400);
	});
});
