import { COLLECTION_PUBLISH_TEXT } from "@core/collection-publish";
import { CURATION_TEXT } from "@core/contracts/curation";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
let live: string[] = [];
let drafts: string[] = [];

beforeAll(async () => {
	ctx = await createTestApp();
	admin = await signUpAdmin(ctx, "curator@collections.test");
	live = await insertPhotos(ctx.database, 4);
	drafts = await insertPhotos(ctx.database, 2, { status: "draft" });
});
afterAll(async () => ctx?.close());

const at = (list: string[], i: number) => list[i] ?? "";
const photosUrl = (id: string) => `/api/admin/collections/${id}/photos`;
const create = async (title: string) => {
	const res = await admin.post("/api/admin/collections", { title });
	expect(res.statusCode, res.body).toBe(201);
	return res.json().collection.id as string;
};
const setPhotos = (id: string, photo_ids: string[]) => admin.put(photosUrl(id), { photo_ids });
const publicGet = (url: string) => ctx.app.inject({ method: "GET", url });
const publicIds = async () =>
	(await publicGet("/api/collections")).json().collections.map((c: { id: string }) => c.id) as string[];
const positions = async (id: string) =>
	(
		await ctx.database.query<{ photo_id: string }>(
			sql`select photo_id from collection_photos where collection_id = ${id} order by position`,
		)
	).map((r) => r.photo_id);

describe("creating collections", () => {
	it("starts a collection unpublished and empty, made by the admin, off the public list", async () => {
		const res = await admin.post("/api/admin/collections", {
			title: "  Summer Kitchens ",
			description: "Cooking outdoors",
		});
		expect(res.statusCode).toBe(201);
		const { collection } = res.json();
		expect(collection).toMatchObject({
			title: "Summer Kitchens",
			description: "Cooking outdoors",
			is_public: false,
			cover_photo_id: null,
			cover: null,
			photo_count: 0,
			live_count: 0,
		});
		const [row] = await ctx.database.query<{ email: string }>(sql`
			select u.email from collections c join users u on u.id = c.created_by where c.id = ${collection.id}`);
		expect(row?.email).toBe("curator@collections.test");
		expect(await publicIds()).not.toContain(collection.id);
		expect((await publicGet(`/api/collections/${collection.id}`)).statusCode).toBe(404);

		const listed = (await admin.get("/api/admin/collections?q=kitchens")).json();
		expect(listed.collections.map((c: { id: string }) => c.id)).toEqual([collection.id]);
	});

	it("answers a blank title with 400 under the title", async () => {
		const res = await admin.post("/api/admin/collections", { title: " " });
		expect(res.statusCode).toBe(400);
		expect(res.json().error.fields).toEqual({ title: "Give the collection a title" });
	});
});

describe("a collection's photos", () => {
	it("sets the whole list in order, reorders it, and keeps each photo's added time", async () => {
		const id = await create("Porches");
		const first = await setPhotos(id, [at(live, 2), at(live, 0), at(drafts, 0)]);
		expect(first.statusCode).toBe(200);
		expect(first.json().photos.map((p: { id: string }) => p.id)).toEqual([
			at(live, 2),
			at(live, 0),
			at(drafts, 0),
		]);
		expect(first.json().collection).toMatchObject({ photo_count: 3, live_count: 2 });
		const [before] = await ctx.database.query<{ added_at: string }>(
			sql`select added_at::text from collection_photos where collection_id = ${id} and photo_id = ${at(live, 0)}`,
		);

		await setPhotos(id, [at(live, 0), at(drafts, 0), at(live, 2), at(live, 3)]);
		expect(await positions(id)).toEqual([at(live, 0), at(drafts, 0), at(live, 2), at(live, 3)]);
		const rows = await ctx.database.query<{ position: number; added_at: string; photo_id: string }>(
			sql`select position, added_at::text, photo_id from collection_photos where collection_id = ${id} order by position`,
		);
		expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3]);
		expect(rows[0]?.added_at).toBe(before?.added_at);

		const emptied = await setPhotos(id, []);
		expect(emptied.json().photos).toEqual([]);
	});

	it("refuses twice-listed or unknown photos with 400 and writes nothing", async () => {
		const id = await create("Gardens");
		await setPhotos(id, [at(live, 0), at(live, 1)]);
		const twice = await setPhotos(id, [at(live, 2), at(live, 2)]);
		expect(twice.statusCode).toBe(400);
		expect(twice.json().error.fields).toEqual({ photo_ids: "A photo is listed twice" });
		const unknown = await setPhotos(id, [at(live, 3), "00000000-0000-4000-8000-000000000009"]);
		expect(unknown.statusCode).toBe(400);
		expect(unknown.json().error.fields).toEqual({ photo_ids: CURATION_TEXT.unknownPhotos(1) });
		expect(await positions(id)).toEqual([at(live, 0), at(live, 1)]);
		expect((await setPhotos("00000000-0000-4000-8000-00000000000a", [])).statusCode).toBe(404);
	});
});

describe("covers and publishing", () => {
	it("takes a cover only from its own photos, and clears it when the photo is removed", async () => {
		const id = await create("Fishing Trips");
		await setPhotos(id, [at(live, 0), at(live, 1)]);
		const outsider = await admin.patch(`/api/admin/collections/${id}`, { cover_photo_id: at(live, 2) });
		expect(outsider.statusCode).toBe(400);
		expect(outsider.json().error.fields).toEqual({ cover_photo_id: CURATION_TEXT.coverNotMember });

		const chosen = await admin.patch(`/api/admin/collections/${id}`, { cover_photo_id: at(live, 1) });
		expect(chosen.statusCode).toBe(200);
		expect(chosen.json().collection).toMatchObject({
			cover_photo_id: at(live, 1),
			cover: { id: at(live, 1) },
		});

		const removed = await setPhotos(id, [at(live, 0)]);
		expect(removed.json().collection).toMatchObject({ cover_photo_id: null, cover: { id: at(live, 0) } });
	});

	it("publishes only with a live photo (422 otherwise), and the public side follows", async () => {
		const id = await create("Drafts Only");
		const empty = await admin.patch(`/api/admin/collections/${id}`, { is_public: true });
		expect(empty.statusCode).toBe(422);
		expect(empty.json().error).toMatchObject({
			message: COLLECTION_PUBLISH_TEXT.noLivePhoto,
			fields: { is_public: COLLECTION_PUBLISH_TEXT.noLivePhoto },
		});
		await setPhotos(id, [at(drafts, 0), at(drafts, 1)]);
		expect((await admin.patch(`/api/admin/collections/${id}`, { is_public: true })).statusCode).toBe(422);
		const [still] = await ctx.database.query<{ is_public: boolean }>(
			sql`select is_public from collections where id = ${id}`,
		);
		expect(still?.is_public).toBe(false);

		await setPhotos(id, [at(drafts, 0), at(live, 3), at(live, 1)]);
		const published = await admin.patch(`/api/admin/collections/${id}`, {
			is_public: true,
			title: "Back Yards",
		});
		expect(published.statusCode).toBe(200);
		expect(published.json().collection).toMatchObject({ is_public: true, title: "Back Yards" });

		// The first live photo in order stands for it until a cover is chosen.
		const card = (await publicGet(`/api/collections/${id}`)).json();
		expect(card).toMatchObject({ title: "Back Yards", photo_count: 2, cover: { photo_id: at(live, 3) } });
		expect(await publicIds()).toContain(id);

		await setPhotos(id, [at(drafts, 0), at(live, 1), at(live, 3)]);
		expect((await publicGet(`/api/collections/${id}`)).json().cover.photo_id).toBe(at(live, 1));

		await admin.patch(`/api/admin/collections/${id}`, { cover_photo_id: at(live, 3) });
		expect((await publicGet(`/api/collections/${id}`)).json().cover.photo_id).toBe(at(live, 3));

		// While published it keeps a live photo: emptying it, or leaving drafts only, is refused whole.
		for (const photoIds of [[], [at(drafts, 0)]]) {
			const emptied = await setPhotos(id, photoIds);
			expect(emptied.statusCode).toBe(422);
			expect(emptied.json().error.fields).toEqual({ photo_ids: COLLECTION_PUBLISH_TEXT.keepLivePhoto });
		}
		expect((await publicGet(`/api/collections/${id}`)).json().photo_count).toBe(2);

		const hidden = await admin.patch(`/api/admin/collections/${id}`, { is_public: false });
		expect(hidden.json().collection.is_public).toBe(false);
		expect(await publicIds()).not.toContain(id);
		expect((await publicGet(`/api/collections/${id}`)).statusCode).toBe(404);
	});

	it("deletes a collection; its photos stay", async () => {
		const id = await create("Gone Soon");
		await setPhotos(id, [at(live, 0)]);
		expect((await admin.del(`/api/admin/collections/${id}`)).statusCode).toBe(204);
		expect((await admin.get(`/api/admin/collections/${id}`)).statusCode).toBe(404);
		expect(await positions(id)).toEqual([]);
		const [photo] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from photos where id = ${at(live, 0)}`,
		);
		expect(photo?.n).toBe(1);
	});
});

describe("who may curate collections", () => {
	it("refuses members (403) and guests (401)", async () => {
		const member = authClient(ctx);
		await signUp(ctx, member, "member@collections.test", "Mo");
		expect((await member.post("/api/admin/collections", { title: "Mine" })).statusCode).toBe(403);
		expect((await authClient(ctx).get("/api/admin/collections")).statusCode).toBe(401);
	});
});
