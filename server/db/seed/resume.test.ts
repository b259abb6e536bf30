import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localStorage, type MediaStorage } from "../../media/storage";
import { countPhotos } from "../../photos/service";
import { createTestDatabase, type TestDatabase } from "../../test/harness";
import { readDemoSeed } from "./marker";
import { planDemo } from "./plan";
import { CatalogueNotEmptyError, resetCatalogue, SeedInProgressError, seedDemo } from "./seed";

/** 30 photos go in three batches of 10. */
const PHOTOS = 30;
const SEED = 7;

let mediaDir: string;
let storage: MediaStorage;
let database: TestDatabase;

beforeAll(async () => {
	mediaDir = mkdtempSync(path.join(os.tmpdir(), "snap-seed-resume-"));
	storage = localStorage(mediaDir);
	database = await createTestDatabase();
});
afterAll(async () => {
	await database.dispose();
	rmSync(mediaDir, { recursive: true, force: true });
});
beforeEach(() => resetCatalogue(database));

/** A seed stopped by its signal once `after` photos are in, as a shutdown stops it. */
async function seedUntil(after: number) {
	const controller = new AbortController();
	const result = await seedDemo(database, storage, {
		photos: PHOTOS,
		seed: SEED,
		signal: controller.signal,
		onProgress: (_stage, done) => {
			if (done >= after) controller.abort();
		},
	});
	expect(result.stopped).toBe(true);
	return result;
}

/** What the catalogue holds, to compare with the plan of an uninterrupted seed. */
async function catalogue() {
	const [counts] = await database.query<Record<string, number>>(sql`select
		(select count(*)::int from photos) as photos,
		(select count(distinct id)::int from photos) as distinct_photos,
		(select count(*)::int from faces) as faces,
		(select count(*)::int from photo_events) as photo_events,
		(select count(*)::int from collections) as collections,
		(select count(*)::int from site_banners) as banners,
		(select count(*)::int from users where email like '%@demo.example') as families`);
	const rows = await database.query<{ id: string; photoid: number; thumbnail_url: string }>(
		sql`select id, photoid, thumbnail_url from photos order by photoid`,
	);
	return { counts, rows };
}

function expectWholeArchive(result: Awaited<ReturnType<typeof catalogue>>) {
	const plan = planDemo({ photos: PHOTOS, seed: SEED, uniqueImageLimit: 600 });
	expect(result.counts).toEqual({
		photos: PHOTOS,
		distinct_photos: PHOTOS,
		faces: plan.drafts.reduce((n, p) => n + p.faces.length, 0),
		photo_events: plan.drafts.reduce((n, p) => n + p.eventIds.length, 0),
		collections: plan.collections.length,
		banners: 1,
		families: plan.families.length,
	});
	// The photos of an uninterrupted seed, in its order, numbered 1… without a gap.
	expect(result.rows.map((r) => r.id)).toEqual(plan.drafts.map((p) => p.id));
	expect(result.rows.map((r) => r.photoid)).toEqual(plan.drafts.map((_, i) => i + 1));
	expect(result.rows.map((r) => r.thumbnail_url)).toEqual(
		plan.drafts.map((_, i) => `/media/thumbs/p${String(i).padStart(6, "0")}.webp`),
	);
}

describe(`a demo seed stopped part way, on ${process.env.TEST_DATABASE_URL ? "the PostgreSQL server" : "PGlite"}`, () => {
	it("leaves whole batches and its marker, and the next seed finishes it: the same archive, nothing twice", async () => {
		await seedUntil(10);
		expect(await countPhotos(database)).toBe(10);
		expect(await readDemoSeed(database)).toMatchObject({
			state: "running",
			photos: PHOTOS,
			seed: SEED,
			photosDone: 10,
			owner: null,
			held: false,
		});
		// Not complete: its collections and banner come last.
		expect((await catalogue()).counts).toMatchObject({ collections: 0, banners: 0 });

		// A batch cut short by a kill took photo numbers from the sequence all the same.
		await database.query(
			sql`select nextval(pg_get_serial_sequence('photos', 'photoid')) from generate_series(1, 3)`,
		);

		// The restart asks for its own default archive; the interrupted one is finished instead.
		const resumed = await seedDemo(database, storage, { photos: 300, seed: 1 });
		expect(resumed).toMatchObject({ photos: PHOTOS, resumedFrom: 10, stopped: false, images: 20 });
		expectWholeArchive(await catalogue());
		expect(await readDemoSeed(database)).toMatchObject({ state: "done", photosDone: PHOTOS, owner: null });
		await expect(seedDemo(database, storage, { photos: PHOTOS, seed: SEED })).rejects.toBeInstanceOf(
			CatalogueNotEmptyError,
		);
	});

	it("waits for a live owner, and takes a dead one's seed over once its heartbeat is old", async () => {
		await seedUntil(20);
		// Another process claimed it a moment ago: on the server it may still be writing.
		await database.query(sql`update demo_seed set owner = 'elsewhere:1:ab', heartbeat_at = now()`);
		if (database.driver === "postgres") {
			const refused = seedDemo(database, storage, { photos: PHOTOS, seed: SEED });
			await expect(refused).rejects.toBeInstanceOf(SeedInProgressError);
			await expect(refused).rejects.toThrow("being prepared (20 of 30 photos)");
			await expect(resetCatalogue(database)).rejects.toBeInstanceOf(SeedInProgressError);
			expect(await countPhotos(database)).toBe(20);
		}
		// Its heartbeat stopped a minute ago: the process is gone.
		await database.query(sql`update demo_seed set heartbeat_at = now() - interval '1 minute'`);
		const resumed = await seedDemo(database, storage, { photos: PHOTOS, seed: SEED });
		expect(resumed).toMatchObject({ resumedFrom: 20, stopped: false });
		expectWholeArchive(await catalogue());
	});

	it("refuses a second seed and a reset while one is writing in this process", async () => {
		let release = () => {};
		const held = new Promise<void>((resolve) => {
			release = resolve;
		});
		let paused = () => {};
		const reachedBatch = new Promise<void>((resolve) => {
			paused = resolve;
		});
		const running = seedDemo(database, storage, {
			photos: PHOTOS,
			seed: SEED,
			onProgress: (_stage, done) => {
				if (done !== 10) return;
				paused();
				return held;
			},
		});
		await reachedBatch;
		await expect(seedDemo(database, storage, { photos: PHOTOS, seed: SEED })).rejects.toBeInstanceOf(
			SeedInProgressError,
		);
		await expect(resetCatalogue(database)).rejects.toThrow("being prepared (10 of 30 photos)");
		release();
		expect(await running).toMatchObject({ stopped: false, resumedFrom: 0 });
		expectWholeArchive(await catalogue());
	});
});
