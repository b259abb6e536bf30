import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIRST_ANSWERS_ID } from "@core/first-answers";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetCatalogue } from "../db/seed/seed";
import { countPhotos } from "../photos/service";
import { createTestApp, type TestContext } from "../test/harness";
import { startPreparation } from "./preparation";

/** Three batches of 10. */
const PHOTOS = 30;

const TEMPLATE = `<!doctype html>
<html lang="en">
	<head>
		<meta charset="UTF-8" />
		<title>Template title</title>
		<script type="module" crossorigin src="/assets/index-a1.js"></script>
	</head>
	<body><div id="root"><!--boot-view--></div></body>
</html>`;

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
	webDir = mkdtempSync(path.join(os.tmpdir(), "snap-prep-web-"));
	writeFileSync(path.join(webDir, "index.html"), TEMPLATE);
	ctx = await createTestApp({ webDir });
});
afterAll(async () => {
	await ctx.close();
	rmSync(webDir, { recursive: true, force: true });
});

const get = async (url: string) => ctx.app.inject({ method: "GET", url });
const json = async (url: string) => (await get(url)).json();
/** The live photos the filter options count (the server keeps them a minute unless the lists change). */
const optionsCount = async () =>
	((await json("/api/filter-options")) as { decades: { count: number }[] }).decades.reduce(
		(n, d) => n + d.count,
		0,
	);
/** The addresses in the sitemap: storefronts and taxonomy pages of the values live photos have. */
const sitemapSize = async () => ((await get("/sitemap.xml")).body.match(/<loc>/g) ?? []).length;
const liveCount = async () => countPhotos(ctx.database, { liveOnly: true });

/** Starts the preparation and holds it once its first batch (10 photos) is written. */
async function startHeldAfterFirstBatch() {
	const printed: string[] = [];
	let release = () => {};
	const held = new Promise<void>((resolve) => {
		release = resolve;
	});
	let reached = () => {};
	const firstBatch = new Promise<void>((resolve) => {
		reached = resolve;
	});
	const preparation = await startPreparation({
		database: ctx.database,
		storage: ctx.storage,
		seedPhotos: PHOTOS,
		print: (line) => printed.push(line),
		log: ctx.app.log,
		onProgress: (done) => {
			if (done !== 10) return;
			reached();
			return held;
		},
	});
	return { printed, release, firstBatch, preparation };
}

describe("the first start's demo archive, prepared while the site serves", () => {
	it("serves pages and lists from the first batch on, reports its progress, and is ready once complete", async () => {
		const { printed, release, firstBatch, preparation } = await startHeldAfterFirstBatch();
		// At once, before a photo is drawn: not ready, and the status says what is coming.
		expect((await get("/api/ready")).statusCode).toBe(503);
		expect(await json("/api/status")).toEqual({ demo_archive: { photos_done: 0, photos_total: PHOTOS } });

		await firstBatch;
		const status = await get("/api/status");
		expect(status.headers["cache-control"]).toBe("no-store");
		expect(status.json()).toEqual({ demo_archive: { photos_done: 10, photos_total: PHOTOS } });
		const notReady = await get("/api/ready");
		expect(notReady.statusCode).toBe(503);
		expect(notReady.json()).toMatchObject({ ready: false, preparing: true, shutting_down: false });

		// The site answers with what exists: a page (carrying the status for its note), the lists.
		const page = await get("/photos");
		expect(page.statusCode).toBe(200);
		const answers = JSON.parse(
			page.body.match(new RegExp(`<script[^>]*id="${FIRST_ANSWERS_ID}"[^>]*>(.*?)</script>`, "s"))?.[1] ??
				"{}",
		) as Record<string, unknown>;
		expect(answers["/api/status"]).toEqual({ demo_archive: { photos_done: 10, photos_total: PHOTOS } });
		const someLive = await liveCount();
		expect(someLive).toBeGreaterThan(0);
		expect(someLive).toBeLessThanOrEqual(10);
		expect(((await json("/api/search?limit=48")) as { photos: unknown[] }).photos).toHaveLength(someLive);
		// The home page is alive from the first batch on: its photos came with their click history (issue 28).
		expect(((await json("/api/popular/photos")) as { photos: unknown[] }).photos.length).toBeGreaterThan(0);
		expect(
			((await json("/api/popular?entity_type=tag")) as { items: unknown[] }).items.length,
		).toBeGreaterThan(0);
		expect(((await json("/api/trending")) as { chips: unknown[] }).chips.length).toBeGreaterThan(0);
		// Asked now, these are kept (filter options a minute, the sitemap ten) ...
		expect(await optionsCount()).toBe(someLive);
		const someSitemap = await sitemapSize();

		release();
		await preparation.finished;
		// ... and still follow the archive to its end: each batch tells the caches the lists changed.
		const allLive = await liveCount();
		expect(allLive).toBeGreaterThan(someLive);
		expect(await optionsCount()).toBe(allLive);
		expect(await sitemapSize()).toBeGreaterThan(someSitemap);
		expect(await json("/api/status")).toEqual({ demo_archive: null });
		const ready = await get("/api/ready");
		expect(ready.statusCode).toBe(200);
		expect(ready.json()).toMatchObject({ ready: true, preparing: false });
		expect(printed[0]).toBe(
			`Empty catalogue: preparing a demo archive of ${PHOTOS} photos in the background…`,
		);
		expect(printed).toContain(`  demo archive: 30 of ${PHOTOS} photos`);
		expect(printed.at(-1)).toMatch(/^Demo archive ready: 30 photos, 30 images drawn in \d+\.\d s\.$/);
	});

	it("stops at a batch's end when the server stops, and the restart resumes it: no photo twice", async () => {
		await resetCatalogue(ctx.database);
		const { printed, release, firstBatch, preparation: first } = await startHeldAfterFirstBatch();
		await firstBatch;
		// SIGTERM mid-seed: the server stops its preparation, then closes.
		const stopped = first.stop();
		release();
		await stopped;
		expect(await countPhotos(ctx.database)).toBe(10);
		expect((await get("/api/ready")).statusCode).toBe(200);

		const restarted = await startPreparation({
			database: ctx.database,
			storage: ctx.storage,
			seedPhotos: 300,
			print: (line) => printed.push(line),
			log: ctx.app.log,
		});
		expect(await json("/api/status")).toEqual({ demo_archive: { photos_done: 10, photos_total: PHOTOS } });
		await restarted.finished;
		expect(printed).toContain(
			`Resuming the demo archive: 10 of ${PHOTOS} photos are in, drawing the rest in the background…`,
		);
		const [counts] = await ctx.database.query<{ photos: number; ids: number; max: number }>(
			sql`select count(*)::int as photos, count(distinct id)::int as ids, max(photoid)::int as max from photos`,
		);
		expect(counts).toEqual({ photos: PHOTOS, ids: PHOTOS, max: PHOTOS });
		expect(await json("/api/status")).toEqual({ demo_archive: null });
	});

	it("leaves a complete catalogue alone, and prepares nothing with SEED_PHOTOS 0 (production)", async () => {
		const printed: string[] = [];
		const again = await startPreparation({
			database: ctx.database,
			storage: ctx.storage,
			seedPhotos: PHOTOS,
			print: (line) => printed.push(line),
			log: ctx.app.log,
		});
		expect(await json("/api/status")).toEqual({ demo_archive: null });
		await again.finished;
		const production = await startPreparation({
			database: ctx.database,
			storage: ctx.storage,
			seedPhotos: 0,
			print: (line) => printed.push(line),
			log: ctx.app.log,
		});
		expect(await json("/api/status")).toEqual({ demo_archive: null });
		await production.finished;
		expect(printed).toEqual([]);
		expect((await get("/api/ready")).statusCode).toBe(200);
	});
});
