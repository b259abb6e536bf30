import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../db/seed/seed";
import { authClient, signUp } from "../test/auth-client";
import { createTestApp, type TestContext } from "../test/harness";
import { insertPhotos } from "../wishlists/fixture";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
	await seedDemo(ctx.database, ctx.storage, { photos: 3, seed: 7 });
});
afterAll(async () => ctx?.close());

describe("GET /api/cart/count", () => {
	it("counts only the caller's own cart lines", async () => {
		const ann = authClient(ctx);
		const ben = authClient(ctx);
		await signUp(ctx, ann, "ann@studio.test", "Ann");
		await signUp(ctx, ben, "ben@studio.test", "Ben");
		expect((await ann.get("/api/cart/count")).json()).toEqual({ count: 0 });

		await ctx.database.query(sql`
			insert into cart_items (user_id, photo_id)
			select u.id, p.id from users u cross join (select id from photos order by photoid limit 2) p
			where u.email = 'ann@studio.test'`);
		expect((await ann.get("/api/cart/count")).json()).toEqual({ count: 2 });
		expect((await ben.get("/api/cart/count")).json()).toEqual({ count: 0 });
		expect((await authClient(ctx).get("/api/cart/count")).statusCode).toBe(401);
	});
});

describe("POST /api/cart/items", () => {
	it("adds photos with quantity 1 and counts added, duplicates and errors", async () => {
		const cy = authClient(ctx);
		await signUp(ctx, cy, "cy@studio.test", "Cy");
		const [a = "", b = "", c = ""] = await insertPhotos(ctx.database, 3);
		const [draft = ""] = await insertPhotos(ctx.database, 1, { status: "draft" });
		const unknown = "00000000-0000-4000-8000-000000000000";

		const first = await cy.post("/api/cart/items", {
			items: [{ photo_id: a }, { photo_id: b, license_type: "hero-usage" }],
		});
		expect(first.statusCode).toBe(200);
		expect(first.json()).toEqual({ added: 2, duplicates: 0, errors: 0 });

		const second = await cy.post("/api/cart/items", {
			items: [{ photo_id: a }, { photo_id: c }, { photo_id: c }, { photo_id: draft }, { photo_id: unknown }],
		});
		expect(second.json()).toEqual({ added: 1, duplicates: 2, errors: 2 });

		const lines = await ctx.database.query<{ photo_id: string; license_type: string; quantity: number }>(sql`
			select photo_id, license_type, quantity from cart_items
			where user_id = (select id from users where email = 'cy@studio.test') order by photo_id`);
		expect(lines).toEqual(
			[
				{ photo_id: a, license_type: "background-dressing", quantity: 1 },
				{ photo_id: b, license_type: "hero-usage", quantity: 1 },
				{ photo_id: c, license_type: "background-dressing", quantity: 1 },
			].sort((x, y) => x.photo_id.localeCompare(y.photo_id)),
		);
		expect((await cy.get("/api/cart/count")).json()).toEqual({ count: 3 });
	});

	it("refuses an empty list, a bad id or license, and guests", async () => {
		const dee = authClient(ctx);
		await signUp(ctx, dee, "dee@studio.test", "Dee");
		const empty = await dee.post("/api/cart/items", { items: [] });
		expect(empty.statusCode).toBe(400);
		expect(empty.json().error.fields).toEqual({ items: "Add at least one photo" });
		expect((await dee.post("/api/cart/items", { items: [{ photo_id: "1" }] })).statusCode).toBe(400);
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		expect(
			(await dee.post("/api/cart/items", { items: [{ photo_id: photo, license_type: "free" }] })).statusCode,
		).toBe(400);
		expect((await authClient(ctx).post("/api/cart/items", { items: [{ photo_id: photo }] })).statusCode).toBe(
			401,
		);
		expect((await dee.get("/api/cart/count")).json()).toEqual({ count: 0 });
	});
});
