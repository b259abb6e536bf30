import { PHOTO_BATCH_MAX, SELECT_AT_LEAST_ONE, SELECT_AT_MOST } from "@core/photo-selection";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let ann: AuthClient;
let ben: AuthClient;
let annList = "";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
	ctx = await createTestApp();
	[ann, ben] = await signUpMembers(ctx, "Ann", "Ben");
	const project = (
		await ann.post("/api/projects", { name: "Summer Feature", company: "Harbor Films" })
	).json().project.id;
	annList = (await ann.post("/api/wishlists", { name: "Diner", project_id: project })).json().wishlist.id;
});
afterAll(async () => ctx?.close());

const batch = (client: AuthClient, wishlistId: string, body: Record<string, unknown>) =>
	client.post(`/api/wishlists/${wishlistId}/items/batch`, body);

async function itemsOf(wishlistId: string) {
	return ctx.database.query<{ photo_id: string; license_type: string }>(
		sql`select photo_id, license_type from wishlist_items where wishlist_id = ${wishlistId} order by photo_id`,
	);
}

describe("POST /api/wishlists/:id/items/batch", () => {
	it("adds a selection to the caller's wishlist and answers per photo", async () => {
		const [a = "", b = "", c = ""] = await insertPhotos(ctx.database, 3);
		const [draft = ""] = await insertPhotos(ctx.database, 1, { status: "draft" });
		expect((await ann.post(`/api/wishlists/${annList}/items`, { photo_id: a })).statusCode).toBe(201);

		const res = await batch(ann, annList, {
			photo_ids: [b, a, draft, UNKNOWN, c, b],
			license_type: "hero-usage",
		});
		expect(res.statusCode).toBe(200);
		expect(res.json()).toEqual({
			results: [
				{ photo_id: b, status: "added" },
				{ photo_id: a, status: "in_wishlist" },
				{ photo_id: draft, status: "not_for_sale" },
				{ photo_id: UNKNOWN, status: "not_found" },
				{ photo_id: c, status: "added" },
			],
			added: 2,
			in_wishlist: 1,
			not_added: 2,
		});
		const items = await itemsOf(annList);
		expect(items.map((i) => i.photo_id).sort()).toEqual([a, b, c].sort());
		expect(items.find((i) => i.photo_id === b)?.license_type).toBe("hero-usage");
		const detail = (await ann.get(`/api/wishlists/${annList}`)).json();
		expect(detail.wishlist.item_count).toBe(3);
	});

	it("answers 404 for another user's wishlist or none, and changes nothing", async () => {
		const [a = ""] = await insertPhotos(ctx.database, 1);
		const before = await itemsOf(annList);
		const [stamp] = await ctx.database.query<{ updated_at: Date }>(
			sql`select updated_at from wishlists where id = ${annList}`,
		);
		const theirs = await batch(ben, annList, { photo_ids: [a] });
		expect(theirs.statusCode).toBe(404);
		expect(theirs.json().error.message).toBe("Wishlist not found");
		expect((await batch(ben, UNKNOWN, { photo_ids: [a] })).statusCode).toBe(404);
		expect(await itemsOf(annList)).toEqual(before);
		const [after] = await ctx.database.query<{ updated_at: Date }>(
			sql`select updated_at from wishlists where id = ${annList}`,
		);
		expect(after?.updated_at).toEqual(stamp?.updated_at);
	});

	it("refuses an empty or too long list, bad ids and a bad wishlist id with a 400", async () => {
		const empty = await batch(ann, annList, { photo_ids: [] });
		expect(empty.statusCode).toBe(400);
		expect(empty.json().error.fields).toEqual({ photo_ids: SELECT_AT_LEAST_ONE });
		const long = await batch(ann, annList, {
			photo_ids: Array.from({ length: PHOTO_BATCH_MAX + 1 }, () => UNKNOWN),
		});
		expect(long.statusCode).toBe(400);
		expect(long.json().error.fields).toEqual({ photo_ids: SELECT_AT_MOST });
		expect((await batch(ann, annList, { photo_ids: ["nope"] })).statusCode).toBe(400);
		expect((await batch(ann, annList, { photo_ids: [UNKNOWN], license_type: "free" })).statusCode).toBe(400);
		expect((await batch(ann, "not-an-id", { photo_ids: [UNKNOWN] })).statusCode).toBe(400);
	});

	it("answers 401 to guests", async () => {
		const [a = ""] = await insertPhotos(ctx.database, 1);
		expect((await batch(authClient(ctx), annList, { photo_ids: [a] })).statusCode).toBe(401);
		expect((await itemsOf(annList)).some((i) => i.photo_id === a)).toBe(false);
	});
});
