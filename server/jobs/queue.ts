import type { JobKind } from "@core/family";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import {
	type ClaimedJob,
	claimDueJob,
	extendJobLease,
	insertJob,
	recordJobDone,
	recordJobFailure,
} from "./queries";

/**
 * The background job queue: rows in `jobs`, run by whichever process's worker claims them first.
 * A claim is one statement (`for update skip locked` picks a due row no other worker is claiming,
 * and the same statement writes a lease, locked_until); the handler then runs outside any
 * transaction. A worker that dies leaves the lease to run out, and the job is claimed again: a job
 * runs at least once and, barring such a crash, exactly once, so handlers must be idempotent. A
 * failed attempt is retried later with a growing delay, up to the handler's attempts; then the job
 * is 'failed' with its last error, and the handler's `gaveUp` leaves its rows in a final state.
 */

/** What a handler knows of the attempt it runs. */
export type JobContext = {
	id: number;
	kind: JobKind;
	/** This attempt's number, from 1. */
	attempt: number;
	/** No attempt follows this one if it fails. */
	lastAttempt: boolean;
	database: Database;
	log: JobLog;
};

export type JobLog = {
	info?(obj: unknown, msg?: string): void;
	warn(obj: unknown, msg?: string): void;
	error(obj: unknown, msg?: string): void;
};

type RunJob = (payload: unknown, job: JobContext) => Promise<void>;

/**
 * What runs the jobs of one kind: a function, or an object that also says what to do when the
 * job is given up and how many attempts it gets. The payload is what `enqueueJob` was given, as
 * JSON: a handler checks it (zod) before trusting it.
 */
export type JobHandler =
	| RunJob
	| {
			run: RunJob;
			/** Called once when the job is given up (its last attempt failed, or its workers kept dying). */
			gaveUp?(payload: unknown, job: JobContext & { error: string }): Promise<void>;
			/** Attempts before the job is given up (JOB_MAX_ATTEMPTS by default). */
			maxAttempts?: number;
	  };

export type JobHandlers = Partial<Record<JobKind, JobHandler>>;

export const JOB_MAX_ATTEMPTS = 5;
/** How long a claim holds a job from other workers; a running job's lease is renewed each third of it. */
export const JOB_LEASE_MS = 120_000;
const FIRST_RETRY_MS = 10_000;
const LAST_RETRY_MS = 3_600_000;
const ERROR_MAX = 1000;

/** The wait before attempt `attempt + 1`: 10 s, 40 s, 160 s, … up to an hour. */
export function jobRetryDelayMs(attempt: number): number {
	return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 4 ** Math.max(0, attempt - 1));
}

const runOf = (handler: JobHandler): RunJob => (typeof handler === "function" ? handler : handler.run);
const maxAttemptsOf = (handler: JobHandler) =>
	typeof handler === "function" ? JOB_MAX_ATTEMPTS : (handler.maxAttempts ?? JOB_MAX_ATTEMPTS);

function errorText(err: unknown): string {
	const text = err instanceof Error ? err.message : String(err);
	return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text;
}

/** Wakers of the job workers running in this process (worker.ts adds and removes itself). */
export const localWorkers = new Set<() => void>();

/** Tells this process's workers a job is due now, instead of at their next poll. */
export function wakeJobWorkers(): void {
	for (const wake of localWorkers) wake();
}

/**
 * Adds a job, in the caller's transaction when `executor` is one (the job then exists exactly
 * when the rows it works on do). This process's workers are woken on the next turn; a caller in a
 * transaction on a PostgreSQL server should also call `wakeJobWorkers()` after its commit, since a
 * worker that looks before the commit does not see the job yet (it would at its next poll).
 */
export async function enqueueJob(
	executor: Executor,
	kind: JobKind,
	payload: unknown,
	runAfter?: Date,
): Promise<number> {
	const id = await insertJob(executor, { kind, payload, runAfter });
	if (!runAfter || runAfter.getTime() <= Date.now()) setImmediate(wakeJobWorkers);
	return id;
}

export type JobOutcome = "done" | "retried" | "failed";

export type JobRunDeps = { database: Database; log: JobLog };

async function runClaimed(
	deps: JobRunDeps,
	handler: JobHandler,
	claimed: ClaimedJob,
	leaseMs: number,
): Promise<JobOutcome> {
	const { database, log } = deps;
	const maxAttempts = maxAttemptsOf(handler);
	const job: JobContext = {
		id: claimed.id,
		kind: claimed.kind,
		attempt: claimed.attempts,
		lastAttempt: claimed.attempts >= maxAttempts,
		database,
		log,
	};
	const giveUp = async (error: string) => {
		await recordJobFailure(database.db, claimed, { error, delayMs: null });
		if (typeof handler !== "function" && handler.gaveUp) {
			try {
				await handler.gaveUp(claimed.payload, { ...job, error });
			} catch (err) {
				log.error({ err, jobId: claimed.id, kind: claimed.kind }, "job: its give-up step failed");
			}
		}
		return "failed" as const;
	};
	// Claimed again after its workers died on every attempt (a picture that kills the process?).
	if (claimed.attempts > maxAttempts) {
		log.warn({ jobId: claimed.id, kind: claimed.kind }, "job given up: its workers stopped on every attempt");
		return giveUp(`Given up after ${maxAttempts} attempts whose workers stopped before they finished`);
	}
	const heartbeat = setInterval(
		() => void extendJobLease(database.db, claimed, leaseMs).catch(() => undefined),
		Math.max(1000, Math.floor(leaseMs / 3)),
	);
	heartbeat.unref?.();
	try {
		await runOf(handler)(claimed.payload, job);
	} catch (err) {
		const error = errorText(err);
		if (job.lastAttempt) {
			log.warn({ err, jobId: claimed.id, kind: claimed.kind, attempt: job.attempt }, "job failed; given up");
			return giveUp(error);
		}
		const delayMs = jobRetryDelayMs(job.attempt);
		log.warn(
			{ err, jobId: claimed.id, kind: claimed.kind, attempt: job.attempt, delayMs },
			"job failed; it will be tried again",
		);
		await recordJobFailure(database.db, claimed, { error, delayMs });
		return "retried";
	} finally {
		clearInterval(heartbeat);
	}
	await recordJobDone(database.db, claimed);
	return "done";
}

/**
 * Runs every job due now of the kinds `handlers` has, until none is left, `concurrency` at a time
 * (each claims its own rows); answers the outcomes. Kinds without a handler here are left for a
 * process that has one. Resolves when every attempt started has been recorded.
 */
export async function runDueJobs(
	deps: JobRunDeps,
	handlers: JobHandlers,
	{ concurrency = 1, leaseMs = JOB_LEASE_MS }: { concurrency?: number; leaseMs?: number } = {},
): Promise<Record<JobOutcome, number>> {
	const counts: Record<JobOutcome, number> = { done: 0, retried: 0, failed: 0 };
	const kinds = Object.keys(handlers) as JobKind[];
	const drain = async () => {
		for (;;) {
			const claimed = await claimDueJob(deps.database.db, kinds, leaseMs);
			if (!claimed) return;
			const handler = handlers[claimed.kind];
			if (!handler) throw new Error(`runDueJobs: claimed a ${claimed.kind} job without its handler`);
			counts[await runClaimed(deps, handler, claimed, leaseMs)]++;
		}
	};
	const results = await Promise.allSettled(Array.from({ length: concurrency }, drain));
	const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
	if (failure) throw failure.reason;
	return counts;
}
