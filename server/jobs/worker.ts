import { purgeDoneJobs } from "./queries";
import { type JobHandlers, type JobRunDeps, localWorkers, runDueJobs } from "./queue";

export type JobWorker = {
	/** Look for due jobs now (one was just queued) instead of at the next poll. */
	wake(): void;
	/** Stops polling; resolves once the jobs in flight (if any) have been recorded. */
	stop(): Promise<void>;
};

export type JobWorkerOptions = {
	intervalMs: number;
	/** Jobs run at once by this process (each is mostly sharp's work, on its own threads). */
	concurrency?: number;
	leaseMs?: number;
};

const PURGE_EVERY_MS = 3_600_000;

/**
 * The job queue's worker in this process: a pass at start (jobs left by a previous run are taken
 * up), a pass whenever it is woken (enqueueJob and wakeJobWorkers do), and one every `intervalMs`
 * for what other processes queued and for retries that fall due. Passes never overlap in one
 * process; other processes' workers take other rows (queue.ts). An error is logged and the next
 * pass tries again.
 */
export function startJobWorker(
	deps: JobRunDeps,
	handlers: JobHandlers,
	{ intervalMs, concurrency = 1, leaseMs }: JobWorkerOptions,
): JobWorker {
	let stopped = false;
	let timer: NodeJS.Timeout | undefined;
	let running: Promise<void> | undefined;
	/** Woken during a pass: the job queued meanwhile may have been missed, so pass again. */
	let again = false;
	let lastPurge = 0;

	const schedule = (ms: number) => {
		if (stopped) return;
		if (timer) clearTimeout(timer);
		timer = setTimeout(run, ms);
		timer.unref?.();
	};

	async function pass() {
		do {
			again = false;
			try {
				await runDueJobs(deps, handlers, { concurrency, ...(leaseMs ? { leaseMs } : {}) });
				if (Date.now() - lastPurge > PURGE_EVERY_MS) {
					lastPurge = Date.now();
					await purgeDoneJobs(deps.database.db);
				}
			} catch (err) {
				deps.log.error({ err }, "job queue: a pass failed; the next one tries again");
			}
		} while (again && !stopped);
	}

	function run() {
		timer = undefined;
		if (stopped) return;
		running = pass().finally(() => {
			running = undefined;
			schedule(intervalMs);
		});
	}

	const wake = () => {
		if (stopped) return;
		if (running) again = true;
		else schedule(0);
	};
	localWorkers.add(wake);
	schedule(0);

	return {
		wake,
		async stop() {
			stopped = true;
			localWorkers.delete(wake);
			if (timer) clearTimeout(timer);
			timer = undefined;
			await running;
		},
	};
}
