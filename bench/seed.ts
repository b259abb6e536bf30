import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client";
import { seedDemo } from "../server/db/seed/seed";
import { localStorage } from "../server/media/storage";

/**
 * Seed time for N photos (default 300) on a fresh PGlite, or on an empty scratch database named by
 * BENCH_DATABASE_URL (never DATABASE_URL: a benchmark must not write into the app's database).
 */
const { values } = parseArgs({ options: { photos: { type: "string", multiple: true } }, strict: false });
const sizes = (values.photos as string[] | undefined)?.map(Number) ?? [300];

for (const photos of sizes) {
	const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-seed-"));
	const database = process.env.BENCH_DATABASE_URL
		? await openDatabase({ driver: "postgres", url: process.env.BENCH_DATABASE_URL })
		: await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
	await database.migrate();
	let imagesDoneAt = 0;
	const t0 = performance.now();
	const result = await seedDemo(database, localStorage(dir), {
		photos,
		onProgress: (stage, done, total) => {
			if (stage === "images" && done === total) imagesDoneAt = performance.now();
		},
	});
	const total = performance.now() - t0;
	console.log(
		`seed ${photos} photos on ${database.driver}: ${(total / 1000).toFixed(1)} s ` +
			`(images ${result.images}: ${((imagesDoneAt - t0) / 1000).toFixed(1)} s, rows ${((total - (imagesDoneAt - t0)) / 1000).toFixed(1)} s), ` +
			`${result.families} families`,
	);
	await database.close();
	rmSync(dir, { recursive: true, force: true });
}
