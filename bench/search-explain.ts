import { SearchParams } from "@core/contracts/search";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type Database, openDatabase } from "../server/db/client";
import { searchPhotos } from "../server/search/service";

/**
 * `BENCH_DATABASE_URL=… npx tsx bench/search-explain.ts 'q=christmas&decade=1970s' [guest]`:
 * each statement one search sends, with PostgreSQL's plan and timing (EXPLAIN ANALYZE, under the
 * planner settings the search used), to see where a slow query type spends its time.
 */
const [qs = "", who = "member"] = process.argv.slice(2);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("set BENCH_DATABASE_URL to the benchmark's database");
const database = await openDatabase({ driver: "postgres", url, poolSize: 2 });
const input = { ...SearchParams.parse(Object.fromEntries(new URLSearchParams(qs))), signedIn: who !== "guest" };

const seen: Array<{ statement: SQL; walk: boolean }> = [];
const recorder: Database = {
	...database,
	query: (q) => {
		seen.push({ statement: q, walk: false });
		return database.query(q);
	},
	walk: (q) => {
		seen.push({ statement: q, walk: true });
		return database.walk(q);
	},
};
await searchPhotos(database, input); // warm the caches
const result = await searchPhotos(recorder, input);
console.log(`total ${result.total_count}, ${result.photos.length} photos, took ${result.took_ms} ms\n`);
const dialect = new PgDialect();
for (const { statement, walk } of seen) {
	const text = dialect.sqlToQuery(statement).sql;
	console.log(`--- ${walk ? "walk: " : ""}${text.replace(/\s+/g, " ").slice(0, 400)}`);
	if (/^\s*explain/i.test(text)) continue;
	const rows = await (walk ? database.walk : database.query)<{ "QUERY PLAN": string }>(
		sql`explain (analyze, buffers) ${statement}`,
	);
	console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
}
await database.close();
