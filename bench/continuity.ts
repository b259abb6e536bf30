import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { continuityFamilies, continuitySet, photoContinuity } from "../server/continuity/service";
import type { Database } from "../server/db/client";
import { openArchive } from "./search-data";

/**
 * `npm run bench -- --only continuity [--photos N] [--plans]`: the continuity reads of issue 30
 * timed in the service (the HTTP layers add about 2 ms, see the search benchmark): a photo's
 * two lists ("Same people, other years" and "Same family") for a fixed sample of live photos
 * showing known people, the set builder for their families over the whole archive's span and
 * over four decades, and the families list uncached (the routes keep it a minute). Each read
 * once cold and once again warm. Then each statement's plan (EXPLAIN ANALYZE) for one photo and
 * family, with the indexes it reads; `--plans` prints the whole plans. Same archive as the search
 * benchmark: BENCH_DATABASE_URL, else PGlite.
 */
const { values } = parseArgs({
	options: { photos: { type: "string" }, plans: { type: "boolean" } },
	strict: false,
});
const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-continuity-"));
const database = await openArchive(Number(values.photos ?? 10_000), dir);
const SAMPLE = 200;
const sample = await database.query<{ id: string; user_id: string }>(sql`
	select p.id, p.user_id from photos p
	where p.photo_status = 'live' and exists (select 1 from faces f where f.photo_id = p.id and f.person_id is not null)
	order by p.shuffle_key, p.id limit ${SAMPLE}`);
const families = [...new Set(sample.map((s) => s.user_id))].slice(0, 50);
console.log(`${sample.length} photos with known people, ${families.length} of their families`);

const at = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

type Read = { name: string; inputs: string[]; run: (input: string) => Promise<number> };
const reads: Read[] = [
	{
		name: "photo: same people + same family",
		inputs: sample.map((s) => s.id),
		run: async (id) => {
			const r = await photoContinuity(database, id);
			return r.same_people.total + r.same_family.total;
		},
	},
	{
		name: "set builder, 1920s-2000s",
		inputs: families,
		run: async (family) =>
			(await continuitySet(database, { family, from: "1920s", to: "2000s" })).decades.filter((d) => d.photo)
				.length,
	},
	{
		name: "set builder, 1950s-1980s",
		inputs: families,
		run: async (family) =>
			(await continuitySet(database, { family, from: "1950s", to: "1980s" })).decades.filter((d) => d.photo)
				.length,
	},
	{
		name: "families list (uncached)",
		inputs: Array.from({ length: 20 }, () => ""),
		run: async () => (await continuityFamilies(database)).families.length,
	},
];

console.log("\n| read | pass | n | p50 ms | p95 ms | p99 ms | max ms | mean found |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|");
for (const read of reads) {
	for (const pass of ["first ask (cold)", "asked again (warm)"]) {
		const times: number[] = [];
		let found = 0;
		for (const input of read.inputs) {
			const t0 = performance.now();
			found += await read.run(input);
			times.push(performance.now() - t0);
		}
		times.sort((a, b) => a - b);
		const cells = [at(times, 0.5), at(times, 0.95), at(times, 0.99), times.at(-1) ?? 0].map((t) =>
			t.toFixed(1),
		);
		console.log(
			`| ${read.name} | ${pass} | ${times.length} | ${cells.join(" | ")} | ${(found / Math.max(1, times.length)).toFixed(1)} |`,
		);
	}
}

/** The statements a call sends, recorded by a wrapper around the database. */
async function statementsOf(call: (db: Database) => Promise<unknown>): Promise<SQL[]> {
	const seen: SQL[] = [];
	const recorder: Database = {
		...database,
		query: (q) => {
			seen.push(q);
			return database.query(q);
		},
		queryPrepared: (q) => {
			seen.push(q);
			return database.queryPrepared(q);
		},
	};
	await call(recorder);
	return seen;
}

const [first] = sample;
if (first) {
	const dialect = new PgDialect();
	const calls: [string, (db: Database) => Promise<unknown>][] = [
		["photo continuity", (db) => photoContinuity(db, first.id)],
		["set builder", (db) => continuitySet(db, { family: first.user_id, from: "1920s", to: "2000s" })],
		["families list", (db) => continuityFamilies(db)],
	];
	for (const [name, call] of calls) {
		console.log(`\n## plans: ${name}`);
		for (const statement of await statementsOf(call)) {
			const text = dialect.sqlToQuery(statement).sql.replace(/\s+/g, " ");
			const plan = (
				await database.query<{ "QUERY PLAN": string }>(sql`explain (analyze, buffers) ${statement}`)
			).map((r) => r["QUERY PLAN"]);
			const indexes = [
				...new Set(
					plan.flatMap((line) => [...line.matchAll(/(?:using|Index Scan on) (\w+)/gi)].map((m) => m[1])),
				),
			];
			const seqScans = [
				...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))),
			];
			const time = plan.find((line) => line.startsWith("Execution Time"));
			console.log(`- ${text.slice(0, 110)}…`);
			console.log(
				`  indexes: ${indexes.join(", ") || "none"}; seq scans: ${seqScans.join(", ") || "none"}; ${time ?? ""}`,
			);
			if (values.plans) console.log(plan.map((line) => `    ${line}`).join("\n"));
		}
	}
}

await database.close();
rmSync(dir, { recursive: true, force: true });
