import { PopularContentResponse, PopularPhotosPage } from "@core/contracts/analytics";
import { TRACKING } from "@core/tracking";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../db/seed/seed";
import { DEMO_STUDIO_NAMES } from "../db/seed/vocabulary";
import { sqlArray } from "../db/sql";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import { insertClicks, insertEvents, insertFamily } from "../test/fixtures/analytics";
import { insertPhotos } from "../test/fixtures/photos";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let live: { id: string }[];
beforeAll(async () => {
	ctx = await createTestApp();
	await seedDemo(ctx.database, ctx.storage, { photos: 12, seed: 3 });
	// The demo's own click history (server/db/seed/history.ts) is set aside: these tests name their counts.
	await ctx.database.query(sql`delete from click_analytics`);
	live = await ctx.database.query<{ id: string }>(
		sql`select id from photos where photo_status = 'live' order by photoid`,
	);
});
afterAll(() => ctx.close());

const clearClicks = () => ctx.database.query(sql`delete from click_analytics`);

const page = async (query: string, client?: AuthClient) => {
	const url = `/api/popular/photos${query}`;
	const res = client ? await client.get(url) : await ctx.app.inject({ method: "GET", url });
	expect(res.statusCode, res.body).toBe(200);
	return PopularPhotosPage.parse(res.json());
};
const popularPhotos = async (limit?: number) => (await page(limit ? `?limit=${limit}` : "")).photos;

const popular = async (query: string) => {
	const res = await ctx.app.inject({ method: "GET", url: `/api/popular?${query}` });
	expect(res.statusCode, res.body).toBe(200);
	expect(res.headers["cache-control"]).toBe("public, max-age=300");
	return PopularContentResponse.parse(res.json()).items;
};

describe("GET /api/popular/photos", () => {
	it("is empty until photos have been clicked", async () => {
		expect(await popularPhotos()).toEqual([]);
	});

	it("orders live photos by distinct visitors, not clicks, ignores other entities and bad ids, and honours the limit", async () => {
		const [a, b, c] = live;
		if (!a || !b || !c) throw new Error("the seed made too few live photos");
		await ctx.database.query(sql`update photos set photo_status = 'archived' where id = ${c.id}`);
		// a: one visitor's script, hundreds of clicks from two visitors; b: four visitors.
		await ctx.database.query(sql`insert into click_analytics
				(entity_type, entity_id, taxonomy_type, total_clicks, unique_users, unique_visitors)
			values ('photo', ${a.id}, '', 500, 2, 2), ('photo', ${b.id}, '', 9, 4, 4), ('photo', ${c.id}, '', 50, 9, 9),
			('photo', 'not-a-uuid', '', 99, 1, 99), ('tag', ${a.id}, '', 80, 1, 80)`);
		const photos = await popularPhotos();
		expect(photos.map((p) => p.id)).toEqual([b.id, a.id]);
		expect(photos[0]).toMatchObject({
			price: expect.any(Number),
			thumbnail_url: expect.stringMatching(/^\/media\/thumbs\//),
		});
		expect((await popularPhotos(1)).map((p) => p.id)).toEqual([b.id]);
		await ctx.database.query(sql`update photos set photo_status = 'live' where id = ${c.id}`);
	});

	it("rejects a limit outside 1 to 100 and a negative offset", async () => {
		for (const query of ["limit=0", "limit=101", "limit=abc", "offset=-1"]) {
			const res = await ctx.app.inject({ method: "GET", url: `/api/popular/photos?${query}` });
			expect(res.statusCode, query).toBe(400);
		}
	});
});

describe("GET /api/popular (get_popular_by_clicks)", () => {
	it("orders photos by distinct visitors, ties by the latest click, leaves archived photos out, 10 by default", async () => {
		await clearClicks();
		const ids = await insertPhotos(ctx.database, 14);
		const [archived] = await insertPhotos(ctx.database, 1, { status: "archived" });
		const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
		await insertClicks(ctx.database, [
			...ids.map((id, i) => ({
				entity_type: "photo" as const,
				entity_id: id,
				// Pairs of equal visitor counts: 14,14,12,12,...; the later click of a pair comes first.
				// The clicks grow the other way: they decide nothing.
				unique_visitors: 14 - 2 * Math.floor(i / 2),
				total_clicks: 100 + i,
				last_clicked_at: at(i),
			})),
			{ entity_type: "photo", entity_id: archived ?? "", total_clicks: 1000, unique_visitors: 1000 },
			{
				entity_type: "photo",
				entity_id: ids[0] ?? "",
				taxonomy_type: "tag",
				total_clicks: 0,
				unique_visitors: 0,
			},
		]);
		const items = await popular("entity_type=photo");
		expect(items).toHaveLength(TRACKING.popularPhotosDefaultLimit);
		const expected = ids
			.map((id, i) => ({ id, i }))
			.sort((x, y) => {
				const cx = 14 - 2 * Math.floor(x.i / 2);
				const cy = 14 - 2 * Math.floor(y.i / 2);
				return cy - cx || y.i - x.i;
			});
		expect(items.map((r) => r.entity_id)).toEqual(expected.slice(0, 10).map((e) => e.id));
		expect(items[0]).toEqual({
			entity_id: ids[1],
			entity_type: "photo",
			taxonomy_type: null,
			total_clicks: 101,
			unique_users: 1,
			unique_visitors: 14,
			last_clicked_at: at(1).toISOString(),
			entity_name: expect.stringMatching(/^Snapshot [0-9a-f]{8} 2$/),
		});
		expect((await popular("entity_type=photo&limit=3")).map((r) => r.entity_id)).toEqual(
			expected.slice(0, 3).map((e) => e.id),
		);
		expect((await popular("entity_type=photo&limit=100")).map((r) => r.entity_id)).not.toContain(archived);
	});

	it("names events and leaves out events that no longer exist", async () => {
		const [picnic, parade, gone] = await insertEvents(ctx.database, ["Picnic", "Parade", "Gone Event"]);
		await insertClicks(ctx.database, [
			{
				entity_type: "event",
				entity_id: picnic ?? "",
				taxonomy_type: "event",
				total_clicks: 3,
				unique_visitors: 3,
			},
			{
				entity_type: "event",
				entity_id: parade ?? "",
				taxonomy_type: "event",
				total_clicks: 7,
				unique_visitors: 7,
			},
			{
				entity_type: "event",
				entity_id: gone ?? "",
				taxonomy_type: "event",
				total_clicks: 90,
				unique_visitors: 90,
			},
			{
				entity_type: "event",
				entity_id: "no-such-event",
				taxonomy_type: "event",
				total_clicks: 80,
				unique_visitors: 80,
			},
		]);
		await ctx.database.query(sql`delete from events where id = ${gone ?? ""}`);
		const items = await popular("entity_type=event");
		expect(items.map((r) => [r.entity_name, r.total_clicks, r.taxonomy_type])).toEqual([
			["Parade", 7, "event"],
			["Picnic", 3, "event"],
		]);
	});

	it("names creators by storefront, other taxonomy values by themselves, and filters by taxonomy type", async () => {
		const okafor = await insertFamily(ctx.database, "okafor@family.test", "The Okafor Family");
		const nameless = await insertFamily(ctx.database, "nameless@family.test", null);
		await insertClicks(ctx.database, [
			{
				entity_type: "taxonomy",
				entity_id: okafor,
				taxonomy_type: "creator",
				total_clicks: 30,
				unique_visitors: 30,
			},
			{
				entity_type: "taxonomy",
				entity_id: nameless,
				taxonomy_type: "creator",
				total_clicks: 4,
				unique_visitors: 4,
			},
			{
				entity_type: "taxonomy",
				entity_id: "1970s",
				taxonomy_type: "decade",
				total_clicks: 20,
				unique_visitors: 20,
			},
			{
				entity_type: "taxonomy",
				entity_id: "Ohio",
				taxonomy_type: "location_state",
				total_clicks: 10,
				unique_visitors: 10,
			},
		]);
		expect((await popular("entity_type=taxonomy")).map((r) => [r.entity_name, r.taxonomy_type])).toEqual([
			["The Okafor Family", "creator"],
			["1970s", "decade"],
			["Ohio", "location_state"],
			["Unknown Creator", "creator"],
		]);
		expect((await popular("entity_type=taxonomy&taxonomy_type=creator")).map((r) => r.entity_id)).toEqual([
			okafor,
			nameless,
		]);
		expect(await popular("entity_type=taxonomy&taxonomy_type=city")).toEqual([]);
	});

	it("lists 20 tags by default, each named by its text", async () => {
		// Each tag leads to a live photo (matched lower-cased, as the tag page matches).
		const tagged = await insertPhotos(ctx.database, 25);
		for (const [i, id] of tagged.entries())
			await ctx.database.query(sql`update photos set tags = array[${`tag ${i}`}]::text[] where id = ${id}`);
		await insertClicks(
			ctx.database,
			Array.from({ length: 25 }, (_, i) => ({
				entity_type: "tag" as const,
				entity_id: `Tag ${i}`,
				taxonomy_type: "tag",
				total_clicks: 100 - i,
				unique_visitors: 100 - i,
			})),
		);
		const items = await popular("entity_type=tag");
		expect(items).toHaveLength(TRACKING.popularTagsLimit);
		expect(items.slice(0, 2).map((r) => [r.entity_name, r.taxonomy_type])).toEqual([
			["Tag 0", "tag"],
			["Tag 1", "tag"],
		]);
		expect(await popular("entity_type=tag&limit=5")).toHaveLength(5);
	});

	it("never lists a tag that leads nowhere: only tags with at least one live photo (issue 28)", async () => {
		await clearClicks();
		const [live, archived, draft] = [
			...(await insertPhotos(ctx.database, 1)),
			...(await insertPhotos(ctx.database, 1, { status: "archived" })),
			...(await insertPhotos(ctx.database, 1, { status: "draft" })),
		];
		const tag = (id: string | undefined, tags: string[]) =>
			ctx.database.query(sql`update photos set tags = ${sqlArray(tags)}::text[] where id = ${id ?? ""}`);
		await tag(live, ["zz lemonade stall", "both"]);
		await tag(archived, ["only archived", "both"]);
		await tag(draft, ["only draft"]);
		await insertClicks(
			ctx.database,
			["ZZ Lemonade Stall", "only archived", "only draft", "nowhere at all", "both"].map((entity_id, i) => ({
				entity_type: "tag" as const,
				entity_id,
				taxonomy_type: "tag",
				total_clicks: 10,
				unique_visitors: 50 - i,
			})),
		);
		expect((await popular("entity_type=tag")).map((r) => r.entity_id)).toEqual(["ZZ Lemonade Stall", "both"]);
		// Its last live photo archived: the tag leaves the list with it.
		await ctx.database.query(sql`update photos set photo_status = 'archived' where id = ${live ?? ""}`);
		expect(await popular("entity_type=tag")).toEqual([]);
		await clearClicks();
	});

	it("refuses an unknown entity or taxonomy type", async () => {
		for (const query of [
			"",
			"entity_type=person",
			"entity_type=taxonomy&taxonomy_type=nope",
			"entity_type=tag&limit=0",
		]) {
			const res = await ctx.app.inject({ method: "GET", url: `/api/popular?${query}` });
			expect(res.statusCode, query).toBe(400);
		}
	});
});

describe("GET /api/popular/photos paging and the guest cap", () => {
	let ranked: string[] = [];
	let member: AuthClient;
	beforeAll(async () => {
		await clearClicks();
		const ids = await insertPhotos(ctx.database, 30);
		// 30 clicked live photos with distinct visitor counts: ranked is the order by visitors.
		await insertClicks(
			ctx.database,
			ids.map((id, i) => ({
				entity_type: "photo" as const,
				entity_id: id,
				total_clicks: 200 - ((i * 7) % 30),
				unique_visitors: 200 - ((i * 7) % 30),
			})),
		);
		ranked = ids
			.map((id, i) => ({ id, visitors: 200 - ((i * 7) % 30) }))
			.sort((a, b) => b.visitors - a.visitors)
			.map((r) => r.id);
		member = authClient(ctx);
		await signUp(ctx, member, "member@studio.test");
	});

	it("caps a guest at the first 24", async () => {
		const first = await page("?limit=24");
		expect(first.photos.map((p) => p.id)).toEqual(ranked.slice(0, 24));
		expect(first).toMatchObject({ offset: 0, limit: 24, has_more: false, guest_limited: true });
		const beyond = await page("?limit=24&offset=24");
		expect(beyond).toMatchObject({ photos: [], has_more: false, guest_limited: true });
	});

	it("pages a guest inside the cap with has_more until it is reached", async () => {
		const a = await page("?limit=10");
		expect(a).toMatchObject({ has_more: true, guest_limited: false });
		const b = await page("?limit=10&offset=10");
		expect(b).toMatchObject({ has_more: true, guest_limited: false });
		const c = await page("?limit=10&offset=20");
		expect(c.photos.map((p) => p.id)).toEqual(ranked.slice(20, 24));
		expect(c).toMatchObject({ has_more: false, guest_limited: true });
		expect([...a.photos, ...b.photos, ...c.photos].map((p) => p.id)).toEqual(ranked.slice(0, 24));
	});

	it("lets a signed-in member page through all 30", async () => {
		const first = await page("?limit=24", member);
		expect(first.photos.map((p) => p.id)).toEqual(ranked.slice(0, 24));
		expect(first).toMatchObject({ has_more: true, guest_limited: false });
		const second = await page("?limit=24&offset=24", member);
		expect(second.photos.map((p) => p.id)).toEqual(ranked.slice(24));
		expect(second).toMatchObject({ has_more: false, guest_limited: false });
		const exact = await page("?limit=10&offset=20", member);
		expect(exact.photos).toHaveLength(10);
		expect(exact.has_more).toBe(false);
	});

	it("draws pages from a pool of ten times the page size", async () => {
		const seen: string[] = [];
		for (let offset = 0; offset < 20; offset += 2) {
			const p = await page(`?limit=2&offset=${offset}`, member);
			seen.push(...p.photos.map((x) => x.id));
			expect(p.has_more, `offset ${offset}`).toBe(offset < 18);
		}
		expect(seen).toEqual(ranked.slice(0, 20));
		expect(await page("?limit=2&offset=20", member)).toMatchObject({ photos: [], has_more: false });
		// A guest's pool of 20 is inside the cap: nothing more to sign in for.
		expect(await page("?limit=2&offset=18")).toMatchObject({ has_more: false, guest_limited: false });
		expect((await page("?limit=2&offset=18")).photos).toHaveLength(2);
	});

	it("says guest_limited only when signing in would show more", async () => {
		await ctx.database.query(
			sql`update photos set photo_status = 'archived' where id in (${sql.join(
				ranked.slice(24).map((id) => sql`${id}::uuid`),
				sql`, `,
			)})`,
		);
		expect(await page("?limit=24")).toMatchObject({ has_more: false, guest_limited: false });
		expect((await page("?limit=24")).photos).toHaveLength(24);
	});

	it("is never cached for others", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/popular/photos" });
		expect(res.headers["cache-control"]).toBe("private, no-store");
	});
});

describe("catalogue endpoints", () => {
	it("counts live photos only", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/photos/count" });
		const [row] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from photos where photo_status = 'live'`,
		);
		expect(res.json()).toEqual({ count: row?.n });
		expect(res.headers["cache-control"]).toBe("public, max-age=300");
	});

	it("returns the active banner", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/api/banner" });
		expect(res.json().banner.content).toContain("Browse the collections");
		await ctx.database.query(sql`update site_banners set is_active = false`);
		const none = await ctx.app.inject({ method: "GET", url: "/api/banner" });
		expect(none.json()).toEqual({ banner: null });
	});

	it("lists the backgrounds once drawn, and the demo archive's eleven studio logos", async () => {
		const { ensureBrandAssets } = await import("../media/brand");
		await ensureBrandAssets(ctx.storage);
		const bg = await ctx.app.inject({ method: "GET", url: "/api/background-images" });
		expect(bg.json().images).toEqual(Array.from({ length: 6 }, (_, i) => `/media/backgrounds/${i + 1}.jpg`));
		// Redrawn under the same name when the drawing changes: kept a day, not a year.
		const background = await ctx.app.inject({ method: "GET", url: "/media/backgrounds/1.jpg" });
		expect(background.headers["cache-control"]).toBe("public, max-age=86400");
		const logos = (await ctx.app.inject({ method: "GET", url: "/api/studio-logos" })).json().logos as {
			name: string;
			logo_url: string;
		}[];
		expect(logos.map((logo) => logo.name)).toEqual([...DEMO_STUDIO_NAMES]);
		const file = await ctx.app.inject({ method: "GET", url: logos[0]?.logo_url ?? "" });
		expect(file.statusCode).toBe(200);
		expect(file.headers["content-type"]).toBe("image/webp");
		// Named by their content: a new upload gets a new name, so browsers keep each a year.
		expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
	});
});
