import type { JobKind } from "@core/family";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { jobs } from "../db/schema";
import { sqlArray } from "../db/sql";

/**
 * The job queue's SQL (queue.ts tells how the queue works): adding a job, claiming a due one
 * with a lease, and recording how its attempt ended. Every outcome names the attempt it ends
 * (`attempts`), so a worker whose lease ran out, and whose job another worker took meanwhile,
 * cannot overwrite that worker's outcome.
 */

const ms = (value: number) => sql`${value}::int * interval '1 millisecond'`;

export async function insertJob(
	executor: Executor,
	job: { kind: JobKind; payload: unknown; runAfter?: Date },
): Promise<number> {
	const [row] = await rowsOf<{ id: number }>(
		executor,
		sql`insert into jobs (kind, payload, run_after)
			values (${job.kind}, ${JSON.stringify(job.payload ?? {})}::jsonb, coalesce(${job.runAfter?.toISOString() ?? null}::timestamptz, now()))
			returning id::float8 as id`,
	);
	if (!row) throw new Error("insertJob: no row");
	return row.id;
}

/** A job a worker has claimed: `attempts` counts this attempt. */
export type ClaimedJob = Columns<typeof jobs, "attempts"> & {
	id: number;
	kind: JobKind;
	payload: unknown;
};

/**
 * The due job of one of `kinds` that has waited longest, claimed for this worker with a lease:
 * a queued job whose time has come, or a running one whose lease ran out (its worker died).
 */
export async function claimDueJob(
	executor: Executor,
	kinds: readonly JobKind[],
	leaseMs: number,
): Promise<ClaimedJob | undefined> {
	if (kinds.length === 0) return undefined;
	const [row] = await rowsOf<ClaimedJob>(
		executor,
		sql`
		update jobs j set state = 'running', attempts = j.attempts + 1, locked_until = now() + ${ms(leaseMs)}
		from (select id from jobs
			where kind = any(${sqlArray(kinds)}::text[]) and run_after <= now()
				and (state = 'queued' or (state = 'running' and locked_until <= now()))
			order by run_after, id limit 1
			for update skip locked) due
		where j.id = due.id
		returning j.id::float8 as id, j.kind, j.payload, j.attempts`,
	);
	return row;
}

/** Keeps a long attempt's lease (a heartbeat); false when the job is no longer this attempt's. */
export async function extendJobLease(
	executor: Executor,
	job: Pick<ClaimedJob, "id" | "attempts">,
	leaseMs: number,
): Promise<boolean> {
	const rows = await rowsOf(
		executor,
		sql`update jobs set locked_until = now() + ${ms(leaseMs)}
			where id = ${job.id} and attempts = ${job.attempts} and state = 'running'
			returning id`,
	);
	return rows.length > 0;
}

export async function recordJobDone(executor: Executor, job: Pick<ClaimedJob, "id" | "attempts">) {
	await rowsOf(
		executor,
		sql`update jobs set state = 'done', locked_until = null, finished_at = now(), last_error = null
			where id = ${job.id} and attempts = ${job.attempts} and state = 'running'`,
	);
}

/** An attempt failed: the job waits `delayMs`, or with `delayMs` null it is given up ('failed'). */
export async function recordJobFailure(
	executor: Executor,
	job: Pick<ClaimedJob, "id" | "attempts">,
	outcome: { error: string; delayMs: number | null },
) {
	const { error, delayMs } = outcome;
	await rowsOf(
		executor,
		delayMs === null
			? sql`update jobs set state = 'failed', locked_until = null, finished_at = now(), last_error = ${error}
				where id = ${job.id} and attempts = ${job.attempts} and state = 'running'`
			: sql`update jobs set state = 'queued', locked_until = null, run_after = now() + ${ms(delayMs)},
					last_error = ${error}
				where id = ${job.id} and attempts = ${job.attempts} and state = 'running'`,
	);
}

/** Done jobs are kept this long for the record, then deleted; failed ones stay for an operator. */
export async function purgeDoneJobs(executor: Executor): Promise<void> {
	await rowsOf(
		executor,
		sql`delete from jobs where state = 'done' and finished_at < now() - interval '7 days'`,
	);
}

/** A job as an operator or a test sees it. */
export type JobRow = Columns<typeof jobs, "attempts" | "last_error" | "locked_until" | "run_after"> & {
	id: number;
	kind: JobKind;
	state: Columns<typeof jobs, "state">["state"];
	payload: unknown;
};

export async function jobById(executor: Executor, id: number): Promise<JobRow | undefined> {
	const [row] = await rowsOf<JobRow>(
		executor,
		sql`select id::float8 as id, kind, state, payload, attempts, last_error, locked_until, run_after
			from jobs where id = ${id}`,
	);
	return row;
}
