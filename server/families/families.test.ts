import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, purchases } from "../db/schema";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, outboxMail, signUp } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { DUPLICATE_EMAIL } from "./service";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;
/** Created through the API in the first test; the others build on it. */
let harbor = "";
let willow = "";
/** A family known only by its photos: no profile row. */
let photosOnly = "";

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx);
	member = authClient(ctx);
	await signUp(ctx, member, "decorator@studio.test", "Dee");
	const [photo] = await insertPhotos(ctx.database, 1);
	const [owner] = await ctx.database.query<{ user_id: string }>(
		sql`select user_id from photos where id = ${photo}`,
	);
	photosOnly = owner?.user_id ?? "";
});
afterAll(async () => ctx?.close());

type Family = { id: string; storefront_name: string | null; email: string };
const list = async (query = "") => (await admin.get(`/api/admin/families${query}`)).json();
const names = (body: { families: Family[] }) => body.families.map((f) => f.storefront_name);

describe("creating a family", () => {
	it("makes the user (email lowercased) and its profile in one go", async () => {
		const res = await admin.post("/api/admin/families", {
			email: "Ada.Harbor@Family.TEST",
			storefront_name: "  Harbor Family Archive ",
			storefront_bio: "Summers on the coast, 1950s to 1970s.",
			location: "Maine",
			first_name: "Ada",
		});
		expect(res.statusCode).toBe(201);
		const { family } = res.json();
		expect(family).toMatchObject({
			email: "ada.harbor@family.test",
			first_name: "Ada",
			storefront_name: "Harbor Family Archive",
			storefront_bio: "Summers on the coast, 1950s to 1970s.",
			location: "Maine",
			portrait_url: null,
			photo_count: 0,
			live_count: 0,
			sales_count: 0,
			revenue_cents: 0,
		});
		harbor = family.id;
		const [row] = await ctx.database.query<{
			email: string;
			name: string;
			needs_password_setup: boolean;
		}>(sql`
			select u.email, u.name, p.needs_password_setup from users u join profiles p on p.id = u.id
			where u.id = ${harbor}`);
		expect(row).toEqual({ email: "ada.harbor@family.test", name: "Ada", needs_password_setup: true });

		const willowRes = await admin.post("/api/admin/families", {
			email: "willow@family.test",
			storefront_name: "Willow Lane",
		});
		expect(willowRes.statusCode).toBe(201);
		willow = willowRes.json().family.id;
		expect(willowRes.json().family).toMatchObject({ first_name: null, storefront_bio: null, location: null });
	});

	it("lets the new family sign in with an emailed one-time link, no password needed", async () => {
		const family = authClient(ctx);
		const asked = await family.post("/api/auth/sign-in/magic-link", {
			email: "ADA.harbor@family.test",
			callbackURL: "/profile",
		});
		expect(asked.statusCode).toBe(200);
		// However the address is typed, the link signs in to the account made by the admin.
		const mail = await outboxMail(ctx, "ADA.harbor@family.test", /sign-in link/);
		expect((await family.follow(mail.links[0] ?? "")).statusCode).toBe(302);
		const me = (await family.get("/api/me")).json();
		expect(me.user).toMatchObject({ id: harbor, email: "ada.harbor@family.test" });
	});

	it("refuses an email already in use, in any case, with 409", async () => {
		for (const email of ["ada.harbor@family.test", "WILLOW@family.test", "Decorator@Studio.test"]) {
			const res = await admin.post("/api/admin/families", { email, storefront_name: "Copy Cat" });
			expect(res.statusCode, email).toBe(409);
			expect(res.json().error).toEqual({ code: "CONFLICT", message: DUPLICATE_EMAIL });
		}
		const [copies] = await ctx.database.query<{ n: number }>(sql`
			select count(*)::int as n from profiles where storefront_name = 'Copy Cat'`);
		expect(copies?.n).toBe(0);
	});

	it("answers bad fields with 400 and a message per field", async () => {
		const res = await admin.post("/api/admin/families", {
			email: "not-an-email",
			storefront_name: "<b>",
			location: "x".repeat(121),
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({
			email: "Enter the family's email address",
			storefront_name: "Storefront name contains invalid characters",
			location: "At most 120 characters",
		});
		const short = await admin.post("/api/admin/families", { email: "ok@family.test", storefront_name: "A" });
		expect(short.json().error.fields).toEqual({
			storefront_name: "Storefront name must be at least 2 characters long",
		});
		const extra = await admin.post("/api/admin/families", {
			email: "ok@family.test",
			storefront_name: "Fine",
			role: "admin",
		});
		expect(extra.statusCode).toBe(400);
	});
});

describe("the families list", () => {
	beforeAll(async () => {
		const db = ctx.database.db;
		const rows = await db
			.insert(photos)
			.values(
				(["live", "live", "draft", "review"] as const).map((photo_status, i) => ({
					title: `Harbor ${i + 1}`,
					user_id: harbor,
					price_cents: 4900,
					photo_status,
					thumbnail_url: `/media/thumbs/harbor-${i + 1}.webp`,
				})),
			)
			.returning({ id: photos.id });
		const [first, second] = rows;
		await db.insert(purchases).values([
			{ photo_id: first?.id ?? "", price_cents: 4900, purchase_date: new Date("2026-01-01T10:00:00Z") },
			{
				photo_id: second?.id ?? "",
				price_cents: 24_500,
				license_type: "hero-usage",
				purchase_date: new Date("2026-02-01T10:00:00Z"),
			},
			// Refunded: not a sale.
			{ photo_id: first?.id ?? "", price_cents: 9999, deleted_at: new Date() },
		]);
	});

	it("lists users with a storefront or photos, with their counts, and no one else", async () => {
		const body = await list();
		expect(body).toMatchObject({ total: 3, page: 1, page_size: 50 });
		// By name, a family without one last.
		expect(names(body)).toEqual(["Harbor Family Archive", "Willow Lane", null]);
		const [h, w, p] = body.families;
		expect(h).toMatchObject({
			id: harbor,
			photo_count: 4,
			live_count: 2,
			sales_count: 2,
			revenue_cents: 29_400,
		});
		expect(w).toMatchObject({ id: willow, photo_count: 0, sales_count: 0, revenue_cents: 0 });
		expect(p).toMatchObject({ id: photosOnly, photo_count: 1, live_count: 1, storefront_name: null });
		const emails = body.families.map((f: Family) => f.email);
		expect(emails).not.toContain("decorator@studio.test");
		expect(emails).not.toContain("curator@studio.test");
	});

	it("searches storefront names, emails and first names", async () => {
		expect(names(await list("?q=willow"))).toEqual(["Willow Lane"]);
		expect(names(await list("?q=ARCHIVE"))).toEqual(["Harbor Family Archive"]);
		expect(names(await list("?q=ada"))).toEqual(["Harbor Family Archive"]);
		expect((await list("?q=family-")).families.map((f: Family) => f.id)).toEqual([photosOnly]);
		// Wildcards are the letters they are.
		expect(await list("?q=%25")).toMatchObject({ families: [], total: 0 });
	});

	it("sorts by the allowed columns, both ways, and pages", async () => {
		expect(names(await list("?sort=storefront_name&dir=desc"))).toEqual([
			"Willow Lane",
			"Harbor Family Archive",
			null,
		]);
		expect((await list("?sort=photo_count&dir=desc")).families.map((f: Family) => f.id)).toEqual([
			harbor,
			photosOnly,
			willow,
		]);
		expect((await list("?sort=revenue_cents&dir=desc")).families[0].id).toBe(harbor);
		// Ties in revenue fall back to the name, a family without one last.
		expect((await list("?sort=revenue_cents&dir=asc")).families.map((f: Family) => f.id)).toEqual([
			willow,
			photosOnly,
			harbor,
		]);
		const created = (await list("?sort=created_at&dir=asc")).families.map((f: Family) => f.id);
		expect(created).toEqual([photosOnly, harbor, willow]);

		const page2 = await list("?sort=created_at&dir=asc&page=2&page_size=2");
		expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
		expect(page2.families.map((f: Family) => f.id)).toEqual([willow]);
		expect((await list("?page=9")).families).toEqual([]);

		const bad = await admin.get("/api/admin/families?sort=email");
		expect(bad.statusCode).toBe(400);
		expect(Object.keys(bad.json().error.fields)).toEqual(["sort"]);
	});
});

describe("one family", () => {
	it("shows its photos per status and its sales, newest first", async () => {
		const res = await admin.get(`/api/admin/families/${harbor}`);
		expect(res.statusCode).toBe(200);
		const detail = res.json();
		expect(detail.family).toMatchObject({ id: harbor, sales_count: 2, revenue_cents: 29_400 });
		expect(detail.status_counts).toEqual({ draft: 1, review: 1, live: 2, archived: 0 });
		expect(detail.sales).toHaveLength(2);
		expect(detail.sales[0]).toMatchObject({
			title: "Harbor 2",
			license_type: "hero-usage",
			price_cents: 24_500,
			thumbnail_url: "/media/thumbs/harbor-2.webp",
			purchase_date: "2026-02-01T10:00:00.000Z",
		});
		expect(detail.sales[1]).toMatchObject({ title: "Harbor 1", price_cents: 4900 });
		expect(typeof detail.sales[0].photoid).toBe("number");
	});

	it("is 404 for an unknown id, or a user who is no family", async () => {
		const [buyer] = await ctx.database.query<{ id: string }>(sql`
			select id from users where email = 'decorator@studio.test'`);
		for (const id of ["00000000-0000-4000-8000-000000000000", buyer?.id ?? ""]) {
			for (const res of [
				await admin.get(`/api/admin/families/${id}`),
				await admin.patch(`/api/admin/families/${id}`, { location: "Nowhere" }),
				await admin.del(`/api/admin/families/${id}/portrait`),
			]) {
				expect(res.statusCode).toBe(404);
				expect(res.json().error.message).toBe("Family not found");
			}
		}
	});

	it("changes the storefront, making the profile of a family that had none", async () => {
		const res = await admin.patch(`/api/admin/families/${harbor}`, {
			location: "Portland, Maine",
			storefront_bio: "",
		});
		expect(res.statusCode).toBe(200);
		expect(res.json().family).toMatchObject({
			storefront_name: "Harbor Family Archive",
			location: "Portland, Maine",
			storefront_bio: null,
			first_name: "Ada",
		});

		const named = await admin.patch(`/api/admin/families/${photosOnly}`, {
			storefront_name: "The Photo Box",
		});
		expect(named.statusCode).toBe(200);
		expect(named.json().family).toMatchObject({
			id: photosOnly,
			storefront_name: "The Photo Box",
			photo_count: 1,
		});
		expect(names(await list("?q=photo%20box"))).toEqual(["The Photo Box"]);

		const empty = await admin.patch(`/api/admin/families/${harbor}`, {});
		expect(empty.statusCode).toBe(400);
		const bad = await admin.patch(`/api/admin/families/${harbor}`, {
			storefront_name: "x",
			email: "a@b.test",
		});
		expect(bad.statusCode).toBe(400);
	});
});
