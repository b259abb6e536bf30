import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collection_photos, collections, events, photo_events, profiles, users } from "../db/schema";
import { signUpAdmin } from "../test/admin-client";
import { insertPhotos } from "../test/fixtures/photos";
import { type SearchFixture, seedSearchFixture } from "../test/fixtures/search";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let fx: SearchFixture;
/** Collections and an event of this file's own, beside the search fixture's catalogue. */
let own: { attic: string; secret: string; empty: string; picnic: string; noPhotos: string };

beforeAll(async () => {
	ctx = await createTestApp();
	fx = await seedSearchFixture(ctx.database);
	const db = ctx.database.db;
	const [attic, secret, empty] = await db
		.insert(collections)
		.values([
			{ title: "Attic finds", description: "Boxes from the loft.", cover_photo_id: fx.ids.garden },
			{ title: "Secret picks", is_public: false },
			{ title: "Nothing live yet", cover_photo_id: fx.ids.draft },
		])
		.returning({ id: collections.id });
	const [picnic] = await db.insert(events).values({ name: "Picnic" }).returning({ id: events.id });
	const [quiet] = await db
		.insert(users)
		.values({ email: "quiet@family.test", name: "Quiet" })
		.returning({ id: users.id });
	if (!attic || !secret || !empty || !picnic || !quiet) throw new Error("listings fixture");
	await db.insert(profiles).values({ id: quiet.id, storefront_name: "Quiet House" });
	await db.insert(collection_photos).values([
		{ collection_id: attic.id, photo_id: fx.ids.christmas, position: 1 },
		{ collection_id: attic.id, photo_id: fx.ids.garden, position: 2 },
		{ collection_id: secret.id, photo_id: fx.ids.cake, position: 1 },
		{ collection_id: empty.id, photo_id: fx.ids.draft, position: 1 },
	]);
	await db.insert(photo_events).values([
		{ photo_id: fx.ids.cake, event_id: picnic.id },
		{ photo_id: fx.ids.beach, event_id: picnic.id },
		{ photo_id: fx.ids.draft, event_id: picnic.id },
	]);
	own = { attic: attic.id, secret: secret.id, empty: empty.id, picnic: picnic.id, noPhotos: quiet.id };
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("GET /api/events", () => {
	it("lists every event by name with its live photos counted and the newest live one as cover", async () => {
		const res = await get("/api/events");
		expect(res.statusCode).toBe(200);
		expect(res.headers["cache-control"]).toBe("no-cache");
		const list = res.json().events as Array<{
			id: string;
			name: string;
			photo_count: number;
			cover: unknown;
		}>;
		expect(list.map((e) => e.name)).toEqual(["Christmas", "Picnic"]);
		// The draft in Picnic is neither counted nor a cover.
		expect(list[1]).toMatchObject({ id: own.picnic, photo_count: 2, cover: { photo_id: fx.ids.beach } });
		expect(list[0]).toMatchObject({ photo_count: 1, cover: { photo_id: fx.ids.christmas } });
	});
});

describe("GET /api/collections", () => {
	it("lists public collections only, counting live photos, covered by the chosen or first live photo", async () => {
		const res = await get("/api/collections");
		expect(res.statusCode).toBe(200);
		const list = res.json().collections as Array<{ id: string; photo_count: number; cover: unknown }>;
		const ids = list.map((c) => c.id);
		expect(ids).toContain(own.attic);
		expect(ids).not.toContain(own.secret);
		expect(list.find((c) => c.id === own.attic)).toMatchObject({
			title: "Attic finds",
			description: "Boxes from the loft.",
			photo_count: 2,
			cover: { photo_id: fx.ids.garden, title: "Grandmother's garden" },
		});
		// The chosen cover is a draft: no cover rather than a photo buyers cannot see.
		expect(list.find((c) => c.id === own.empty)).toMatchObject({ photo_count: 0, cover: null });
	});

	it("answers one public collection, and 404 for a private or unknown one, 400 for a bad id", async () => {
		const one = await get(`/api/collections/${own.attic}`);
		expect(one.statusCode).toBe(200);
		expect(one.json()).toMatchObject({ id: own.attic, title: "Attic finds", photo_count: 2 });

		for (const id of [own.secret, UNKNOWN]) {
			const res = await get(`/api/collections/${id}`);
			expect(res.statusCode).toBe(404);
			expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Collection not found" } });
		}
		const bad = await get("/api/collections/not-a-uuid");
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error).toMatchObject({ code: "VALIDATION_ERROR", fields: { id: "must be a uuid" } });
	});
});

describe("GET /api/storefronts/:id", () => {
	it("answers a family's storefront with its live photo count", async () => {
		await ctx.database.query(
			sql`update profiles set storefront_bio = 'Four generations of Dayton.', location = 'Dayton, Ohio',
				portrait_url = '/media/family-portraits/okafor.webp'
				where id = ${fx.users.okafor}`,
		);
		const res = await get(`/api/storefronts/${fx.users.okafor}`);
		expect(res.statusCode).toBe(200);
		// Okafor's live photos: the cake and the beach (the draft is not counted).
		expect(res.json()).toEqual({
			user_id: fx.users.okafor,
			storefront_name: "The Okafor Family",
			bio: "Four generations of Dayton.",
			location: "Dayton, Ohio",
			portrait_url: "/media/family-portraits/okafor.webp",
			photo_count: 2,
			closed: false,
		});
	});

	it("has a storefront for a family with live photos and no profile yet, under its fallback name", async () => {
		const [photoId] = await insertPhotos(ctx.database, 1);
		const [family] = await ctx.database.query<{ id: string }>(
			sql`select user_id as id from photos where id = ${photoId}`,
		);
		if (!family) throw new Error("no family");
		await ctx.database.query(sql`delete from profiles where id = ${family.id}`);
		const res = await get(`/api/storefronts/${family.id}`);
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({
			user_id: family.id,
			storefront_name: "Unknown Creator",
			photo_count: 1,
		});
	});

	it("is not found for a user without live photos or an unknown user; 400 for a bad id", async () => {
		for (const id of [own.noPhotos, UNKNOWN]) {
			const res = await get(`/api/storefronts/${id}`);
			expect(res.statusCode).toBe(404);
			expect(res.json().error.code).toBe("NOT_FOUND");
		}
		expect((await get("/api/storefronts/123")).statusCode).toBe(400);
	});
});

describe("GET /api/filter-options", () => {
	it("lists the values present among live photos, with counts", async () => {
		const res = await get("/api/filter-options");
		expect(res.statusCode).toBe(200);
		const body = res.json();
		expect(body.decades).toEqual([
			{ value: "1960s", count: 1 },
			{ value: "1970s", count: 1 },
			{ value: "1980s", count: 1 },
			{ value: "1990s", count: 1 },
			{ value: "2000s", count: 30 },
		]);
		expect(body.age_groups).toEqual([
			{ value: "Child", count: 2 },
			{ value: "Adult", count: 1 },
			{ value: "Senior", count: 1 },
			{ value: "Teen", count: 1 },
		]);
		expect(body.ethnicities.map((f: { value: string }) => f.value)).toEqual([
			"Black",
			"East Asian",
			"Hispanic",
			"White",
		]);
		expect(body.countries).toEqual([
			{ value: "Canada", count: 1 },
			{ value: "United States", count: 3 },
		]);
		expect(body.states).toContainEqual({ value: "Ohio", country: "United States", count: 2 });
		expect(body.cities).toContainEqual({ value: "Toronto", state: "Ontario", country: "Canada", count: 1 });
		expect(body.events).toEqual([
			{ id: fx.events.christmas, value: "Christmas", count: 1 },
			{ id: own.picnic, value: "Picnic", count: 2 },
		]);
	});
});

describe("GET /api/taxonomy-name", () => {
	it("names a creator by storefront and any other value by itself", async () => {
		const creator = await get(`/api/taxonomy-name?type=creator&id=${fx.users.lindqvist}`);
		expect(creator.statusCode).toBe(200);
		expect(creator.json()).toEqual({ type: "creator", id: fx.users.lindqvist, name: "Lindqvist Attic" });
		const tag = await get("/api/taxonomy-name?type=tag&id=birthday");
		expect(tag.json()).toEqual({ type: "tag", id: "birthday", name: "birthday" });
	});

	it("refuses an unsupported type or a bad creator id (400) and an unknown creator (404)", async () => {
		expect((await get("/api/taxonomy-name?type=emotion&id=joy")).statusCode).toBe(400);
		expect((await get("/api/taxonomy-name?type=tag&id=")).statusCode).toBe(400);
		const bad = await get("/api/taxonomy-name?type=creator&id=abc");
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields).toEqual({ id: "must be a uuid" });
		expect((await get(`/api/taxonomy-name?type=creator&id=${UNKNOWN}`)).statusCode).toBe(404);
	});

	it("names no account that has no live photos (a buyer's name stays private), and caches no 404", async () => {
		const [buyer] = await ctx.database.query<{ id: string }>(
			sql`insert into users (email, name) values ('buyer@studio.test', 'Buyer') returning id`,
		);
		await ctx.database.query(sql`insert into profiles (id, first_name) values (${buyer?.id}, 'Rosa')`);
		const res = await get(`/api/taxonomy-name?type=creator&id=${buyer?.id}`);
		expect(res.statusCode).toBe(404);
		expect(res.body).not.toContain("Rosa");
		expect(String(res.headers["cache-control"] ?? "")).not.toContain("public");
		const storefront = await get(`/api/storefronts/${buyer?.id}`);
		expect(storefront.statusCode).toBe(404);
		expect(String(storefront.headers["cache-control"] ?? "")).not.toContain("public");
	});
});

describe("after an admin edit", () => {
	it("the filter options show a renamed event at once, not after the server's cache expires", async () => {
		const before = (await get("/api/filter-options")).json().events as Array<{ id: string; value: string }>;
		expect(before.find((e) => e.id === own.picnic)?.value).toBe("Picnic");
		const admin = await signUpAdmin(ctx);
		const rename = await admin.patch(`/api/admin/events/${own.picnic}`, { name: "Summer picnic" });
		expect(rename.statusCode).toBe(200);
		const after = (await get("/api/filter-options")).json().events as Array<{ id: string; value: string }>;
		expect(after.find((e) => e.id === own.picnic)?.value).toBe("Summer picnic");
	});
});
