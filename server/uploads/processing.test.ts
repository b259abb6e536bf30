import { existsSync } from "node:fs";
import path from "node:path";
import { familyUploadPaths } from "@core/contracts/uploads";
import { NEAR_DUPLICATE_MAX_DISTANCE } from "@core/family";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob, runDueJobs } from "../jobs/queue";
import { jobHandlers } from "../jobs/setup";
import { avifVariant } from "../media/derivatives";
import { hashDistance } from "../media/phash";
import { type AuthClient, authClient, signUpFamily } from "../test/auth-client";
import { storedFiles } from "../test/fixtures/images";
import { photoLike } from "../test/fixtures/uploads";
import { createTestApp, type TestContext } from "../test/harness";
import { DERIVATIVES_MAX_ATTEMPTS } from "./derivatives-job";

let ctx: TestContext;
let rose: AuthClient;
let roseId = "";
let oak: AuthClient;

beforeAll(async () => {
	ctx = await createTestApp();
	rose = authClient(ctx);
	roseId = await signUpFamily(ctx, rose, "rose@family.test", "The Rose Family");
	oak = authClient(ctx);
	await signUpFamily(ctx, oak, "oak@family.test", "The Oak Family");
});
afterAll(async () => ctx?.close());

const upload = (client: AuthClient, body: Buffer, type: string, filename: string) =>
	client.request({
		method: "POST",
		url: `${familyUploadPaths.uploads}?${new URLSearchParams({ filename })}`,
		payload: body,
		headers: { "content-type": type },
	});
const status = (client: AuthClient, ids: string[]) =>
	client.get(`${familyUploadPaths.status}?ids=${ids.join(",")}`);
/** The app's own handlers, run now (the tests' app has no worker: JOB_QUEUE_INTERVAL_MS 0). */
/** Warnings (a retried job) are expected here; an error still fails the test. */
const log = { warn: () => undefined, error: console.error };
const runJobs = () => runDueJobs({ database: ctx.database, log }, jobHandlers({ storage: ctx.storage }));

type PhotoFacts = {
	processing_state: string;
	thumbnail_url: string | null;
	preview_url: string | null;
	phash: string | null;
	dominant_color: string | null;
	original_key: string;
	width: number;
	height: number;
	date_taken: string | null;
	decade_taken: string | null;
	user_id: string;
	photo_status: string;
	title: string;
};
const facts = async (id: string) =>
	(
		await ctx.database.query<PhotoFacts>(sql`
			select processing_state, thumbnail_url, preview_url, phash::text as phash, dominant_color, original_key,
				width, height, date_taken::text as date_taken, decade_taken, user_id, photo_status, title
			from photos where id = ${id}`)
	)[0];
const jobsOf = (id: string) =>
	ctx.database.query<{ state: string; attempts: number; last_error: string | null }>(
		sql`select state, attempts, last_error from jobs where payload->>'photoId' = ${id} order by id`,
	);
const media = (url: string | null) => path.join(ctx.storage.publicDir, String(url).replace(/^\/media\//, ""));

/** Stored 1600 × 1300, shown a quarter turn rotated (EXIF orientation 6), taken on 4 July 1974. */
async function datedJpeg(seed = 1): Promise<Buffer> {
	return (await photoLike(1600, 1300, seed))
		.jpeg({ quality: 85 })
		.withMetadata({ orientation: 6 })
		.withExif({ IFD2: { DateTimeOriginal: "1974:07:04 12:30:00" } })
		.toBuffer();
}

describe("a family's upload", () => {
	let first = "";

	it("is kept, answered 'processing', and made 'ready' by its job: derivatives, hash, colour", async () => {
		const res = await upload(rose, await datedJpeg(), "image/jpeg", "Grandma_at-the_lake.jpg");
		expect(res.statusCode, res.body).toBe(201);
		const { photo } = res.json();
		expect(photo).toMatchObject({ title: "Grandma at the lake", processing_state: "processing" });
		expect(photo.photoid).toBeGreaterThan(0);
		first = photo.id;

		const before = await facts(first);
		expect(before).toMatchObject({
			processing_state: "processing",
			thumbnail_url: null,
			preview_url: null,
			phash: null,
			user_id: roseId,
			photo_status: "draft",
			width: 1300,
			height: 1600,
			date_taken: "1974-07-04",
			decade_taken: "1970s",
		});
		expect(existsSync(path.join(ctx.storage.privateDir, String(before?.original_key)))).toBe(true);
		expect(await jobsOf(first)).toEqual([{ state: "queued", attempts: 0, last_error: null }]);
		expect((await status(rose, [first])).json()).toEqual({
			photos: [{ id: first, processing_state: "processing", thumbnail_url: null }],
		});

		expect(await runJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
		const after = await facts(first);
		expect(after?.processing_state).toBe("ready");
		expect(after?.phash).toMatch(/^-?\d+$/);
		expect(after?.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
		for (const [url, size] of [
			[after?.thumbnail_url ?? null, [325, 400]],
			[after?.preview_url ?? null, [975, 1200]],
		] as const) {
			const webp = await sharp(media(url)).metadata();
			expect([webp.format, webp.width, webp.height]).toEqual(["webp", ...size]);
			expect((await sharp(media(avifVariant(String(url)))).metadata()).compression).toBe("av1");
		}
		expect(await jobsOf(first)).toEqual([{ state: "done", attempts: 1, last_error: null }]);
		expect((await status(rose, [first])).json()).toEqual({
			photos: [{ id: first, processing_state: "ready", thumbnail_url: after?.thumbnail_url }],
		});
	});

	it("takes a PNG named .jpg by its content, and its hash finds a resized copy of another upload", async () => {
		const copy = await sharp(await datedJpeg())
			.rotate()
			.resize(1250)
			.png()
			.toBuffer();
		const res = await upload(rose, copy, "image/jpeg", "copy.jpg");
		expect(res.statusCode, res.body).toBe(201);
		const { id } = res.json().photo;
		expect((await facts(id))?.original_key).toMatch(/\.png$/);
		const different = await upload(
			rose,
			await (await photoLike(1600, 1200, 9)).jpeg().toBuffer(),
			"image/jpeg",
			"other.jpg",
		);
		expect(different.statusCode, different.body).toBe(201);
		expect(await runJobs()).toEqual({ done: 2, retried: 0, failed: 0 });
		const hash = async (photo: string) => BigInt((await facts(photo))?.phash ?? "x");
		expect(hashDistance(await hash(first), await hash(id))).toBeLessThanOrEqual(NEAR_DUPLICATE_MAX_DISTANCE);
		expect(hashDistance(await hash(first), await hash(different.json().photo.id))).toBeGreaterThan(
			NEAR_DUPLICATE_MAX_DISTANCE,
		);
	});

	it("is harmless to process twice, and a photo deleted meanwhile just ends its job", async () => {
		const before = await facts(first);
		const files = await storedFiles(ctx.storage);
		await enqueueJob(ctx.database.db, "photo_derivatives", { photoId: first });
		expect(await runJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
		expect(await facts(first)).toEqual(before);
		expect(await storedFiles(ctx.storage)).toEqual(files);

		const res = await upload(
			rose,
			await (await photoLike(1400, 1200, 4)).jpeg().toBuffer(),
			"image/jpeg",
			"gone.jpg",
		);
		const { id } = res.json().photo;
		await ctx.database.query(sql`delete from photos where id = ${id}`);
		expect(await runJobs()).toEqual({ done: 1, retried: 0, failed: 0 });
		expect(
			(await storedFiles(ctx.storage)).filter((file) => file.includes(id) && !file.includes("uploads")),
		).toEqual([]);
	});

	it("retries a failing job with a growing delay, then marks the photo 'failed'", async () => {
		const res = await upload(
			rose,
			await (await photoLike(1500, 1200, 5)).jpeg().toBuffer(),
			"image/jpeg",
			"lost.jpg",
		);
		const { id } = res.json().photo;
		// The original goes missing: every attempt fails.
		await ctx.storage.deletePrivate(String((await facts(id))?.original_key));
		const waits: number[] = [];
		for (let attempt = 1; attempt < DERIVATIVES_MAX_ATTEMPTS; attempt++) {
			expect(await runJobs()).toEqual({ done: 0, retried: 1, failed: 0 });
			const [wait] = await ctx.database.query<{ s: number }>(
				sql`select extract(epoch from run_after - now())::float8 as s from jobs where payload->>'photoId' = ${id}`,
			);
			waits.push(wait?.s ?? 0);
			// Not due yet: a pass now leaves it alone.
			expect(await runJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
			expect((await facts(id))?.processing_state).toBe("processing");
			await ctx.database.query(sql`update jobs set run_after = now() where payload->>'photoId' = ${id}`);
		}
		expect(waits[0]).toBeGreaterThan(5);
		expect(waits[1]).toBeGreaterThan((waits[0] ?? 0) * 2);
		expect(waits[2]).toBeGreaterThan((waits[1] ?? 0) * 2);
		expect(await runJobs()).toEqual({ done: 0, retried: 0, failed: 1 });
		const [job] = await jobsOf(id);
		expect(job).toMatchObject({ state: "failed", attempts: DERIVATIVES_MAX_ATTEMPTS });
		expect(job?.last_error).toMatch(/no such file|ENOENT/i);
		expect((await status(rose, [id])).json().photos).toEqual([
			{ id, processing_state: "failed", thumbnail_url: null },
		]);
	});

	it("tells a family about its own photos only", async () => {
		const mine = (
			await upload(oak, await (await photoLike(1300, 1300, 6)).png().toBuffer(), "image/png", "oak.png")
		).json().photo.id;
		// Rose asks about Oak's photo beside her own: hers is answered, Oak's is as if it did not exist.
		expect((await status(rose, [first, mine])).json().photos.map((p: { id: string }) => p.id)).toEqual([
			first,
		]);
		expect((await status(oak, [first])).json()).toEqual({ photos: [] });
		expect((await status(oak, [mine])).json().photos).toHaveLength(1);
		const bad = await status(oak, ["not-a-uuid"]);
		expect(bad.statusCode).toBe(400);
	});
});
