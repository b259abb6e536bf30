import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/harness";
import { drainClicks } from "./aggregator";

/**
 * The aggregator killed mid-batch (issue 8, "Performance and reliability"): a child process
 * claims a batch and is killed with SIGKILL inside its transaction; afterwards every event is
 * counted exactly once. Two processes must open the same database, which PGlite cannot do.
 */
const onServer = Boolean(inject("pgTemplateUrl"));
const CHILD = fileURLToPath(new URL("../test/probes/aggregator-kill-child.ts", import.meta.url));
const EVENTS = 1000;
const CHILD_BATCH = 100;

let database: TestDatabase;
let child: ChildProcess | undefined;
beforeAll(async () => {
	if (onServer) database = await createTestDatabase();
});
afterAll(async () => {
	if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
	if (onServer) await database.dispose();
});

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
	const end = Date.now() + timeoutMs;
	while (!(await check())) {
		if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

const childBackends = async (query: string) =>
	(
		await database.query<{ n: number }>(sql`
			select count(*)::int as n from pg_stat_activity
			where datname = current_database() and application_name = 'click-kill-child' and query like ${query}`)
	)[0]?.n ?? 0;

const count = async (query: ReturnType<typeof sql>) => (await database.query<{ n: number }>(query))[0]?.n;

describe("the click aggregator killed mid-batch", () => {
	it.skipIf(!onServer)(
		"loses and double-counts nothing (PostgreSQL server only: PGlite admits one process)",
		async () => {
			await database.query(sql`
				insert into click_events (event_type, entity_type, entity_id, taxonomy_type, session_id, created_at)
				select 'taxonomy_click', 'taxonomy',
					case when g <= ${CHILD_BATCH} then 'child-value-' || (g % 7) else 'value-' || (g % 13) end, 'decade',
					case when g <= ${CHILD_BATCH} then 'child-session-' || (g % 5) else 'kill-session-' || (g % 17) end,
					timestamptz '2026-03-10 00:00:00+00' + g * interval '97 seconds'
				from generate_series(1, ${EVENTS}) g order by g`);

			const url = database.url ?? "";
			const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
				child = spawn(process.execPath, ["--import", "tsx", CHILD], {
					env: { ...process.env, KILL_TEST_DATABASE_URL: url, KILL_TEST_BATCH_SIZE: String(CHILD_BATCH) },
					stdio: ["ignore", "inherit", "inherit"],
				});
				child.on("exit", (code, signal) => resolve({ code, signal }));
			});
			await until("the child sleeps inside its batch", async () => (await childBackends("%pg_sleep%")) === 1);
			// Its writes are not visible: nothing is counted before it commits.
			expect(await count(sql`select count(*)::int as n from click_analytics`)).toBe(0);

			// While the child holds its batch (the first events, on entities of their own, so no other
			// worker waits on its uncommitted rows), another worker takes the rest and skips the locked ones.
			expect(await drainClicks(database, { batchSize: 300 })).toBe(EVENTS - CHILD_BATCH);
			expect(await count(sql`select count(*)::int as n from click_events where not processed`)).toBe(
				CHILD_BATCH,
			);

			child?.kill("SIGKILL");
			expect(await exited).toEqual({ code: null, signal: "SIGKILL" });
			// The server notices the lost client and rolls the transaction back.
			await until("the child's transaction is gone", async () => (await childBackends("%")) === 0, 10_000);

			expect(await drainClicks(database, { batchSize: 300 })).toBe(CHILD_BATCH);
			expect(await count(sql`select count(*)::int as n from click_events where not processed`)).toBe(0);
			expect(await count(sql`select sum(total_clicks)::int as n from click_analytics`)).toBe(EVENTS);
			expect(await count(sql`select sum(clicks)::int as n from click_daily`)).toBe(EVENTS);
			const expected = await database.query(sql`
				select entity_id, count(*)::int as total_clicks, count(distinct session_id)::int as unique_sessions,
					max(created_at) as last_clicked_at
				from click_events group by entity_id order by entity_id`);
			expect(expected).toHaveLength(20);
			expect(
				await database.query(sql`
					select entity_id, total_clicks, unique_sessions, last_clicked_at from click_analytics
					order by entity_id`),
			).toEqual(expected);
		},
	);
});
