import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/harness";
import { jobById } from "./queries";
import { enqueueJob, type JobContext, type JobHandlers, jobRetryDelayMs, runDueJobs } from "./queue";
import { startJobWorker } from "./worker";

let database: TestDatabase;
beforeAll(async () => {
	database = await createTestDatabase();
});
afterAll(async () => database?.dispose());
beforeEach(async () => {
	await database.query(sql`delete from jobs`);
});

const log = { warn: () => undefined, error: console.error };
const deps = () => ({ database, log });
/** What a handler saw, attempt by attempt. */
type Seen = { payload: unknown; attempt: number; lastAttempt: boolean };

describe("the job queue", () => {
	it("runs a job once, with its payload, and records it done", async () => {
		const seen: Seen[] = [];
		const handlers: JobHandlers = {
			sales_digest: async (payload, job) =>
				void seen.push({ payload, attempt: job.attempt, lastAttempt: job.lastAttempt }),
		};
		const id = await enqueueJob(database.db, "sales_digest", { family: "rose", n: 3 });
		expect(await runDueJobs(deps(), handlers)).toEqual({ done: 1, retried: 0, failed: 0 });
		expect(await runDueJobs(deps(), handlers)).toEqual({ done: 0, retried: 0, failed: 0 });
		expect(seen).toEqual([{ payload: { family: "rose", n: 3 }, attempt: 1, lastAttempt: false }]);
		expect(await jobById(database.db, id)).toMatchObject({ state: "done", attempts: 1, locked_until: null });
	});

	it("queues inside the caller's transaction: a rollback leaves no job", async () => {
		await expect(
			database.db.transaction(async (tx) => {
				await enqueueJob(tx, "sales_digest", {});
				throw new Error("the caller's write failed");
			}),
		).rejects.toThrow("the caller's write failed");
		expect(await database.query(sql`select id from jobs`)).toEqual([]);
	});

	it("leaves a job for later (runAfter) and kinds it has no handler for", async () => {
		await enqueueJob(database.db, "sales_digest", {}, new Date(Date.now() + 60_000));
		await enqueueJob(database.db, "photo_derivatives", {});
		const handlers: JobHandlers = { sales_digest: async () => undefined };
		expect(await runDueJobs(deps(), handlers)).toEqual({ done: 0, retried: 0, failed: 0 });
		expect(await database.query(sql`select kind, state from jobs order by kind`)).toEqual([
			{ kind: "photo_derivatives", state: "queued" },
			{ kind: "sales_digest", state: "queued" },
		]);
	});

	it("retries with a growing delay, then gives up with the last error and calls gaveUp once", async () => {
		const seen: Seen[] = [];
		const gaveUp: string[] = [];
		const handlers: JobHandlers = {
			sales_digest: {
				maxAttempts: 3,
				async run(payload, job) {
					seen.push({ payload, attempt: job.attempt, lastAttempt: job.lastAttempt });
					throw new Error(`attempt ${job.attempt} broke`);
				},
				async gaveUp(_payload, job) {
					gaveUp.push(job.error);
				},
			},
		};
		const id = await enqueueJob(database.db, "sales_digest", {});
		for (const attempt of [1, 2]) {
			expect(await runDueJobs(deps(), handlers)).toEqual({ done: 0, retried: 1, failed: 0 });
			const job = await jobById(database.db, id);
			expect(job).toMatchObject({
				state: "queued",
				attempts: attempt,
				last_error: `attempt ${attempt} broke`,
			});
			const wait = new Date(job?.run_after ?? 0).getTime() - Date.now();
			expect(wait).toBeGreaterThan(jobRetryDelayMs(attempt) - 5_000);
			await database.query(sql`update jobs set run_after = now() where id = ${id}`);
		}
		expect(await runDueJobs(deps(), handlers)).toEqual({ done: 0, retried: 0, failed: 1 });
		expect(await jobById(database.db, id)).toMatchObject({
			state: "failed",
			attempts: 3,
			last_error: "attempt 3 broke",
		});
		expect(seen.map((s) => [s.attempt, s.lastAttempt])).toEqual([
			[1, false],
			[2, false],
			[3, true],
		]);
		expect(gaveUp).toEqual(["attempt 3 broke"]);
		expect(jobRetryDelayMs(1)).toBeLessThan(jobRetryDelayMs(2));
		expect(jobRetryDelayMs(2)).toBeLessThan(jobRetryDelayMs(3));
	});

	it("claims a running job again only once its lease has run out, and ignores the old attempt's outcome", async () => {
		const id = await enqueueJob(database.db, "sales_digest", {});
		// A worker claimed it (attempt 1) and is still within its lease.
		await database.query(
			sql`update jobs set state = 'running', attempts = 1, locked_until = now() + interval '1 minute' where id = ${id}`,
		);
		const seen: number[] = [];
		const handlers: JobHandlers = {
			sales_digest: async (_p, job: JobContext) => void seen.push(job.attempt),
		};
		expect(await runDueJobs(deps(), handlers)).toEqual({ done: 0, retried: 0, failed: 0 });
		// Its worker died: the lease runs out and the next pass takes the job as attempt 2.
		await database.query(sql`update jobs set locked_until = now() - interval '1 second' where id = ${id}`);
		expect(await runDueJobs(deps(), handlers)).toEqual({ done: 1, retried: 0, failed: 0 });
		expect(seen).toEqual([2]);
		expect(await jobById(database.db, id)).toMatchObject({ state: "done", attempts: 2 });
	});

	it("gives up a job whose workers died on every attempt, without running it again", async () => {
		const id = await enqueueJob(database.db, "sales_digest", {});
		await database.query(
			sql`update jobs set state = 'running', attempts = 2, locked_until = now() - interval '1 second' where id = ${id}`,
		);
		const gaveUp: string[] = [];
		let ran = false;
		const handlers: JobHandlers = {
			sales_digest: {
				maxAttempts: 2,
				run: async () => {
					ran = true;
				},
				gaveUp: async (_p, job) => void gaveUp.push(job.error),
			},
		};
		expect(await runDueJobs(deps(), handlers)).toEqual({ done: 0, retried: 0, failed: 1 });
		expect(ran).toBe(false);
		expect(gaveUp).toHaveLength(1);
		expect(await jobById(database.db, id)).toMatchObject({ state: "failed", attempts: 3 });
	});

	it("shares the due jobs between concurrent runners, each run once", async () => {
		const seen: number[] = [];
		const handlers: JobHandlers = {
			sales_digest: async (payload) => {
				await new Promise((resolve) => setImmediate(resolve));
				seen.push((payload as { n: number }).n);
			},
		};
		for (let n = 0; n < 12; n++) await enqueueJob(database.db, "sales_digest", { n });
		const counts = await Promise.all([
			runDueJobs(deps(), handlers, { concurrency: 3 }),
			runDueJobs(deps(), handlers),
		]);
		expect(counts.reduce((sum, c) => sum + c.done, 0)).toBe(12);
		expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
	});

	it("a worker wakes when a job is queued in its process, without waiting for its interval", async () => {
		const ran: number[] = [];
		let signal: (() => void) | undefined;
		const handlers: JobHandlers = {
			sales_digest: async (payload) => {
				ran.push((payload as { n: number }).n);
				signal?.();
			},
		};
		await enqueueJob(database.db, "sales_digest", { n: 1 });
		const firstDone = new Promise<void>((resolve) => {
			signal = resolve;
		});
		// An hour between polls: only the start and a wake can run anything in this test.
		const worker = startJobWorker(deps(), handlers, { intervalMs: 3_600_000 });
		try {
			await firstDone;
			const secondDone = new Promise<void>((resolve) => {
				signal = resolve;
			});
			await enqueueJob(database.db, "sales_digest", { n: 2 });
			await secondDone;
			expect(ran).toEqual([1, 2]);
		} finally {
			await worker.stop();
		}
	});
});
