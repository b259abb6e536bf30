import { familyApiPaths } from "@core/contracts/submissions";
import { familyUploadPaths } from "@core/contracts/uploads";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../cli/commands";
import { rowsOf } from "../db/executor";
import { photoRow } from "../db/factories/rows";
import { photos } from "../db/schema";
import { runDueJobs } from "../jobs/queue";
import { jobHandlers } from "../jobs/setup";
import { signUpAdmin } from "../test/admin-client";
import { type AuthClient, authClient, signUpFamily } from "../test/auth-client";
import { sendImage } from "../test/fixtures/images";
import { photoLike } from "../test/fixtures/uploads";
import { createTestApp, type TestContext } from "../test/harness";

let ctx: TestContext;
let rose: AuthClient;
let roseId = "";
let admin: AuthClient;
beforeAll(async () => {
	ctx = await createTestApp();
	rose = authClient(ctx);
	roseId = await signUpFamily(ctx, rose, "rose@family.test", "The Rose Family");
	admin = await signUpAdmin(ctx);
});
afterAll(() => ctx?.close());

const log = { warn: () => undefined, error: console.error };
const runJobs = () => runDueJobs({ database: ctx.database, log }, jobHandlers({ storage: ctx.storage }));
const familyUpload = async (body: Buffer, filename: string): Promise<string> => {
	const res = await sendImage(
		rose,
		"POST",
		`${familyUploadPaths.uploads}?${new URLSearchParams({ filename })}`,
		body,
		"image/jpeg",
	);
	expect(res.statusCode, res.body).toBe(201);
	return res.json().photo.id;
};
const adminIngest = async (body: Buffer, filename: string): Promise<string> => {
	const res = await sendImage(
		admin,
		"POST",
		`/api/admin/photos/uploads?${new URLSearchParams({ family: roseId, filename })}`,
		body,
		"image/jpeg",
	);
	expect(res.statusCode, res.body).toBe(201);
	return res.json().id ?? res.json().photo?.id;
};
const pairsOf = (id: string) =>
	rowsOf<{ other_id: string; distance: number }>(
		ctx.database.db,
		sql`select other_id, distance from photo_near_duplicates where photo_id = ${id} order by other_id`,
	);
const hashOf = async (id: string) =>
	(
		await rowsOf<{ phash: string | null }>(
			ctx.database.db,
			sql`select phash::text as phash from photos where id = ${id}`,
		)
	)[0]?.phash;

const picture = async (seed: number) => (await photoLike(1600, 1200, seed)).jpeg({ quality: 85 }).toBuffer();
/** The same picture scanned again: smaller, a little brighter, re-encoded. */
const rescan = async (seed: number) =>
	(await photoLike(1600, 1200, seed))
		.resize(1300)
		.modulate({ brightness: 1.04 })
		.jpeg({ quality: 70 })
		.toBuffer();

let uploaded = "";
let rescanned = "";
let ingested = "";

describe("near-duplicates are recorded where hashes are made", () => {
	it("by a family's upload once its derivatives job runs: both photos point at each other", async () => {
		uploaded = await familyUpload(await picture(3), "porch.jpg");
		const other = await familyUpload(await picture(8), "lake.jpg");
		expect(await runJobs()).toMatchObject({ done: 2, failed: 0 });
		expect(await pairsOf(uploaded)).toEqual([]);
		rescanned = await familyUpload(await rescan(3), "porch-again.jpg");
		// Not before its hash exists.
		expect(await pairsOf(rescanned)).toEqual([]);
		expect(await runJobs()).toMatchObject({ done: 1, failed: 0 });
		expect(await pairsOf(rescanned)).toEqual([{ other_id: uploaded, distance: expect.any(Number) }]);
		expect(await pairsOf(uploaded)).toEqual([{ other_id: rescanned, distance: expect.any(Number) }]);
		expect(await pairsOf(other)).toEqual([]);
	});

	it("by the admin's ingest, in the same transaction as the photo, against the whole archive", async () => {
		ingested = await adminIngest(await rescan(3), "porch-scan.jpg");
		expect(await hashOf(ingested)).toMatch(/^-?\d+$/);
		expect((await pairsOf(ingested)).map((p) => p.other_id).sort()).toEqual([uploaded, rescanned].sort());
		expect((await pairsOf(uploaded)).map((p) => p.other_id)).toContain(ingested);
	});

	it("and the family's photo list and the review queue show them", async () => {
		const listed = (await rose.get(familyApiPaths.photo(uploaded))).json().photo;
		expect(listed.near_duplicates.map((d: { own: boolean }) => d.own)).toEqual([true, true]);
		await ctx.database.query(sql`update photos set decade_taken = '1970s' where id = ${rescanned}`);
		const sent = await rose.post(familyApiPaths.submissions, { photo_ids: [rescanned] });
		expect(sent.statusCode, sent.body).toBe(201);
		const queue = (await admin.get("/api/admin/review")).json();
		const waiting = queue.photos.find((p: { id: string }) => p.id === rescanned);
		expect(waiting?.near_duplicates.map((d: { id: string }) => d.id).sort()).toEqual(
			[uploaded, ingested].sort(),
		);
	});
});

describe("npm run cli -- backfill-phash", () => {
	it("hashes stored photos without a hash from their thumbnails, in batches, and records their pairs", async () => {
		// Photos from before hashes: thumbnails in storage, no hash. Two show the porch again.
		const thumbnail = async (seed: number, key: string) =>
			ctx.storage.putPublic(
				`thumbs/${key}.webp`,
				await sharp(await rescan(seed))
					.resize(400)
					.webp()
					.toBuffer(),
			);
		const rows = await ctx.database.db
			.insert(photos)
			.values([
				photoRow({ title: "Old porch", user_id: roseId, thumbnail_url: await thumbnail(3, "old-porch") }),
				photoRow({ title: "Old porch 2", user_id: roseId, thumbnail_url: await thumbnail(3, "old-porch-2") }),
				photoRow({ title: "Old garden", user_id: roseId, thumbnail_url: await thumbnail(21, "old-garden") }),
				photoRow({ title: "Lost file", user_id: roseId, thumbnail_url: "/media/thumbs/gone.webp" }),
			])
			.returning({ id: photos.id, title: photos.title });
		const id = (title: string) => rows.find((r) => r.title === title)?.id ?? "";

		const lines: string[] = [];
		await runCommand(
			{ database: ctx.database, storage: ctx.storage },
			["backfill-phash", "--limit", "2"],
			(l) => lines.push(l),
		);
		// Two photos taken in id order (the lost file may be one of them): the rest wait.
		const [, hashed, failed, left] =
			/^Hashed (\d) photos?; \d+ near-duplicate pairs? recorded(?:; (\d) could not be read)?; (\d) still without a hash\.$/.exec(
				lines.at(-1) ?? "",
			) ?? [];
		expect(Number(hashed) + Number(failed ?? 0)).toBe(2);
		expect(Number(left)).toBe(4 - Number(hashed));
		expect(lines).toContain(
			`  hashed ${hashed}/2, ${lines.at(-1)?.split("; ")[1]?.replace(" recorded", " found")}${failed ? `, ${failed} failed` : ""}`,
		);

		const rest: string[] = [];
		await runCommand({ database: ctx.database, storage: ctx.storage }, ["backfill-phash"], (l) =>
			rest.push(l),
		);
		expect(rest.some((l) => l.includes(id("Lost file")) && l.includes("cannot read"))).toBe(true);
		expect(rest.at(-1)).toMatch(/; 1 could not be read; 1 still without a hash\.$/);

		for (const title of ["Old porch", "Old porch 2", "Old garden"])
			expect(await hashOf(id(title))).toMatch(/^-?\d+$/);
		expect(await hashOf(id("Lost file"))).toBeNull();
		const porchPairs = (await pairsOf(id("Old porch"))).map((p) => p.other_id);
		expect(porchPairs).toEqual(expect.arrayContaining([id("Old porch 2"), uploaded, rescanned, ingested]));
		expect(await pairsOf(id("Old garden"))).toEqual([]);
		expect((await pairsOf(uploaded)).map((p) => p.other_id)).toContain(id("Old porch 2"));
	});

	it("refuses a limit that is not a whole number", async () => {
		await expect(
			runCommand(
				{ database: ctx.database, storage: ctx.storage },
				["backfill-phash", "--limit", "x"],
				() => {},
			),
		).rejects.toThrow("--limit must be a whole number");
	});
});
