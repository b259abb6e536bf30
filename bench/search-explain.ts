import { SearchParams } from "@core/contracts/search";
import { PgDialect } from "drizzle-orm/pg-core";
import { openDatabase } from "../server/db/client";
import { searchPhotos } from "../server/search/service";
import { explain, statementsOf } from "./search-statements";

/**
 * `BENCH_DATABASE_URL=… npx tsx bench/search-explain.ts 'q=christmas&decade=1970s' [guest]`:
 * each statement one search sends, with PostgreSQL's plan and timing (EXPLAIN ANALYZE, under the
 * planner settings the search used), to see where a slow query type spends its time.
 */
const [qs = "", who = "member"] = process.argv.slice(2);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("set BENCH_DATABASE_URL to the benchmark's database");
const database = await openDatabase({ driver: "postgres", url, poolSize: 2 });
const input = {
	...SearchParams.parse(Object.fromEntries(new URLSearchParams(qs))),
	signedIn: who !== "guest",
};

await searchPhotos(database, input); // warm the caches
const result = await searchPhotos(database, input);
const statements = await statementsOf(database, input);
console.log(`total ${result.total_count}, ${result.photos.length} photos, took ${result.took_ms} ms\n`);
const dialect = new PgDialect();
for (const recorded of statements) {
	const { statement, walk } = recorded;
	const text = dialect.sqlToQuery(statement).sql;
	console.log(`--- ${walk ? "walk: " : ""}${text.replace(/\s+/g, " ").slice(0, 400)}`);
	if (/^\s*explain/i.test(text)) continue;
	const rows = await explain<{ "QUERY PLAN": string }>(database, recorded, "analyze, buffers");
	console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
}
await database.close();
