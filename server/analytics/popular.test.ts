import { PopularPhotosResponse } from "@core/contracts/catalogue";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../db/seed/seed";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let live: { id: string }[];
beforeAll(async () => {
	ctx = await createTestApp();
	await seedDemo(ctx.database, ctx.storage, { photos: 12, seed: 3 });
	live = await ctx.database.query<{ id: string }>(
		sql`select id from photos where photo_status = 'live' order by photoid`,
	);
});
afterAll(() => ctx.close());

const popular = async (limit?: number) => {
	const res = await ctx.app.inject({
		method: "GET",
		url: `/api/popular/photos${limit ? `?limit=${limit}` : ""}`,
	});
	expect(res.statusCode).toBe(200);
	return PopularPhotosResponse.parse(res.json()).photos;
};

describe("GET /api/popular/photos", () => {
	it("is empty until photos have been clicked", async () => {
		expect(await popular()).toEqual([]);
	});

	it("orders live photos by clicks, ignores other entities and bad ids, and honours the limit", async () => {
		const [a, b, c] = live;
		if (!a || !b || !c) throw new Error("the seed made too few live photos");
		await ctx.database.query(sql`update photos set photo_status = 'archived' where id = ${c.id}`);
		await ctx.database.query(sql`insert into click_analytics (entity_type, entity_id, taxonomy_type, total_clicks, unique_users)
			values ('photo', ${a.id}, '', 5, 2), ('photo', ${b.id}, '', 9, 4), ('photo', ${c.id}, '', 50, 9),
			('photo', 'not-a-uuid', '', 99, 1), ('tag', ${a.id}, '', 80, 1)`);
		const photos = await popular();
		expect(photos.map((p) => p.id)).toEqual([b.id, a.id]);
		expect(photos[0]).toMatchObject({
			price: expect.any(Number),
			thumbnail_url: expect.stringMatching(/^\/media\/thumbs\//),
		});
		expect((await popular(1)).map((p) => p.id)).toEqual([b.id]);
	});

	it("rejects a limit outside 1 to 100", async () => {
		for (const limit of ["0", "101", "abc"]) {
			const res = await ctx.app.inject({ method: "GET", url: `/api/popular/photos?limit=${limit}` });
			expect(res.statusCode, limit).toBe(400);
		}
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

	it("lists backgrounds and the eleven studio logos once drawn", async () => {
		const { ensureBrandAssets } = await import("../media/brand");
		await ensureBrandAssets(ctx.storage);
		const bg = await ctx.app.inject({ method: "GET", url: "/api/background-images" });
		expect(bg.json().images).toEqual(Array.from({ length: 6 }, (_, i) => `/media/backgrounds/${i + 1}.jpg`));
		const logos = (await ctx.app.inject({ method: "GET", url: "/api/studio-logos" })).json().logos as {
			url: string;
		}[];
		expect(logos).toHaveLength(11);
		const file = await ctx.app.inject({ method: "GET", url: logos[0]?.url ?? "" });
		expect(file.statusCode).toBe(200);
		expect(file.headers["content-type"]).toBe("image/png");
		expect(file.headers["cache-control"]).toBe("public, max-age=3600");
	});
});
