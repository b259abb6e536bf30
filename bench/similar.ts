import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { similarPeople } from "../server/photos/detail";
import { similarPhotos } from "../server/photos/similar";
import { openArchive } from "./search-data";

/**
 * `npm run bench -- --only similar [--photos N]`: similar photos and similar people for a fixed
 * sample of live photos (the first 200 of the shuffle), each asked once cold and once again warm,
 * timed in the service (the HTTP layers add what the search benchmark shows, about 2 ms). Same archive as the
 * search benchmark: BENCH_DATABASE_URL, else PGlite.
 */
const { values } = parseArgs({ options: { photos: { type: "string" } }, strict: false });
const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-similar-"));
const database = await openArchive(Number(values.photos ?? 10_000), dir);
const SAMPLE = 200;
const sample = await database.query<{ id: string }>(
	sql`select id from photos where photo_status = 'live' order by shuffle_key, id limit ${SAMPLE}`,
);

const at = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const lists = [
	{ name: "similar photos", run: (id: string) => similarPhotos(database, id, 0) },
	{ name: "similar people", run: (id: string) => similarPeople(database, id, 0) },
];
console.log("\n| list | pass | p50 ms | p95 ms | p99 ms | max ms | mean found |");
console.log("|---|---|---:|---:|---:|---:|---:|");
for (const list of lists) {
	for (const pass of ["first ask (cold)", "asked again (warm)"]) {
		const times: number[] = [];
		let found = 0;
		for (const { id } of sample) {
			const t0 = performance.now();
			const result = await list.run(id);
			times.push(performance.now() - t0);
			found += result?.total ?? 0;
		}
		times.sort((a, b) => a - b);
		const cells = [at(times, 0.5), at(times, 0.95), at(times, 0.99), times.at(-1) ?? 0].map((t) =>
			t.toFixed(1),
		);
		console.log(`| ${list.name} | ${pass} | ${cells.join(" | ")} | ${(found / sample.length).toFixed(1)} |`);
	}
}
await database.close();
rmSync(dir, { recursive: true, force: true });
