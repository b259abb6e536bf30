import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { SearchParams } from "@core/contracts/search";
import { PgDialect } from "drizzle-orm/pg-core";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { localStorage } from "../server/media/storage";
import { searchPhotos } from "../server/search/service";
import { openArchive } from "./search-data";
import { explain, type Statement, statementsOf } from "./search-statements";
import { devMailLink } from "./support";

/**
 * `npm run bench -- --only search [--photos N]`: the search API under load over HTTP, per query
 * type, driven from a separate process (bench/search-load.ts, 4 connections, 5 s each), next to
 * the same search's time inside the service alone, so the cost of the HTTP layers shows.
 * On the PostgreSQL server named by BENCH_DATABASE_URL (an empty scratch database: it is
 * filled), else on PGlite.
 */
const { values } = parseArgs({ options: { photos: { type: "string" } }, strict: false });
const dir = mkdtempSync(path.join(os.tmpdir(), "snap-bench-search-"));
const database = await openArchive(Number(values.photos ?? 10_000), dir);

const config = loadConfig({
	NODE_ENV: "development",
	DATA_DIR: dir,
	LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
	AUTH_SECRET: "b".repeat(32),
	CAPTCHA: "off",
});
const app = await buildApp({ config, database, storage: localStorage(dir) });
const address = await app.listen({ port: 0, host: "127.0.0.1" });
const cookie = await memberCookie();

/** A member signed up the way the product signs one up (sign-up link from the dev mailbox). */
async function memberCookie(): Promise<string> {
	const email = `bench-${Date.now()}@bench.test`;
	const res = await fetch(`${address}/api/auth/sign-in/magic-link`, {
		method: "POST",
		headers: { "content-type": "application/json", origin: config.publicUrl },
		body: JSON.stringify({
			email,
			callbackURL: "/photos",
			metadata: {
				first_name: "Ben",
				agreement_type: "standard",
				agreement_accepted: true,
				agreement_date: new Date().toISOString(),
			},
		}),
	});
	if (!res.ok) throw new Error(`sign-up link: ${res.status} ${await res.text()}`);
	const link = await devMailLink(config, email);
	const opened = await fetch(link.replace(config.publicUrl, address), { redirect: "manual" });
	const value = opened.headers
		.getSetCookie()
		.map((c) => c.split(";")[0])
		.join("; ");
	if (!value) throw new Error("no session cookie from the sign-up link");
	return value;
}

const dialect = new PgDialect();

/** PostgreSQL's own time for those statements (planning + execution, EXPLAIN ANALYZE), summed. */
async function postgresMs(statements: Statement[]): Promise<number> {
	let total = 0;
	for (const recorded of statements) {
		const { statement } = recorded;
		if (/^\s*explain/i.test(dialect.sqlToQuery(statement).sql)) {
			// The search's own row estimate is an EXPLAIN already: timed as a round trip.
			const t0 = performance.now();
			await database.query(statement);
			total += performance.now() - t0;
			continue;
		}
		const [row] = await explain<{ "QUERY PLAN": unknown }>(database, recorded, "analyze, format json");
		const plan = row?.["QUERY PLAN"];
		const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{
			"Planning Time": number;
			"Execution Time": number;
		}>;
		total += (parsed[0]?.["Planning Time"] ?? 0) + (parsed[0]?.["Execution Time"] ?? 0);
	}
	return total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// A realistic mix, signed in (art departments are members); one guest line for comparison.
const allQueries: Array<{ label: string; qs: string; guest?: boolean }> = [
	{ label: "common word", qs: "q=family" },
	{ label: "common word, guest", qs: "q=family", guest: true },
	{ label: "rare word", qs: "q=ingrid" },
	{ label: "misspelt word", qs: "q=birthdya" },
	{ label: "word + 3 filters", qs: "q=christmas&decade=1970s&orientation=horizontal&ethnicities=White" },
	{ label: "no query, newest", qs: "sort=newest" },
	{ label: "deep page (5000)", qs: "sort=newest&offset=5000" },
	{ label: "random order", qs: "sort=random&seed=42" },
	{ label: "random, page 20", qs: "sort=random&seed=42&offset=1500&limit=75" },
	{ label: "popular", qs: "sort=popular" },
	// Issue 26: the "Cleared for hero use" filter, alone, with a word, and with three more filters.
	{ label: "hero filter (newest)", qs: "sort=newest&cleared=hero" },
	{ label: "common word + hero", qs: "q=family&cleared=hero" },
	{
		label: "word + 3 filters + hero",
		qs: "q=christmas&decade=1970s&orientation=horizontal&ethnicities=White&cleared=hero",
	},
];

// BENCH_ONLY=label,label runs a part of the mix.
const only = process.env.BENCH_ONLY?.split(",");
const queries = only ? allQueries.filter((q) => only.includes(q.label)) : allQueries;

console.log(
	"\nHTTP: 4 connections for 5 s from another process. One at a time: 1 connection for 3 s, so" +
		" nothing queues on 2 cores; HTTP layers: each of those answers' latency less the service" +
		" time it reports (took_ms). Service: searchPhotos called in-process. PostgreSQL: EXPLAIN" +
		" ANALYZE planning + execution of the same statements.",
);
console.log(
	`\n| query | HTTP p50 | p95 | p99 | req/s | one at a time p50 | HTTP layers p50 | service p50 | PostgreSQL p50 | total |`,
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|");
/** The load process's summary line for one query type. */
type Load = {
	p50: number;
	p95: number;
	p99: number;
	rps: number;
	overhead_p50: number;
	errors: number;
	statuses: Record<string, number>;
};
async function load(
	qs: string,
	guest: boolean | undefined,
	seconds: number,
	connections: number,
): Promise<Load> {
	// Asynchronously: the server answering the load lives in this process's event loop.
	const run = await promisify(execFile)("npx", [
		"tsx",
		"bench/search-load.ts",
		address,
		String(seconds),
		String(connections),
		`/api/search?${qs}`,
		guest ? "" : cookie,
	]);
	return JSON.parse(run.stdout.trim().split("\n").pop() ?? "{}") as Load;
}

for (const { label, qs, guest } of queries) {
	const r = await load(qs, guest, 5, 4);
	// One connection: each request alone, so latency less service time is the HTTP layers' own.
	const alone = await load(qs, guest, 3, 1);
	const input = { ...SearchParams.parse(Object.fromEntries(new URLSearchParams(qs))), signedIn: !guest };
	const inner: number[] = [];
	let last: Awaited<ReturnType<typeof searchPhotos>> | undefined;
	for (let i = 0; i < 30; i++) {
		const t0 = performance.now();
		last = await searchPhotos(database, input);
		inner.push(performance.now() - t0);
	}
	const statements = await statementsOf(database, input);
	const pg: number[] = [];
	for (let i = 0; i < 11; i++) pg.push(await postgresMs(statements));
	const total = last ? `${last.total_count}${last.total_capped ? "+" : ""}` : "";
	console.log(
		`| ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps} | ${alone.p50.toFixed(1)} | ${alone.overhead_p50.toFixed(1)} | ${median(inner).toFixed(1)} | ${median(pg).toFixed(1)} | ${total}${r.errors ? ` (errors: ${JSON.stringify(r.statuses)})` : ""} |`,
	);
}

await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
