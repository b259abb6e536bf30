import {
	PopularContentResponse,
	type PopularContentRow,
	PopularPhotosPage,
	TrendingResponse,
} from "@core/contracts/analytics";
import { SearchResponse } from "@core/contracts/search";
import { TRACKING } from "@core/tracking";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPreparation } from "../../demo/preparation";
import { insertPhotos } from "../../test/fixtures/photos";
import { createTestApp, type TestContext } from "../../test/harness";
import { HISTORY_DAYS, HISTORY_PHOTO_LIMIT, photoHistory } from "./history";
import { planDemo } from "./plan";
import { resetCatalogue, seedDemo } from "./seed";

const PHOTOS = 40;

describe("the demo click history, as planned", () => {
	const plan = planDemo({ photos: 60, seed: 3, uniqueImageLimit: 600 });
	const anchor = Date.UTC(2026, 10, 20, 9);

	it("clicks only what a live photo of the archive holds, within the last days", () => {
		for (const [i, photo] of plan.drafts.entries()) {
			const clicks = photoHistory(photo, i, 3, anchor);
			if (photo.photo_status !== "live") {
				expect(clicks).toEqual([]);
				continue;
			}
			expect(clicks.filter((c) => c.event_type === "photo_view").length).toBeGreaterThan(0);
			for (const c of clicks) {
				expect(c.created_at.getTime()).toBeLessThanOrEqual(anchor);
				expect(c.created_at.getTime()).toBeGreaterThan(anchor - (HISTORY_DAYS + 1) * 86_400_000);
				expect(c.visitor).toMatch(/^a:demo-\d{4}$/);
				if (c.event_type === "photo_view") expect(c.entity_id).toBe(photo.id);
				if (c.event_type === "tag_click") expect(photo.tags).toContain(c.entity_id);
				if (c.event_type === "event_click") expect(photo.eventIds).toContain(c.entity_id);
				if (c.event_type === "creator_click") expect(c.entity_id).toBe(photo.user_id);
				if (c.taxonomy_type === "decade") expect(c.entity_id).toBe(photo.decade_taken);
			}
			// A visitor views a photo once: distinct visitors are its views.
			const viewers = clicks.filter((c) => c.event_type === "photo_view").map((c) => c.visitor);
			expect(new Set(viewers).size).toBe(viewers.length);
		}
	});

	it("is the same for the same seed and photo, whatever the batch, and another for another seed", () => {
		const photo = plan.drafts.find((p) => p.photo_status === "live");
		if (!photo) throw new Error("no live photo planned");
		const index = plan.drafts.indexOf(photo);
		expect(photoHistory(photo, index, 3, anchor)).toEqual(photoHistory(photo, index, 3, anchor));
		expect(photoHistory(photo, index, 4, anchor)).not.toEqual(photoHistory(photo, index, 3, anchor));
		expect(photoHistory(photo, HISTORY_PHOTO_LIMIT, 3, anchor)).toEqual([]);
	});
});

let ctx: TestContext;
beforeAll(async () => {
	ctx = await createTestApp();
});
afterAll(() => ctx.close());

const json = async (url: string) => {
	const res = await ctx.app.inject({ method: "GET", url });
	expect(res.statusCode, res.body).toBe(200);
	return res.json();
};

/** What the home page shows (its popular card, popular tags, the Trending strip), without the click times. */
async function homeLists() {
	const withoutTime = ({ last_clicked_at: _t, ...row }: PopularContentRow) => row;
	return {
		photos: PopularPhotosPage.parse(await json("/api/popular/photos?limit=24")).photos.map((p) => p.id),
		tags: PopularContentResponse.parse(
			await json(`/api/popular?entity_type=tag&limit=${TRACKING.popularTagsLimit}`),
		).items.map(withoutTime),
		trending: TrendingResponse.parse(await json("/api/trending")).chips,
	};
}

const demoClicks = async () =>
	(await ctx.database.query<{ n: number }>(sql`select count(*)::int as n from click_events`))[0]?.n;

describe("the demo seed's click history (issue 28)", () => {
	let first: Awaited<ReturnType<typeof homeLists>>;

	it("fills the home page's popular photos, popular tags and Trending strip at once", async () => {
		await seedDemo(ctx.database, ctx.storage, { photos: PHOTOS, seed: 3 });
		first = await homeLists();
		expect(first.photos.length).toBeGreaterThanOrEqual(10);
		expect(first.tags.length).toBeGreaterThanOrEqual(TRACKING.popularTagsShown);
		expect(first.trending.filter((c) => c.kind === "event").length).toBeGreaterThan(0);
		expect(first.trending.filter((c) => c.kind === "taxonomy").length).toBeGreaterThan(0);
		// Counted by the aggregator's fold in the seed's own transactions: nothing is left queued.
		const [queued] = await ctx.database.query<{ n: number }>(
			sql`select count(*)::int as n from click_events where not processed`,
		);
		expect(queued?.n).toBe(0);
		// Spread over the last days (the daily table the admin's ranges read).
		const [days] = await ctx.database.query<{ n: number }>(
			sql`select count(distinct day)::int as n from click_daily`,
		);
		expect(days?.n).toBeGreaterThan(5);
	});

	it("makes popular only tags of the archive's own vocabulary, each leading to live photos", async () => {
		const vocabulary = new Set(
			(await ctx.database.query<{ name: string }>(sql`select lower(name) as name from tags`)).map(
				(t) => t.name,
			),
		);
		for (const tag of first.tags) {
			expect(vocabulary.has(tag.entity_id.toLowerCase()), tag.entity_id).toBe(true);
			const page = SearchResponse.parse(
				await json(`/api/search?tag=${encodeURIComponent(tag.entity_id)}&limit=24`),
			);
			expect(page.photos.length, tag.entity_id).toBeGreaterThan(0);
		}
		// Not the generic words every photo carries.
		expect(first.tags.map((t) => t.entity_id)).not.toContain("family");
	});

	it("is the same for the same seed, and another for another seed", async () => {
		await resetCatalogue(ctx.database);
		await seedDemo(ctx.database, ctx.storage, { photos: PHOTOS, seed: 3 });
		expect(await homeLists()).toEqual(first);
		await resetCatalogue(ctx.database);
		await seedDemo(ctx.database, ctx.storage, { photos: PHOTOS, seed: 4 });
		expect((await homeLists()).photos).not.toEqual(first.photos);
	});

	it("is never written without the demo seed: a reset, real photos and a start with SEED_PHOTOS 0 leave no clicks", async () => {
		await resetCatalogue(ctx.database);
		expect(await demoClicks()).toBe(0);
		await insertPhotos(ctx.database, 5);
		const production = await startPreparation({
			database: ctx.database,
			storage: ctx.storage,
			seedPhotos: 0,
			print: () => undefined,
			log: ctx.app.log,
		});
		await production.finished;
		expect(await demoClicks()).toBe(0);
		const empty = await homeLists();
		expect(empty).toEqual({ photos: [], tags: [], trending: [] });
	});
});
