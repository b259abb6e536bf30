import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AuthClient } from "../test/auth-client";
import { type Catalogue, setUpCatalogueApp } from "../test/fixtures/catalogue";
import { clearPhotos } from "../test/fixtures/clearance";
import type { TestContext } from "../test/harness";

let ctx: TestContext;
let admin: AuthClient;
let member: AuthClient;
let cat: Catalogue;
setUpCatalogueApp((app) => ({ ctx, admin, member, cat } = app));

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const move = (ids: string[], status: string) => admin.post("/api/admin/photos/status", { ids, status });
const statusOf = async (id: string) =>
	(await ctx.database.query<{ s: string }>(sql`select photo_status as s from photos where id = ${id}`))[0]?.s;
const memberFinds = async (q: string) => {
	const res = await member.get(`/api/search?q=${encodeURIComponent(q)}&limit=50`);
	expect(res.statusCode).toBe(200);
	return res.json().photos.map((p: { title: string }) => p.title) as string[];
};

describe("POST /api/admin/photos/status", () => {
	it("refuses to publish a photo the clearance ledger does not clear, naming what is missing", async () => {
		const res = await move([cat.christmas.id], "live");
		expect(res.json()).toEqual({
			updated: [],
			refused: [
				{
					id: cat.christmas.id,
					photoid: cat.christmas.photoid,
					message: "Cannot publish: its faces are not drawn yet; its rights are not recorded",
				},
			],
		});
		expect(await statusOf(cat.christmas.id)).toBe("review");
	});

	it("moves the photos the rules allow and says why each other one was refused", async () => {
		await clearPhotos(ctx.database, [cat.christmas.id, cat.graduation.id]);
		const res = await move([cat.beach.id, cat.christmas.id, UNKNOWN, cat.graduation.id], "live");
		expect(res.statusCode, res.body).toBe(200);
		const body = res.json();
		// The archived graduation photo may be restored; Christmas (in review, with its decade) goes live.
		expect(body.updated.sort()).toEqual([cat.christmas.id, cat.graduation.id].sort());
		expect(body.refused).toEqual([
			{ id: cat.beach.id, photoid: cat.beach.photoid, message: "A draft photo cannot become live" },
			{ id: UNKNOWN, photoid: null, message: "Photo not found" },
		]);
		expect(await statusOf(cat.beach.id)).toBe("draft");
		expect(await statusOf(cat.christmas.id)).toBe("live");
		expect(await statusOf(cat.graduation.id)).toBe("live");
	});

	it("refuses to publish a photo in review that lacks its decade", async () => {
		expect((await move([cat.beach.id], "review")).json()).toEqual({ updated: [cat.beach.id], refused: [] });
		const res = await move([cat.beach.id], "live");
		expect(res.json()).toEqual({
			updated: [],
			refused: [
				{
					id: cat.beach.id,
					photoid: cat.beach.photoid,
					message: "Cannot publish: it needs the decade it was taken",
				},
			],
		});
		expect(await statusOf(cat.beach.id)).toBe("review");
	});

	it("publishes to members' search and takes archived photos out of it", async () => {
		await ctx.database.query(sql`update photos set photo_status = 'review' where id = ${cat.christmas.id}`);
		await clearPhotos(ctx.database, [cat.christmas.id]);
		expect(await memberFinds("christmas")).toEqual([]);
		expect((await move([cat.christmas.id], "live")).json().updated).toEqual([cat.christmas.id]);
		expect(await memberFinds("christmas")).toEqual(["Christmas morning"]);

		expect(await memberFinds("birthday")).toContain("Birthday party in the yard");
		expect((await move([cat.party.id], "archived")).json().updated).toEqual([cat.party.id]);
		expect(await memberFinds("birthday")).toEqual(["Birthday cake on the porch"]);
		const listed = await admin.get("/api/admin/photos?status=archived");
		expect(listed.json().photos.map((p: { id: string }) => p.id)).toContain(cat.party.id);
	});

	it("counts a photo already in the status as done without touching it", async () => {
		const [before] = await ctx.database.query<{ at: string }>(
			sql`select updated_at::text as at from photos where id = ${cat.cake.id}`,
		);
		expect((await move([cat.cake.id, cat.cake.id], "live")).json()).toEqual({
			updated: [cat.cake.id],
			refused: [],
		});
		const [after] = await ctx.database.query<{ at: string }>(
			sql`select updated_at::text as at from photos where id = ${cat.cake.id}`,
		);
		expect(after?.at).toBe(before?.at);
	});

	it("refuses a request without photos or with an unknown status", async () => {
		expect((await move([], "live")).statusCode).toBe(400);
		expect((await move([cat.cake.id], "deleted")).statusCode).toBe(400);
	});
});

describe("GET /api/admin/taxonomy/suggest", () => {
	const suggest = async (field: string, q = "", limit?: number) => {
		const res = await admin.get(
			`/api/admin/taxonomy/suggest?field=${field}&q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ""}`,
		);
		expect(res.statusCode, res.body).toBe(200);
		return res.json().values as { value: string; count: number }[];
	};

	it("suggests tags in use, commonest first, then vocabulary words no photo carries yet", async () => {
		const bir = await suggest("tags", "bir");
		expect(bir).toHaveLength(2);
		// "Birthday" and "birthday" are one tag in two spellings.
		expect(bir[0]).toEqual({ value: expect.stringMatching(/^birthday$/i), count: 2 });
		expect(bir[1]).toEqual({ value: "Birdwatching", count: 0 });
		expect(await suggest("tags", "ART")).toEqual([{ value: "Party", count: 1 }]);
		expect((await suggest("tags", "", 2)).length).toBe(2);
	});

	it("suggests a place's values, those starting with the text before those containing it", async () => {
		expect(await suggest("location_city", "port")).toEqual([
			{ value: "Portland", count: 2 },
			{ value: "Port Angeles", count: 1 },
			{ value: "Newport", count: 1 },
		]);
		expect(await suggest("location_city", "%")).toEqual([]);
	});

	it("offers a value an edit has just added", async () => {
		expect(await suggest("tags", "birdh")).toEqual([]);
		const edited = await admin.patch(`/api/admin/photos/${cat.graduation.id}`, {
			tags: ["Birdhouse", "Birthday"],
		});
		expect(edited.statusCode).toBe(200);
		expect(await suggest("tags", "birdh")).toEqual([{ value: "Birdhouse", count: 1 }]);
		expect((await suggest("tags", "birth"))[0]?.count).toBe(3);
	});

	it("refuses a field it does not suggest", async () => {
		expect((await admin.get("/api/admin/taxonomy/suggest?field=title")).statusCode).toBe(400);
	});
});

describe("access", () => {
	it.each([
		["GET", "/api/admin/photos"],
		["GET", `/api/admin/photos/${UNKNOWN}`],
		["PATCH", `/api/admin/photos/${UNKNOWN}`],
		["POST", "/api/admin/photos/status"],
		["GET", "/api/admin/taxonomy/suggest?field=tags"],
	] as const)("a member gets 403 on %s %s", async (method, url) => {
		const res = await member.request({ method, url, payload: method === "GET" ? undefined : { title: "x" } });
		expect(res.statusCode).toBe(403);
	});
});
