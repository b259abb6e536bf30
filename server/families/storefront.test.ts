import { FAMILY_TEXT, STOREFRONT_CHANGES_PER_MINUTE } from "@core/contracts/families";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUpFamily, signUpMembers } from "../test/auth-client";
import { buyPhotos, type SeededPhoto, seedPhotosWithFiles } from "../test/fixtures/deliverables";
import { sendImage, solidImage } from "../test/fixtures/images";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let family: AuthClient;
let familyId: string;
let other: AuthClient;
let buyer: AuthClient;
let admin: AuthClient;
let seeded: SeededPhoto[];

beforeAll(async () => {
	ctx = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000" } });
	seeded = await seedPhotosWithFiles(ctx, 4);
	[buyer, admin] = await signUpMembers(ctx, "Ann", "Cora");
	await makeAdmin(ctx, "cora@studio.test");
	family = authClient(ctx);
	familyId = await signUpFamily(ctx, family, "rose@family.test", "The Rose Family");
	other = authClient(ctx);
	await signUpFamily(ctx, other, "oak@family.test", "The Oak Family");
});
afterAll(async () => ctx?.close());

const own = async (client: AuthClient) => (await client.get("/api/family/storefront")).json().storefront;

describe("a family's storefront settings", () => {
	it("limits changes per family (each one reloads the public listings' caches)", async () => {
		const busy = authClient(ctx);
		await signUpFamily(ctx, busy, "busy@family.test", "The Busy Family");
		for (let i = 0; i < STOREFRONT_CHANGES_PER_MINUTE; i++) {
			const res = await busy.patch("/api/family/storefront", { location: `Town ${i}` });
			expect(res.statusCode, res.body).toBe(200);
		}
		expect((await busy.patch("/api/family/storefront", { location: "One too many" })).statusCode).toBe(429);
		expect((await own(busy)).location).toBe(`Town ${STOREFRONT_CHANGES_PER_MINUTE - 1}`);
		// Per family: another one on the same address still changes its own.
		expect((await other.patch("/api/family/storefront", { location: "Oakland" })).statusCode).toBe(200);
	});

	it("shows the family its own storefront, with every mail on by default", async () => {
		const res = await family.get("/api/family/storefront");
		expect(res.statusCode).toBe(200);
		expect(res.json().storefront).toEqual({
			user_id: familyId,
			storefront_name: "The Rose Family",
			storefront_bio: null,
			location: null,
			portrait_url: null,
			notify_sales: true,
			notify_reviews: true,
			notify_payouts: true,
			closed_at: null,
			live_count: 0,
		});
		expect((await other.get("/api/family/storefront")).json().storefront.storefront_name).toBe(
			"The Oak Family",
		);
	});

	it("changes only the fields sent, and each switch on its own", async () => {
		const res = await family.patch("/api/family/storefront", {
			storefront_name: "  Rose & Daughters ",
			storefront_bio: "Three albums from Akron, 1961 to 1979.",
			location: "Akron, Ohio",
			notify_sales: false,
		});
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().storefront).toMatchObject({
			storefront_name: "Rose & Daughters",
			storefront_bio: "Three albums from Akron, 1961 to 1979.",
			location: "Akron, Ohio",
			notify_sales: false,
			notify_reviews: true,
			notify_payouts: true,
		});
		await family.patch("/api/family/storefront", { notify_payouts: false, location: "" });
		expect(await own(family)).toMatchObject({
			storefront_name: "Rose & Daughters",
			location: null,
			notify_sales: false,
			notify_payouts: false,
		});
		// The other family is untouched.
		expect(await own(other)).toMatchObject({ storefront_name: "The Oak Family", notify_sales: true });
	});

	it("says what is wrong per field, and changes nothing then", async () => {
		const cases: [Record<string, unknown>, string, string][] = [
			[{ storefront_name: "R" }, "storefront_name", "Storefront name must be at least 2 characters long"],
			[{ storefront_name: "<b>Rose</b>" }, "storefront_name", "Storefront name contains invalid characters"],
			[{ storefront_bio: "x".repeat(2001) }, "storefront_bio", "At most 2000 characters"],
			[{ location: "x".repeat(121) }, "location", "At most 120 characters"],
			[{ notify_reviews: "yes" }, "notify_reviews", "On or off"],
		];
		for (const [body, field, message] of cases) {
			const res = await family.patch("/api/family/storefront", body);
			expect(res.statusCode, field).toBe(400);
			expect(res.json().error.fields?.[field], field).toBe(message);
		}
		const empty = await family.patch("/api/family/storefront", {});
		expect(empty.statusCode).toBe(400);
		expect(empty.json().error.message).toContain(FAMILY_TEXT.changeOne);
		const unknown = await family.patch("/api/family/storefront", { role: "admin" });
		expect(unknown.statusCode).toBe(400);
		expect((await own(family)).storefront_name).toBe("Rose & Daughters");
	});

	it("takes a portrait checked by content, and removes it", async () => {
		const fake = await sendImage(family, "PUT", "/api/family/storefront/portrait", "<svg/>", "image/png");
		expect(fake.statusCode).toBe(400);
		const res = await sendImage(
			family,
			"PUT",
			"/api/family/storefront/portrait",
			await solidImage(400, 300),
			"image/png",
		);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().storefront.portrait_url).toMatch(/^\/media\/family-portraits\/.+\.webp$/);
		expect((await family.del("/api/family/storefront/portrait")).statusCode).toBe(204);
		expect((await own(family)).portrait_url).toBeNull();
	});

	it("is a family's only: a member gets 403", async () => {
		expect((await buyer.get("/api/family/storefront")).statusCode).toBe(403);
		expect((await buyer.post("/api/family/storefront/close")).statusCode).toBe(403);
	});
});

describe("closing a storefront", () => {
	let sold: SeededPhoto;
	let purchaseId: string;

	beforeAll(async () => {
		// Two of the demo photos (live, with originals) become the family's, plus a draft and an archived one.
		const [first, second] = seeded;
		if (!first || !second) throw new Error("seeded photos");
		sold = first;
		const [draft] = await insertPhotos(ctx.database, 1, { status: "draft" });
		const [archived] = await insertPhotos(ctx.database, 1, { status: "archived" });
		await ctx.database.query(sql`update photos set user_id = ${familyId}
			where id in (${first.id}, ${second.id}, ${draft ?? ""}, ${archived ?? ""})`);
		const order = await buyPhotos(buyer, admin, [sold.id]);
		const item = order.items.find((i) => i.photo.id === sold.id);
		if (!item?.purchase_id) throw new Error("no purchase");
		purchaseId = item.purchase_id;
		const search = (await buyer.get(`/api/search?user_id=${familyId}`)).json();
		expect(search.total_count).toBe(2);
	});

	it("withdraws every photo at once, keeps licences downloadable, and the public storefront says closed", async () => {
		expect((await authClient(ctx).get(`/api/storefronts/${familyId}`)).json()).toMatchObject({
			photo_count: 2,
			closed: false,
		});
		const res = await family.post("/api/family/storefront/close");
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().withdrawn).toBe(3);
		expect(res.json().storefront.closed_at).toBeTruthy();
		expect(res.json().storefront.live_count).toBe(0);

		const statuses = await ctx.database.query<{ photo_status: string; withdrawn: boolean }>(
			sql`select photo_status, withdrawn_at is not null as withdrawn from photos where user_id = ${familyId}`,
		);
		expect(statuses).toHaveLength(4);
		expect(statuses.every((p) => p.photo_status === "archived")).toBe(true);
		expect(statuses.filter((p) => p.withdrawn)).toHaveLength(3);

		// Gone from search at once.
		expect((await buyer.get(`/api/search?user_id=${familyId}`)).json().total_count).toBe(0);
		expect((await buyer.get(`/api/photos/${sold.id}`)).statusCode).toBe(404);
		// The public page stays, saying it is closed.
		const storefront = await authClient(ctx).get(`/api/storefronts/${familyId}`);
		expect(storefront.statusCode).toBe(200);
		expect(storefront.json()).toMatchObject({
			closed: true,
			photo_count: 0,
			storefront_name: "Rose & Daughters",
		});

		// The licence bought before stays: listed and downloadable.
		const purchases = (await buyer.get("/api/purchases")).json().purchases;
		expect(purchases.map((p: { id: string }) => p.id)).toContain(purchaseId);
		const link = await buyer.post(`/api/purchases/${purchaseId}/download-link`);
		expect(link.statusCode, link.body).toBe(200);
		const file = await buyer.get(link.json().url);
		expect(file.statusCode).toBe(200);
		expect(file.headers["content-type"]).toBe("image/jpeg");
	});

	it("answers 409 when closed twice, and leaves other families alone", async () => {
		const again = await family.post("/api/family/storefront/close");
		expect(again.statusCode).toBe(409);
		expect(again.json().error.message).toBe(FAMILY_TEXT.storefrontClosed);
		expect((await own(other)).closed_at).toBeNull();
		const live = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from photos where photo_status = 'live'`,
		);
		expect(live[0]?.n).toBe(seeded.length - 2);
	});
});
