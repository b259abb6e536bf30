import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import { DESCRIPTION_TOO_LONG, ENTITY_NAME_MESSAGES } from "@core/names";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthClient, signUpMembers } from "../test/auth-client";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let ann: AuthClient;
let ben: AuthClient;
let live: string[] = [];
let draft = "";
let annProject = "";
let benProject = "";

beforeAll(async () => {
	ctx = await createTestApp();
	[ann, ben] = await signUpMembers(ctx, "Ann", "Ben");
	live = await insertPhotos(ctx.database, 6);
	[draft = ""] = await insertPhotos(ctx.database, 1, { status: "draft" });
	annProject = (await ann.post("/api/projects", { name: "Summer Feature", company: "Harbor Films" })).json()
		.project.id;
	benProject = (await ben.post("/api/projects", { name: "Ben Feature", company: "Ben Films" })).json().project
		.id;
});
afterAll(async () => ctx?.close());

const photo = (i: number) => live[i] ?? "";

async function create(client: AuthClient, body: Record<string, unknown>) {
	return client.post("/api/wishlists", body);
}

describe("POST /api/wishlists", () => {
	it("creates a wishlist with its first photo in one step, and stamps the project", async () => {
		const res = await create(ann, {
			name: " Kitchen Scenes ",
			description: "  For the diner set ",
			project_id: annProject,
			photo_id: photo(0),
			license_type: "hero-usage",
		});
		expect(res.statusCode).toBe(201);
		expect(res.json()).toMatchObject({
			photo_added: true,
			wishlist: {
				name: "Kitchen Scenes",
				description: "For the diner set",
				project_id: annProject,
				project_name: "Summer Feature",
				company: "Harbor Films",
				item_count: 1,
				share_code: null,
			},
		});
		expect(res.json().wishlist.cover_urls).toHaveLength(1);
		const [project] = await ctx.database.query<{ last_used_at: Date | null }>(
			sql`select last_used_at from projects where id = ${annProject}`,
		);
		expect(project?.last_used_at).not.toBeNull();
		const detail = (await ann.get(`/api/wishlists/${res.json().wishlist.id}`)).json();
		expect(detail.items).toHaveLength(1);
		expect(detail.items[0]).toMatchObject({
			license_type: "hero-usage",
			photo: { id: photo(0), price: 4900 },
		});
	});

	it("creates an empty wishlist when no photo is given", async () => {
		const res = await create(ann, { name: "Porch Ideas", project_id: annProject });
		expect(res.statusCode).toBe(201);
		expect(res.json()).toMatchObject({ photo_added: false, wishlist: { item_count: 0, cover_urls: [] } });
	});

	it("refuses a duplicate name in any case (409), including a race of two creates", async () => {
		const dup = await create(ann, { name: "KITCHEN scenes", project_id: annProject });
		expect(dup.statusCode).toBe(409);
		expect(dup.json().error.message).toBe('A wishlist named "KITCHEN scenes" already exists');

		const results = await Promise.all([
			create(ann, { name: "Racing Picks", project_id: annProject }),
			create(ann, { name: "racing picks", project_id: annProject }),
		]);
		expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
		const rows = await ctx.database.query(sql`select id from wishlists where lower(name) = 'racing picks'`);
		expect(rows).toHaveLength(1);
	});

	it("requires one of the caller's projects, a live photo and good names", async () => {
		const foreign = await create(ann, { name: "Sneaky", project_id: benProject });
		expect(foreign.statusCode).toBe(400);
		expect(foreign.json().error.fields).toEqual({ project_id: "Choose a project" });
		const missing = await create(ann, { name: "No Project" });
		expect(missing.json().error.fields).toEqual({ project_id: "Choose a project" });

		const notLive = await create(ann, { name: "Drafts", project_id: annProject, photo_id: draft });
		expect(notLive.statusCode).toBe(404);
		expect(notLive.json().error.message).toBe("Photo not found");
		// Nothing was created by the refused request.
		expect(await ctx.database.query(sql`select id from wishlists where name = 'Drafts'`)).toHaveLength(0);

		const bad = await create(ann, { name: "A", project_id: annProject, description: "d".repeat(501) });
		expect(bad.statusCode).toBe(400);
		expect(bad.json().error.fields).toEqual({
			name: ENTITY_NAME_MESSAGES.tooShort(2),
			description: DESCRIPTION_TOO_LONG,
		});
		const blank = await create(ann, { name: "  ", project_id: annProject });
		expect(blank.json().error.fields).toEqual({ name: ENTITY_NAME_MESSAGES.required });
		const license = await create(ann, { name: "Licensed", project_id: annProject, license_type: "free" });
		expect(license.statusCode).toBe(400);
	});
});

describe("wishlist items", () => {
	let wishlistId = "";
	beforeAll(async () => {
		wishlistId = (await create(ann, { name: "Item Tests", project_id: annProject })).json().wishlist.id;
	});

	it("adds a live photo (201), refuses it a second time (409) and bumps updated_at", async () => {
		const before = (await ann.get(`/api/wishlists/${wishlistId}`)).json().wishlist.updated_at;
		const added = await ann.post(`/api/wishlists/${wishlistId}/items`, { photo_id: photo(1) });
		expect(added.statusCode).toBe(201);
		expect(added.json().item).toMatchObject({ license_type: "background-dressing", photo: { id: photo(1) } });
		const after = (await ann.get(`/api/wishlists/${wishlistId}`)).json().wishlist.updated_at;
		expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));

		const again = await ann.post(`/api/wishlists/${wishlistId}/items`, { photo_id: photo(1) });
		expect(again.statusCode).toBe(409);
		expect(again.json().error.message).toBe(WISHLIST_TEXT.alreadyInWishlist);
	});

	it("refuses a photo that is not live or does not exist (404)", async () => {
		for (const id of [draft, "00000000-0000-4000-8000-000000000000"]) {
			const res = await ann.post(`/api/wishlists/${wishlistId}/items`, { photo_id: id });
			expect(res.statusCode).toBe(404);
			expect(res.json().error.message).toBe("Photo not found");
		}
		expect((await ann.post(`/api/wishlists/${wishlistId}/items`, { photo_id: "nope" })).statusCode).toBe(400);
	});

	it("lists items newest added first, leaving out photos no longer live", async () => {
		await ann.post(`/api/wishlists/${wishlistId}/items`, { photo_id: photo(2) });
		await ann.post(`/api/wishlists/${wishlistId}/items`, { photo_id: photo(3) });
		await ctx.database.query(sql`update photos set photo_status = 'archived' where id = ${photo(2)}`);
		const detail = (await ann.get(`/api/wishlists/${wishlistId}`)).json();
		expect(detail.items.map((i: { photo: { id: string } }) => i.photo.id)).toEqual([photo(3), photo(1)]);
		expect(detail.wishlist.item_count).toBe(2);
		await ctx.database.query(sql`update photos set photo_status = 'live' where id = ${photo(2)}`);
	});

	it("removes a photo (204), then answers 404 for it", async () => {
		const url = `/api/wishlists/${wishlistId}/items/${photo(3)}`;
		expect((await ann.del(url)).statusCode).toBe(204);
		expect((await ann.del(url)).statusCode).toBe(404);
		const ids = (await ann.get(`/api/wishlists/${wishlistId}`))
			.json()
			.items.map((i: { photo: { id: string } }) => i.photo.id);
		expect(ids).not.toContain(photo(3));
	});

	it("tells which of the caller's wishlists hold each photo", async () => {
		const kitchen = (await ann.get("/api/wishlists"))
			.json()
			.wishlists.find((w: { name: string }) => w.name === "Kitchen Scenes").id;
		await ann.post(`/api/wishlists/${kitchen}/items`, { photo_id: photo(1) });
		const res = await ann.get(`/api/wishlists/membership?photo_ids=${photo(1)},${photo(0)},${photo(5)}`);
		expect(res.statusCode).toBe(200);
		const { memberships } = res.json();
		expect(Object.keys(memberships).sort()).toEqual([photo(0), photo(1)].sort());
		expect(memberships[photo(1)].sort()).toEqual([kitchen, wishlistId].sort());
		expect(memberships[photo(0)]).toEqual([kitchen]);
		// Another user's wishlists are none of the caller's business.
		expect((await ben.get(`/api/wishlists/membership?photo_ids=${photo(1)}`)).json()).toEqual({
			memberships: {},
		});
		expect((await ann.get("/api/wishlists/membership?photo_ids=x")).statusCode).toBe(400);
		expect((await ann.get("/api/wishlists/membership")).statusCode).toBe(400);
	});
});

describe("GET /api/wishlists", () => {
	it("lists the caller's wishlists, newest change first, with covers of the newest photos", async () => {
		const res = await ann.get("/api/wishlists");
		expect(res.statusCode).toBe(200);
		const { wishlists } = res.json();
		const times = wishlists.map((w: { updated_at: string }) => w.updated_at);
		expect(times).toEqual([...times].sort().reverse());
		const kitchen = wishlists.find((w: { name: string }) => w.name === "Kitchen Scenes");
		expect(kitchen).toMatchObject({ item_count: 2, project_name: "Summer Feature", company: "Harbor Films" });
		expect(kitchen.cover_urls).toHaveLength(2);
		expect((await ben.get("/api/wishlists")).json()).toEqual({ wishlists: [] });
	});

	it("shows at most four covers", async () => {
		const id = (await create(ann, { name: "Many Photos", project_id: annProject })).json().wishlist.id;
		for (let i = 0; i < 6; i++) await ann.post(`/api/wishlists/${id}/items`, { photo_id: photo(i) });
		const found = (await ann.get("/api/wishlists")).json().wishlists[0];
		expect(found).toMatchObject({ id, item_count: 6 });
		expect(found.cover_urls).toHaveLength(4);
		const detail = (await ann.get(`/api/wishlists/${id}`)).json();
		expect(found.cover_urls).toEqual(
			detail.items.slice(0, 4).map((i: { photo: { thumbnail_url: string } }) => i.photo.thumbnail_url),
		);
	});
});

describe("PATCH /api/wishlists/:id", () => {
	it("renames, describes and moves a wishlist to another of the caller's projects", async () => {
		const other = (await ann.post("/api/projects", { name: "Winter Feature", company: "Tide Films" })).json()
			.project;
		const id = (await create(ann, { name: "Movable", project_id: annProject })).json().wishlist.id;
		const res = await ann.patch(`/api/wishlists/${id}`, {
			name: "Moved",
			description: "Now for winter",
			project_id: other.id,
		});
		expect(res.statusCode).toBe(200);
		expect(res.json().wishlist).toMatchObject({
			id,
			name: "Moved",
			description: "Now for winter",
			project_id: other.id,
			project_name: "Winter Feature",
			company: "Tide Films",
		});
		const cleared = await ann.patch(`/api/wishlists/${id}`, { description: "" });
		expect(cleared.json().wishlist).toMatchObject({ name: "Moved", description: null, project_id: other.id });
	});

	it("refuses another user's project (400), a taken name (409) and an empty change (400)", async () => {
		const id = (await create(ann, { name: "Stays Put", project_id: annProject })).json().wishlist.id;
		const foreign = await ann.patch(`/api/wishlists/${id}`, { project_id: benProject });
		expect(foreign.statusCode).toBe(400);
		expect(foreign.json().error.fields).toEqual({ project_id: "Choose a project" });
		const taken = await ann.patch(`/api/wishlists/${id}`, { name: "porch ideas" });
		expect(taken.statusCode).toBe(409);
		expect(taken.json().error.message).toBe('A wishlist named "porch ideas" already exists');
		expect((await ann.patch(`/api/wishlists/${id}`, {})).statusCode).toBe(400);
		const same = await ann.patch(`/api/wishlists/${id}`, { name: "STAYS PUT" });
		expect(same.json().wishlist.name).toBe("STAYS PUT");
	});
});

describe("another user's wishlist", () => {
	it("is absent to them: 404 on every read and write, and nothing changes", async () => {
		const mine = (await ann.get("/api/wishlists"))
			.json()
			.wishlists.find((w: { name: string }) => w.name === "Kitchen Scenes");
		const rowsBefore = await ctx.database.query(sql`
			select w.*, (select array_agg(photo_id order by photo_id) from wishlist_items where wishlist_id = w.id) as items
			from wishlists w where id = ${mine.id}`);
		const url = `/api/wishlists/${mine.id}`;
		const attempts = [
			await ben.get(url),
			await ben.patch(url, { name: "Taken Over" }),
			await ben.post(`${url}/items`, { photo_id: photo(4) }),
			await ben.del(`${url}/items/${photo(0)}`),
			await ben.post(`${url}/share`),
			await ben.del(`${url}/share`),
			await ben.del(url),
		];
		for (const res of attempts) {
			expect(res.statusCode, res.body).toBe(404);
			expect(res.json().error.code).toBe("NOT_FOUND");
		}
		expect(attempts[0]?.json().error).toEqual({ code: "NOT_FOUND", message: "Wishlist not found" });
		const rowsAfter = await ctx.database.query(sql`
			select w.*, (select array_agg(photo_id order by photo_id) from wishlist_items where wishlist_id = w.id) as items
			from wishlists w where id = ${mine.id}`);
		expect(rowsAfter).toEqual(rowsBefore);
	});
});

describe("DELETE /api/wishlists/:id", () => {
	it("deletes a wishlist with its items", async () => {
		const id = (await create(ann, { name: "Short Lived", project_id: annProject, photo_id: photo(0) })).json()
			.wishlist.id;
		expect((await ann.del(`/api/wishlists/${id}`)).statusCode).toBe(204);
		expect((await ann.get(`/api/wishlists/${id}`)).statusCode).toBe(404);
		expect(
			await ctx.database.query(sql`select id from wishlist_items where wishlist_id = ${id}`),
		).toHaveLength(0);
		expect((await ann.del(`/api/wishlists/${id}`)).statusCode).toBe(404);
	});
});
