import { CART_TEXT } from "@core/cart-messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../db/seed/seed";
import { authClient, signUp, signUpMembers } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
	await seedDemo(ctx.database, ctx.storage, { photos: 3, seed: 7 });
});
afterAll(async () => ctx?.close());

describe("GET /api/cart/count", () => {
	it("counts only the caller's own cart lines, of live photos (the lines GET /api/cart shows)", async () => {
		const ann = authClient(ctx);
		const ben = authClient(ctx);
		await signUp(ctx, ann, "ann@studio.test", "Ann");
		await signUp(ctx, ben, "ben@studio.test", "Ben");
		expect((await ann.get("/api/cart/count")).json()).toEqual({ count: 0 });

		await ctx.database.query(sql`
			insert into cart_items (user_id, photo_id)
			select u.id, p.id from users u cross join (select id from photos where photo_status = 'live' order by photoid limit 2) p
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

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("POST /api/cart", () => {
	it("adds a live photo priced from the database, and refuses it a second time with 409", async () => {
		const [eve] = await signUpMembers(ctx, "Eve");
		const [photo = "", hero = ""] = await insertPhotos(ctx.database, 2);
		await ctx.database.query(sql`update photos set price_cents = 1250 where id = ${hero}`);

		const added = await eve.post("/api/cart", { photo_id: photo });
		expect(added.statusCode).toBe(201);
		const { item } = added.json();
		expect(item).toMatchObject({
			license_type: "background-dressing",
			quantity: 1,
			unit_price_cents: 4900,
			subtotal_cents: 4900,
			photo: { id: photo, price: 4900 },
		});
		expect(item.discount_cents).toBeUndefined();

		const heroAdded = await eve.post("/api/cart", { photo_id: hero, license_type: "hero-usage" });
		expect(heroAdded.statusCode).toBe(201);
		expect(heroAdded.json().item).toMatchObject({ unit_price_cents: 6250, subtotal_cents: 6250 });

		const again = await eve.post("/api/cart", { photo_id: photo, license_type: "hero-usage" });
		expect(again.statusCode).toBe(409);
		expect(again.json().error.message).toBe(CART_TEXT.alreadyInCart);
		const cart = (await eve.get("/api/cart")).json();
		expect(cart.items.map((l: { photo: { id: string } }) => l.photo.id)).toEqual([hero, photo]);
		expect(cart.items[1].license_type).toBe("background-dressing");
	});

	it("gives concurrent adds of one photo exactly one row: one 201, the rest 409, no 5xx", async () => {
		const [fay] = await signUpMembers(ctx, "Fay");
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const answers = await Promise.all(
			Array.from({ length: 6 }, () => fay.post("/api/cart", { photo_id: photo })),
		);
		expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
		const rows = await ctx.database.query<{ n: number }>(sql`
			select count(*)::int as n from cart_items
			where photo_id = ${photo} and user_id = (select id from users where email = 'fay@studio.test')`);
		expect(rows[0]?.n).toBe(1);
	});

	it("answers 404 for a draft or unknown photo, 400 for a bad body and 401 to guests", async () => {
		const [gus] = await signUpMembers(ctx, "Gus");
		const [draft = ""] = await insertPhotos(ctx.database, 1, { status: "draft" });
		const [photo = ""] = await insertPhotos(ctx.database, 1);

		for (const photoId of [draft, UNKNOWN]) {
			const res = await gus.post("/api/cart", { photo_id: photoId });
			expect(res.statusCode).toBe(404);
			expect(res.json().error.message).toBe("Photo not found");
		}
		expect((await gus.post("/api/cart", {})).statusCode).toBe(400);
		expect((await gus.post("/api/cart", { photo_id: "12" })).statusCode).toBe(400);
		expect((await gus.post("/api/cart", { photo_id: photo, license_type: "free" })).statusCode).toBe(400);
		// A price from the browser is not part of the contract: refused, never trusted.
		expect((await gus.post("/api/cart", { photo_id: photo, price_cents: 1 })).statusCode).toBe(400);
		expect((await authClient(ctx).post("/api/cart", { photo_id: photo })).statusCode).toBe(401);
		expect((await gus.get("/api/cart")).json().items).toEqual([]);
	});
});

describe("GET /api/cart", () => {
	it("lists the caller's lines newest added first and leaves out photos no longer live", async () => {
		const [hal] = await signUpMembers(ctx, "Hal");
		const [a = "", b = "", c = ""] = await insertPhotos(ctx.database, 3);
		await ctx.database.query(sql`
			insert into cart_items (user_id, photo_id, added_at)
			select u.id, x.photo_id, x.added_at::timestamptz
			from users u, (values (${a}::uuid, '2024-01-01'), (${b}::uuid, '2024-03-01'), (${c}::uuid, '2024-02-01'))
				as x (photo_id, added_at)
			where u.email = 'hal@studio.test'`);
		const ids = (res: { json(): { items: Array<{ photo: { id: string } }> } }) =>
			res.json().items.map((l) => l.photo.id);
		expect(ids(await hal.get("/api/cart"))).toEqual([b, c, a]);

		await ctx.database.query(sql`update photos set photo_status = 'archived' where id = ${c}`);
		const cart = await hal.get("/api/cart");
		expect(ids(cart)).toEqual([b, a]);
		expect(cart.json()).toMatchObject({ item_count: 2, subtotal_cents: 9800, total_cents: 9800 });
		expect((await hal.get("/api/cart/count")).json()).toEqual({ count: 2 });
		expect((await authClient(ctx).get("/api/cart")).statusCode).toBe(401);
	});
});

describe("PATCH and DELETE /api/cart/items/:id, DELETE /api/cart", () => {
	it("changes a line's license and reprices it; removes a line; clears the cart", async () => {
		const [ida] = await signUpMembers(ctx, "Ida");
		const [a = "", b = ""] = await insertPhotos(ctx.database, 2);
		const line = (await ida.post("/api/cart", { photo_id: a })).json().item;
		await ida.post("/api/cart", { photo_id: b });

		const changed = await ida.patch(`/api/cart/items/${line.id}`, { license_type: "hero-usage" });
		expect(changed.statusCode).toBe(200);
		expect(changed.json().item).toMatchObject({
			id: line.id,
			license_type: "hero-usage",
			unit_price_cents: 24500,
			subtotal_cents: 24500,
		});
		expect((await ida.get("/api/cart")).json()).toMatchObject({ item_count: 2, subtotal_cents: 29400 });
		expect((await ida.patch(`/api/cart/items/${line.id}`, { license_type: "free" })).statusCode).toBe(400);
		expect((await ida.patch(`/api/cart/items/${line.id}`, {})).statusCode).toBe(400);
		expect((await ida.patch("/api/cart/items/12", { license_type: "hero-usage" })).statusCode).toBe(400);
		expect((await ida.patch(`/api/cart/items/${UNKNOWN}`, { license_type: "hero-usage" })).statusCode).toBe(
			404,
		);

		const removed = await ida.del(`/api/cart/items/${line.id}`);
		expect(removed.statusCode).toBe(204);
		expect((await ida.del(`/api/cart/items/${line.id}`)).statusCode).toBe(404);
		expect((await ida.get("/api/cart")).json()).toMatchObject({ item_count: 1, subtotal_cents: 4900 });

		expect((await ida.del("/api/cart")).statusCode).toBe(204);
		expect((await ida.get("/api/cart")).json()).toMatchObject({ items: [], item_count: 0, total_cents: 0 });
		expect((await ida.get("/api/cart/count")).json()).toEqual({ count: 0 });
		// Clearing an empty cart is still a success.
		expect((await ida.del("/api/cart")).statusCode).toBe(204);
	});

	it("leaves another user's line alone: PATCH and DELETE answer 404, clearing touches only the caller's", async () => {
		const [jo, kit] = await signUpMembers(ctx, "Jo", "Kit");
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		const jos = (await jo.post("/api/cart", { photo_id: photo })).json().item;
		await kit.post("/api/cart", { photo_id: photo });

		const patched = await kit.patch(`/api/cart/items/${jos.id}`, { license_type: "hero-usage" });
		expect(patched.statusCode).toBe(404);
		expect((await kit.del(`/api/cart/items/${jos.id}`)).statusCode).toBe(404);
		expect((await kit.del("/api/cart")).statusCode).toBe(204);

		const cart = (await jo.get("/api/cart")).json();
		expect(cart.items).toHaveLength(1);
		expect(cart.items[0]).toMatchObject({ id: jos.id, license_type: "background-dressing" });
		expect((await kit.get("/api/cart")).json().items).toEqual([]);
	});

	it("answers 401 to guests", async () => {
		const guest = authClient(ctx);
		expect((await guest.patch(`/api/cart/items/${UNKNOWN}`, { license_type: "hero-usage" })).statusCode).toBe(
			401,
		);
		expect((await guest.del(`/api/cart/items/${UNKNOWN}`)).statusCode).toBe(401);
		expect((await guest.del("/api/cart")).statusCode).toBe(401);
	});
});

describe("the cart table", () => {
	it("refuses a license type that no price rule knows", async () => {
		const insert = (license: string) =>
			ctx.database.query(sql`
				insert into cart_items (user_id, photo_id, license_type)
				select u.id, p.id, ${license} from users u cross join photos p
				order by u.created_at, p.photoid limit 1
				on conflict (user_id, photo_id) do update set license_type = excluded.license_type`);
		await expect(insert("poster")).rejects.toThrow();
		await expect(insert("hero-usage")).resolves.toBeDefined();
	});
});
