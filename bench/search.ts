import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { SearchParams } from "@core/contracts/search";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { seedDemo } from "../server/db/seed/seed";
import { localStorage } from "../server/media/storage";
import { searchPhotos } from "../server/search/service";

/**
 * `npm run bench -- --only search [--photos N]`: the search API under load over HTTP, per query
 * type, driven from a separate process (bench/search-load.ts, 4 connections, 5 s each), next to
 * the same search's time inside the service alone, so the cost of the HTTP layers shows.
 * On the PostgreSQL server named by BENCH_DATABASE_URL (an empty scratch database: it is
 * filled), else on PGlite.
 */
const { values } = parseArgs({ options: { photos: { type: "string" } }, strict: false });
const photos = Number(values.photos ?? 10_000);
const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-search-"));
const database = process.env.BENCH_DATABASE_URL
	? await openDatabase({ driver: "postgres", url: process.env.BENCH_DATABASE_URL, poolSize: 8 })
	: await openDatabase({ driver: "pglite", dataDir: path.join(dir, "pglite") });
await database.migrate();
const [{ n } = { n: 0 }] = await database.query<{ n: number }>(sql`select count(*)::int as n from photos`);
if (n === 0) {
	const t0 = performance.now();
	await seedDemo(database, localStorage(dir), { photos, uniqueImageLimit: 200 });
	console.log(
		`seeded ${photos} photos on ${database.driver} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
	);
} else console.log(`using the ${n} photos already in the database`);
await database.query(sql`analyze`);

const config = loadConfig({
	NODE_ENV: "development",
	DATA_DIR: dir,
	LOG_LEVEL: "silent",
	AUTH_SECRET: "b".repeat(32),
});
const app = await buildApp({ config, database, storage: localStorage(dir) });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

// A realistic mix; the guest limit caps pages, so deep pages are measured as the service sees them.
const queries: Record<string, string> = {
	"common word": "q=family",
	"rare word": "q=convertible",
	"misspelt word": "q=birthdya",
	"word + 3 filters": "q=christmas&decade=1970s&orientation=horizontal&ethnicities=White",
	"no query, newest": "sort=newest",
	"random order": "sort=random&seed=42",
	popular: "sort=popular",
};

console.log(
	`\n${"query".padEnd(20)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)} ${"req/s".padStart(7)}  service p50`,
);
for (const [label, qs] of Object.entries(queries)) {
	// Asynchronously: the server answering the load lives in this process's event loop.
	const run = await promisify(execFile)("npx", [
		"tsx",
		"bench/search-load.ts",
		address,
		"5",
		"4",
		`/api/search?${qs}`,
	]);
	const line = run.stdout.trim().split("\n").pop() ?? "{}";
	const r = JSON.parse(line) as { p50: number; p95: number; p99: number; rps: number; errors: number };
	const params = SearchParams.parse(Object.fromEntries(new URLSearchParams(qs)));
	const inner: number[] = [];
	for (let i = 0; i < 30; i++) {
		const t0 = performance.now();
		await searchPhotos(database, { ...params, signedIn: true });
		inner.push(performance.now() - t0);
	}
	inner.sort((a, b) => a - b);
	console.log(
		`${label.padEnd(20)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.rps).padStart(7)}  ${(inner[15] ?? 0).toFixed(1)} ms${r.errors ? `  (${r.errors} errors)` : ""}`,
	);
}
const deep = SearchParams.parse({ sort: "newest", offset: "5000", limit: "24" });
const t0 = performance.now();
await searchPhotos(database, { ...deep, signedIn: true });
console.log(`deep page (offset 5000, newest), service: ${(performance.now() - t0).toFixed(1)} ms`);

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
