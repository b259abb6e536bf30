import type {
	CheckoutResponse,
	MyLicencesResponse,
	Order,
	PurchaseListResponse,
} from "@core/contracts/orders";
import { LICENCE_TERMS_VERSION } from "@core/licence-terms";
import { ORDER_TEXT } from "@core/orders";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { cartOf, fillCart } from "../test/fixtures/cart";
import { createCompany, createCompanyProduction, removeMember } from "../test/fixtures/company-orders";
import { adminAct, billingOf, checkout, placeInvoiceOrder, setUpOrderApp } from "../test/fixtures/orders";

/**
 * Licences belong to the company (issue 29, item 4): every member sees a company order's
 * licences and may fetch the originals; its documents (the order, invoice, certificate,
 * paperwork) are for owners, accounts and the buyer who placed it while they remain a member.
 * /api/purchases lists them all, searchable and paged.
 */

const setup = setUpOrderApp();

type Name = "owen" | "bea" | "mel" | "acc" | "rem" | "ola" | "gus";
const clients = {} as Record<Name, AuthClient>;
let companyId: string;
let productionId: string;
let order: Order;

const emailOf = (name: Name) => `${name}@studio.test`;

/** Fills the buyer's cart with `count` new photos, checks it out for the production and marks it paid. */
async function paidCompanyOrder(buyer: Name, projectId: string, count: number): Promise<Order> {
	await fillCart(setup.ctx, emailOf(buyer), count);
	const cart = await cartOf(clients[buyer]);
	const res = await checkout(clients[buyer], {
		project_id: projectId,
		billing: billingOf("Buyer", emailOf(buyer)),
		expected_total_cents: cart.total_cents,
		terms_version: LICENCE_TERMS_VERSION,
	});
	expect(res.statusCode, res.body).toBe(201);
	const placed = (res.json() as CheckoutResponse).order;
	expect((await adminAct(setup.admin, placed.id, "mark_paid")).statusCode).toBe(200);
	const paid = await clients.owen.get(`/api/orders/${placed.id}`);
	return paid.json().order;
}

beforeAll(async () => {
	const names = ["Owen", "Bea", "Mel", "Acc", "Rem", "Ola", "Gus"] as const;
	const signed = await signUpMembers(setup.ctx, ...names);
	names.forEach((name, i) => {
		clients[name.toLowerCase() as Name] = signed[i] as AuthClient;
	});
	companyId = await createCompany(setup.ctx, "Harbor Films", {
		[emailOf("owen")]: "owner",
		[emailOf("bea")]: "buyer",
		[emailOf("mel")]: "member",
		[emailOf("acc")]: "accounts",
		[emailOf("rem")]: "buyer",
	});
	await createCompany(setup.ctx, "Other Pictures", { [emailOf("ola")]: "owner" });
	productionId = await createCompanyProduction(setup.ctx, companyId, emailOf("mel"), "The Long Summer");
	order = await paidCompanyOrder("bea", productionId, 2);
});

async function licencesOf(client: AuthClient): Promise<MyLicencesResponse["licences"]> {
	const res = await client.get("/api/me/licences");
	expect(res.statusCode).toBe(200);
	return res.json().licences;
}

async function purchasesOf(client: AuthClient, query = ""): Promise<PurchaseListResponse> {
	const res = await client.get(`/api/purchases${query}`);
	expect(res.statusCode, res.body).toBe(200);
	return res.json();
}

const orderPhotos = (o: Order) => o.items.map((item) => item.photo.id).sort();

describe("a company's licences", () => {
	it("are every member's, marked with the company; nobody else's", async () => {
		for (const name of ["owen", "bea", "mel", "acc", "rem"] as const) {
			const mine = (await licencesOf(clients[name])).filter((l) => orderPhotos(order).includes(l.photo_id));
			expect(mine, name).toHaveLength(2);
			for (const licence of mine)
				expect(licence).toMatchObject({
					state: "licensed",
					production: "The Long Summer",
					by_company: "Harbor Films",
				});
		}
		for (const name of ["ola", "gus"] as const) expect(await licencesOf(clients[name]), name).toEqual([]);
	});

	it("are listed in /api/purchases for every member, the certificate only for those who see documents", async () => {
		const mel = await purchasesOf(clients.mel);
		expect(mel.total).toBe(2);
		expect(mel.purchases.map((p) => p.photo.id).sort()).toEqual(orderPhotos(order));
		for (const purchase of mel.purchases)
			expect(purchase).toMatchObject({
				by_company: "Harbor Films",
				certificate_url: null,
				production_name: "The Long Summer",
			});
		const acc = await purchasesOf(clients.acc);
		expect(acc.purchases[0]?.certificate_url).toBe(`/api/orders/${order.id}/certificate.pdf`);
		expect((await purchasesOf(clients.ola)).total).toBe(0);
	});

	it("let any member fetch the original (a link, then the file); outsiders get 404", async () => {
		const purchaseId = order.items[0]?.purchase_id ?? "";
		// The test photos have no original file: the member gets past the licence check to that 404.
		const mel = await clients.mel.post(`/api/purchases/${purchaseId}/download-link`);
		expect(mel.statusCode).toBe(404);
		expect(mel.json().error.message).toBe(ORDER_TEXT.originalMissing);
		const ola = await clients.ola.post(`/api/purchases/${purchaseId}/download-link`);
		expect(ola.statusCode).toBe(404);
		expect(ola.json().error.message).toBe(ORDER_TEXT.purchaseNotFound);
	});
});

describe("a company order's documents", () => {
	it("are for the owner, accounts and the buyer who placed it; a member and outsiders get 404", async () => {
		const paths = [
			`/api/orders/${order.id}`,
			`/api/orders/${order.id}/invoice.pdf`,
			`/api/orders/${order.id}/certificate.pdf`,
		];
		for (const name of ["owen", "acc", "bea"] as const)
			for (const path of paths)
				expect((await clients[name].get(path)).statusCode, `${name} ${path}`).toBe(200);
		for (const name of ["mel", "rem", "ola", "gus"] as const)
			for (const path of paths)
				expect((await clients[name].get(path)).statusCode, `${name} ${path}`).toBe(404);

		const listed = async (name: Name) =>
			((await clients[name].get("/api/orders")).json().orders as { id: string }[]).map((o) => o.id);
		expect(await listed("owen")).toContain(order.id);
		expect(await listed("acc")).toContain(order.id);
		expect(await listed("mel")).not.toContain(order.id);
		expect(await listed("ola")).not.toContain(order.id);

		const item = order.items[0]?.id ?? "";
		const note = { scene_note: "Ep 2, kitchen" };
		expect((await clients.mel.patch(`/api/orders/${order.id}/items/${item}`, note)).statusCode).toBe(404);
		expect((await clients.acc.patch(`/api/orders/${order.id}/items/${item}`, note)).statusCode).toBe(200);
	});

	it("are lost by a buyer removed from the company, with the licences; the company keeps them", async () => {
		const rems = await paidCompanyOrder("rem", productionId, 1);
		expect((await clients.rem.get(`/api/orders/${rems.id}`)).statusCode).toBe(200);
		await removeMember(setup.ctx, companyId, emailOf("rem"));

		expect((await clients.rem.get(`/api/orders/${rems.id}`)).statusCode).toBe(404);
		expect((await clients.rem.get(`/api/orders/${rems.id}/invoice.pdf`)).statusCode).toBe(404);
		expect((await clients.rem.get("/api/orders")).json().orders).toEqual([]);
		expect(await licencesOf(clients.rem)).toEqual([]);
		expect((await purchasesOf(clients.rem)).total).toBe(0);

		expect((await clients.owen.get(`/api/orders/${rems.id}`)).statusCode).toBe(200);
		const kept = (await licencesOf(clients.mel)).map((l) => l.photo_id);
		expect(kept).toEqual(expect.arrayContaining(orderPhotos(rems)));
	});
});

describe("GET /api/purchases search and paging", () => {
	it("searches photo title, photo number, licence number and production; pages newest first with the total", async () => {
		// Gus's own order: a production of the company he made with it (every project names one).
		await fillCart(setup.ctx, emailOf("gus"), 5);
		const { order: own } = await placeInvoiceOrder(clients.gus, {
			name: "Gus",
			email: emailOf("gus"),
			production: "Solo Reel",
		});
		expect((await adminAct(setup.admin, own.id, "mark_paid")).statusCode).toBe(200);
		const target = own.items[2];
		if (!target) throw new Error("no third line");
		await setup.ctx.database.query(
			sql`update photos set title = 'Lighthouse picnic, 1958' where id = ${target.photo.id}`,
		);

		const all = await purchasesOf(clients.gus);
		expect(all).toMatchObject({ total: 5, page: 1, page_size: 24 });
		expect(all.purchases.every((p) => p.by_company === "Harbor Films" && p.certificate_url !== null)).toBe(
			true,
		);

		const one = (q: string) => purchasesOf(clients.gus, `?q=${encodeURIComponent(q)}`);
		expect((await one("lighthouse PICNIC")).purchases.map((p) => p.photo.id)).toEqual([target.photo.id]);
		expect((await one(String(target.photo.photoid))).purchases.map((p) => p.photo.id)).toEqual([
			target.photo.id,
		]);
		expect((await one(target.licence_number)).purchases.map((p) => p.photo.id)).toEqual([target.photo.id]);
		expect((await one("solo")).total).toBe(5);
		expect((await one("nothing like this")).total).toBe(0);

		const first = await purchasesOf(clients.gus, "?page_size=2");
		const third = await purchasesOf(clients.gus, "?page_size=2&page=3");
		expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
		expect(first.purchases).toHaveLength(2);
		expect(third.purchases).toHaveLength(1);
		const paged = [
			...first.purchases,
			...(await purchasesOf(clients.gus, "?page_size=2&page=2")).purchases,
			...third.purchases,
		].map((p) => p.id);
		expect(paged).toEqual(all.purchases.map((p) => p.id));

		// The owner sees the company's licences (its productions) and none of Gus's.
		const owen = await purchasesOf(clients.owen, "?q=long%20summer");
		expect(owen.total).toBe(3);
		expect((await clients.gus.get("/api/purchases?page_size=101")).statusCode).toBe(400);
	});
});
