import {
	PHOTO_BATCH_MAX,
	SELECT_AT_LEAST_ONE,
	SELECT_AT_MOST,
	SELECTION_ADDS_PER_MINUTE,
} from "@core/photo-selection";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let ann: AuthClient;
let ben: AuthClient;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
	ctx = await createTestApp();
	[ann, ben] = await signUpMembers(ctx, "Ann", "Ben");
});
afterAll(async () => ctx?.close());

async function cartOf(email: string) {
	return ctx.database.query<{ photo_id: string; license_type: string; quantity: number }>(sql`
		select photo_id, license_type, quantity from cart_items
		where user_id = (select id from users where email = ${email}) order by photo_id`);
}

describe("POST /api/cart/batch", () => {
	it("adds a selection in one step and answers per photo: added, in_cart, not_for_sale, not_found", async () => {
		const [a = "", b = "", c = ""] = await insertPhotos(ctx.database, 3);
		const [draft = ""] = await insertPhotos(ctx.database, 1, { status: "draft" });
		expect((await ann.post("/api/cart", { photo_id: a })).statusCode).toBe(201);

		const res = await ann.post("/api/cart/batch", { photo_ids: [b, a, draft, UNKNOWN, c] });
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({
			results: [
				{ photo_id: b, status: "added" },
				{ photo_id: a, status: "in_cart" },
				{ photo_id: draft, status: "not_for_sale" },
				{ photo_id: UNKNOWN, status: "not_found" },
				{ photo_id: c, status: "added" },
			],
			added: 2,
			in_cart: 1,
			not_added: 2,
		});
		const lines = await cartOf("ann@studio.test");
		expect(lines.map((l) => l.photo_id).sort()).toEqual([a, b, c].sort());
		expect(lines.every((l) => l.quantity === 1 && l.license_type === "background-dressing")).toBe(true);
		expect((await ann.get("/api/cart/count")).json()).toEqual({ count: 3 });
	});

	it("counts a photo named twice once, and a second identical batch adds nothing", async () => {
		const [a = "", b = ""] = await insertPhotos(ctx.database, 2);
		const first = await ben.post("/api/cart/batch", { photo_ids: [a, b, a] });
		expect(first.json()).toMatchObject({
			results: [
				{ photo_id: a, status: "added" },
				{ photo_id: b, status: "added" },
			],
			added: 2,
		});
		const again = await ben.post("/api/cart/batch", { photo_ids: [a, b] });
		expect(again.json()).toMatchObject({ added: 0, in_cart: 2, not_added: 0 });
		expect(await cartOf("ben@studio.test")).toHaveLength(2);
	});

	it("takes one license for all; hero usage only for photos cleared for it", async () => {
		const [cleared = "", pending = ""] = await insertPhotos(ctx.database, 2);
		await ctx.database.query(sql`update photos set clearance = 'pending' where id = ${pending}`);
		const [cy] = await signUpMembers(ctx, "Cy");
		const res = await cy.post("/api/cart/batch", {
			photo_ids: [cleared, pending],
			license_type: "hero-usage",
		});
		expect(res.json()).toMatchObject({
			results: [
				{ photo_id: cleared, status: "added" },
				{ photo_id: pending, status: "not_cleared" },
			],
			added: 1,
			not_added: 1,
		});
		expect(await cartOf("cy@studio.test")).toEqual([
			{ photo_id: cleared, license_type: "hero-usage", quantity: 1 },
		]);
	});

	it("refuses an empty or too long list, bad ids, an unknown license or field with a 400 per field", async () => {
		const [dee] = await signUpMembers(ctx, "Dee");
		const empty = await dee.post("/api/cart/batch", { photo_ids: [] });
		expect(empty.statusCode).toBe(400);
		expect(empty.json().error.fields).toEqual({ photo_ids: SELECT_AT_LEAST_ONE });
		const ids = Array.from({ length: PHOTO_BATCH_MAX + 1 }, () => UNKNOWN);
		const long = await dee.post("/api/cart/batch", { photo_ids: ids });
		expect(long.statusCode).toBe(400);
		expect(long.json().error.fields).toEqual({ photo_ids: SELECT_AT_MOST });
		expect((await dee.post("/api/cart/batch", { photo_ids: ["1"] })).statusCode).toBe(400);
		expect(
			(await dee.post("/api/cart/batch", { photo_ids: [UNKNOWN], license_type: "free" })).statusCode,
		).toBe(400);
		expect((await dee.post("/api/cart/batch", { photo_ids: [UNKNOWN], quantity: 2 })).statusCode).toBe(400);
		expect((await dee.post("/api/cart/batch", {})).statusCode).toBe(400);
		expect(await cartOf("dee@studio.test")).toEqual([]);
	});

	it("takes exactly 100 photos in one request", async () => {
		const photos = await insertPhotos(ctx.database, PHOTO_BATCH_MAX);
		const [eve] = await signUpMembers(ctx, "Eve");
		const res = await eve.post("/api/cart/batch", { photo_ids: photos });
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({ added: PHOTO_BATCH_MAX, in_cart: 0, not_added: 0 });
		expect((await eve.get("/api/cart/count")).json()).toEqual({ count: PHOTO_BATCH_MAX });
	});

	it("answers 401 to guests and adds nothing", async () => {
		const [a = ""] = await insertPhotos(ctx.database, 1);
		const res = await authClient(ctx).post("/api/cart/batch", { photo_ids: [a] });
		expect(res.statusCode).toBe(401);
		const [row] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from cart_items where photo_id = ${a}`,
		);
		expect(row?.n).toBe(0);
	});
});

// Last in the file: the limit counts every request to the route from this (test) address.
describe("POST /api/cart/batch's rate limit", () => {
	it("answers 429 past 30 requests a minute from one client; the single add is not affected", async () => {
		const [fay] = await signUpMembers(ctx, "Fay");
		const statuses: number[] = [];
		for (let i = 0; i <= SELECTION_ADDS_PER_MINUTE; i++) {
			const res = await fay.post("/api/cart/batch", { photo_ids: [UNKNOWN] });
			statuses.push(res.statusCode);
			if (res.statusCode === 429) break;
		}
		expect(statuses.at(-1)).toBe(429);
		expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
		const [photo = ""] = await insertPhotos(ctx.database, 1);
		expect((await fay.post("/api/cart", { photo_id: photo })).statusCode).toBe(201);
	});
});
