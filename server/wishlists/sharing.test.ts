import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, authClient, signUpMembers } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";
import { SHARED_PHOTO_LIMIT } from "./sharing";

let ctx: TestContext;
let ann: AuthClient;
let ben: AuthClient;
let photos: string[] = [];
let wishlistId = "";

beforeAll(async () => {
	ctx = await createTestApp();
	[ann, ben] = await signUpMembers(ctx, "Ann", "Ben");
	photos = await insertPhotos(ctx.database, 3);
	const project = (
		await ann.post("/api/projects", { name: "Summer Feature", company: "Harbor Films" })
	).json().project;
	wishlistId = (
		await ann.post("/api/wishlists", {
			name: "Beach Day",
			description: "Sand and umbrellas",
			project_id: project.id,
		})
	).json().wishlist.id;
	for (const id of photos) await ann.post(`/api/wishlists/${wishlistId}/items`, { photo_id: id });
});
afterAll(async () => ctx?.close());

const guest = () => authClient(ctx);

describe("sharing a wishlist by link", () => {
	let code = "";

	it("makes a ten-character hex code, and gives the same code when asked again", async () => {
		const first = await ann.post(`/api/wishlists/${wishlistId}/share`);
		expect(first.statusCode).toBe(200);
		code = first.json().share_code;
		expect(code).toMatch(/^[0-9a-f]{10}$/);
		expect((await ann.post(`/api/wishlists/${wishlistId}/share`)).json()).toEqual({ share_code: code });
		expect((await ann.get(`/api/wishlists/${wishlistId}`)).json().wishlist.share_code).toBe(code);
	});

	it("shows the wishlist read-only to a guest without a cookie: live photos, newest added first", async () => {
		await ctx.database.query(sql`update photos set photo_status = 'archived' where id = ${photos[1] ?? ""}`);
		const res = await guest().get(`/api/shared-wishlists/${code}`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["cache-control"]).toBe("no-store");
		const body = res.json();
		expect(body).toMatchObject({
			name: "Beach Day",
			description: "Sand and umbrellas",
			owner_first_name: "Ann",
			item_count: 2,
		});
		expect(body.photos.map((p: { id: string }) => p.id)).toEqual([photos[2], photos[0]]);
		// Nothing that identifies the owner beyond a first name, nor the wishlist's own id.
		expect(Object.keys(body).sort()).toEqual([
			"description",
			"item_count",
			"name",
			"notes",
			"owner_first_name",
			"photos",
		]);
		expect(body.notes).toEqual({});
		// Signed-in users who are not the owner see the same page.
		expect((await ben.get(`/api/shared-wishlists/${code}`)).json()).toEqual(body);
	});

	it("answers 404 for an unknown code and 400 for a malformed one", async () => {
		// Another well-formed code: the first character changed.
		const other = (code.startsWith("0") ? "1" : "0") + code.slice(1);
		const unknown = await guest().get(`/api/shared-wishlists/${other}`);
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json().error).toEqual({ code: "NOT_FOUND", message: "Shared wishlist not found" });
		for (const bad of ["ABCDEF0123", "abc", "0123456789a", "ghijklmnop"]) {
			const res = await guest().get(`/api/shared-wishlists/${bad}`);
			expect(res.statusCode, bad).toBe(400);
		}
	});

	it("shows at most 200 photos, and counts them all", async () => {
		const many = await insertPhotos(ctx.database, SHARED_PHOTO_LIMIT + 1);
		const project = (await ann.get("/api/projects")).json().projects[0].id;
		const big = (await ann.post("/api/wishlists", { name: "Crowd Scenes", project_id: project })).json()
			.wishlist.id;
		await ctx.database.query(sql`
			insert into wishlist_items (wishlist_id, photo_id, added_at)
			select ${big}, id, created_at from photos where id = any(${`{${many.join(",")}}`}::uuid[])`);
		const bigCode = (await ann.post(`/api/wishlists/${big}/share`)).json().share_code;
		const body = (await guest().get(`/api/shared-wishlists/${bigCode}`)).json();
		expect(SHARED_PHOTO_LIMIT).toBe(200);
		expect(body.item_count).toBe(SHARED_PHOTO_LIMIT + 1);
		expect(body.photos).toHaveLength(SHARED_PHOTO_LIMIT);
		// The newest added first: the oldest one is the one left out.
		expect(body.photos[0].id).toBe(many.at(-1));
		expect(body.photos.map((p: { id: string }) => p.id)).not.toContain(many[0]);
	});

	it("revokes the link: the old code answers 404, and sharing again makes a new code", async () => {
		expect((await ann.del(`/api/wishlists/${wishlistId}/share`)).statusCode).toBe(204);
		expect((await guest().get(`/api/shared-wishlists/${code}`)).statusCode).toBe(404);
		expect((await ann.get(`/api/wishlists/${wishlistId}`)).json().wishlist.share_code).toBeNull();
		const again = (await ann.post(`/api/wishlists/${wishlistId}/share`)).json().share_code;
		expect(again).toMatch(/^[0-9a-f]{10}$/);
		expect(again).not.toBe(code);
		expect((await guest().get(`/api/shared-wishlists/${again}`)).statusCode).toBe(200);
	});

	it("lets only the owner share or revoke", async () => {
		expect((await ben.post(`/api/wishlists/${wishlistId}/share`)).statusCode).toBe(404);
		expect((await ben.del(`/api/wishlists/${wishlistId}/share`)).statusCode).toBe(404);
		expect((await guest().post(`/api/wishlists/${wishlistId}/share`)).statusCode).toBe(401);
		expect((await ann.get(`/api/wishlists/${wishlistId}`)).json().wishlist.share_code).not.toBeNull();
	});
});
