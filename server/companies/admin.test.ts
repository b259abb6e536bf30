import { COMPANY_LOGO_MAX_BYTES } from "@core/contracts/companies";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AN_IMAGE } from "../media/uploaded-image";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { join, userIdOf } from "../test/teams";

let ctx: TestContext;
let admin: AuthClient;
let ann: AuthClient;
let ben: AuthClient;
let harbor = "";
let bensHarbor = "";

beforeAll(async () => {
	ctx = await createTestApp();
	admin = authClient(ctx);
	ann = authClient(ctx);
	ben = authClient(ctx);
	await signUp(ctx, admin, "curator@studio.test", "Cu");
	await ctx.database.query(sql`update users set role = 'admin' where email = 'curator@studio.test'`);
	await signUp(ctx, ann, "ann@studio.test", "Ann");
	await signUp(ctx, ben, "ben@studio.test", "Ben");

	const photos = await insertPhotos(ctx.database, 2);
	const summer = (await ann.post("/api/projects", { name: "Summer Feature", company: "Harbor Films" })).json()
		.project;
	harbor = (await ann.get("/api/companies")).json().companies[0].id;
	// A project written before names were normalised still counts under its company.
	await ctx.database.query(sql`
		insert into projects (name, company, user_id)
		select 'Old Feature', 'HARBOR FILMS', id from users where email = 'ann@studio.test'`);
	const beach = (await ann.post("/api/wishlists", { name: "Beach", project_id: summer.id })).json().wishlist;
	for (const id of photos) await ann.post(`/api/wishlists/${beach.id}/items`, { photo_id: id });
	await ann.post("/api/wishlists", { name: "Porch", project_id: summer.id });
	bensHarbor = (await ben.post("/api/companies", { name: "Harbor Films" })).json().company.id;
	// Issue 29: a company's projects are those with its company_id, whoever made them (no longer
	// its creator's projects naming it). The projects service attaches the projects it makes;
	// both are attached here as migration 0038 attached the projects that named a company.
	await ctx.database.query(sql`
		update projects set company_id = ${harbor}
		where lower(company) = 'harbor films' and user_id = (select id from users where email = 'ann@studio.test')`);
});
afterAll(async () => ctx?.close());

const upload = (client: AuthClient, id: string, body: Buffer, type: string) =>
	client.request({
		method: "PUT",
		url: `/api/admin/companies/${id}/logo`,
		payload: body,
		headers: { "content-type": type },
	});
const png = (width: number, height: number, colour = "#c33") =>
	sharp({ create: { width, height, channels: 3, background: colour } })
		.png()
		.toBuffer();

describe("GET /api/admin/companies", () => {
	it("lists every user's companies with owner, project and wishlist counts", async () => {
		const res = await admin.get("/api/admin/companies");
		expect(res.statusCode).toBe(200);
		const { companies } = res.json();
		expect(companies).toHaveLength(2);
		const anns = companies.find((c: { id: string }) => c.id === harbor);
		expect(anns).toMatchObject({
			name: "Harbor Films",
			owner: { email: "ann@studio.test", first_name: "Ann" },
			project_count: 2,
			wishlist_count: 2,
		});
		expect(companies.find((c: { id: string }) => c.id === bensHarbor)).toMatchObject({
			owner: { email: "ben@studio.test", first_name: "Ben" },
			project_count: 0,
			wishlist_count: 0,
		});
	});

	it("shows one company with its projects and their wishlists", async () => {
		const res = await admin.get(`/api/admin/companies/${harbor}`);
		expect(res.statusCode).toBe(200);
		const detail = res.json();
		expect(detail.projects.map((p: { name: string }) => p.name)).toEqual(["Old Feature", "Summer Feature"]);
		const summer = detail.projects[1];
		expect(
			summer.wishlists.map((w: { name: string; item_count: number }) => [w.name, w.item_count]).sort(),
		).toEqual([
			["Beach", 2],
			["Porch", 0],
		]);
		expect((await admin.get("/api/admin/companies/00000000-0000-4000-8000-000000000000")).statusCode).toBe(
			404,
		);
	});

	it("counts every member's productions and names a remaining owner once the creator has left", async () => {
		const relay = (await ben.post("/api/companies", { name: "Relay Films" })).json().company.id;
		await join(ctx, ben, relay, ann, "ann@studio.test", "owner");
		const made = (await ann.post("/api/projects", { name: "Relay Feature", company: "Relay Films" })).json()
			.project;
		await ctx.database.query(sql`update projects set company_id = ${relay} where id = ${made.id}`);
		const benId = await userIdOf(ctx, "ben@studio.test");
		expect((await ben.del(`/api/companies/${relay}/members/${benId}`)).statusCode).toBe(204);
		const summary = (await admin.get("/api/admin/companies"))
			.json()
			.companies.find((c: { id: string }) => c.id === relay);
		expect(summary).toMatchObject({ owner: { email: "ann@studio.test" }, project_count: 1 });
	});

	it("is for admins only: 403 for members, 401 for guests", async () => {
		for (const url of ["/api/admin/companies", `/api/admin/companies/${harbor}`]) {
			const member = await ann.get(url);
			expect(member.statusCode).toBe(403);
			expect(member.json().error.message).toBe("Admin privileges required");
			expect((await authClient(ctx).get(url)).statusCode).toBe(401);
		}
		const image = await png(10, 10);
		expect((await upload(ann, harbor, image, "image/png")).statusCode).toBe(403);
		expect((await ann.del(`/api/admin/companies/${harbor}/logo`)).statusCode).toBe(403);
	});
});

describe("company logos", () => {
	it("stores an upload as a WebP of at most 256 px, served from public media", async () => {
		const res = await upload(admin, harbor, await png(600, 300), "image/png");
		expect(res.statusCode).toBe(200);
		const url: string = res.json().company.company_logo;
		expect(url).toMatch(new RegExp(`^/media/company-logos/${harbor}-[0-9a-f]{12}\\.webp$`));
		expect(await ctx.storage.existsPublic(url.replace(/^\/media\//, ""))).toBe(true);

		const served = await ctx.app.inject({ method: "GET", url });
		expect(served.statusCode).toBe(200);
		expect(served.headers["content-type"]).toBe("image/webp");
		const meta = await sharp(served.rawPayload).metadata();
		expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 128]);

		// The owner sees it in their own list, and a new upload gets a new address.
		expect((await ann.get("/api/companies")).json().companies[0].company_logo).toBe(url);
		const jpeg = await sharp(await png(40, 40, "#36c"))
			.jpeg()
			.toBuffer();
		const again = await upload(admin, harbor, jpeg, "image/jpeg");
		expect(again.statusCode).toBe(200);
		expect(again.json().company.company_logo).not.toBe(url);
	});

	it("refuses other types (415), files over the limit (413) and files that are no image (400)", async () => {
		const image = await png(20, 20);
		for (const type of ["image/gif", "text/plain", "application/octet-stream"]) {
			const res = await upload(admin, harbor, image, type);
			expect(res.statusCode, type).toBe(415);
			expect(res.json().error.message).toBe("Upload the logo as a PNG, JPEG or WebP image");
		}
		const json = await admin.put(`/api/admin/companies/${harbor}/logo`, { logo: "x" });
		expect(json.statusCode).toBe(415);

		const large = await upload(admin, harbor, Buffer.alloc(COMPANY_LOGO_MAX_BYTES + 1, 1), "image/png");
		expect(large.statusCode).toBe(413);

		const garbage = await upload(admin, harbor, Buffer.from("definitely not a png"), "image/png");
		expect(garbage.statusCode).toBe(400);
		expect(garbage.json().error.message).toBe(NOT_AN_IMAGE);
		const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
		expect((await upload(admin, harbor, svg, "image/png")).json().error.message).toBe(NOT_AN_IMAGE);

		const unknown = await upload(admin, "00000000-0000-4000-8000-000000000000", image, "image/png");
		expect(unknown.statusCode).toBe(404);
	});

	it("removes a logo", async () => {
		expect((await admin.del(`/api/admin/companies/${harbor}/logo`)).statusCode).toBe(204);
		expect((await admin.get(`/api/admin/companies/${harbor}`)).json().company_logo).toBeNull();
		expect(
			(await admin.del("/api/admin/companies/00000000-0000-4000-8000-000000000000/logo")).statusCode,
		).toBe(404);
	});
});
