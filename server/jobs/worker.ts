import { type Poller, startPoller } from "../poller";
import { purgeDoneJobs } from "./queries";
import { type JobHandlers, type JobRunDeps, localWorkers, runDueJobs } from "./queue";

export type JobWorker = Poller;

export type JobWorkerOptions = {
	intervalMs: number;
	/** Jobs run at once by this process (each is mostly sharp's work, on its own threads). */
	concurrency?: number;
	leaseMs?: number;
};

const PURGE_EVERY_MS = 3_600_000;

/**
 * The job queue's worker in this process, on the shared polling loop (server/poller.ts): woken
 * by enqueueJob and wakeJobWorkers; other processes' workers take other rows (queue.ts).
 */
export function startJobWorker(
	deps: JobRunDeps,
	handlers: JobHandlers,
	{ intervalMs, concurrency = 1, leaseMs }: JobWorkerOptions,
): JobWorker {
	const poller = startPoller({
		intervalMs,
		work: () => runDueJobs(deps, handlers, { concurrency, ...(leaseMs ? { leaseMs } : {}) }),
		purge: () => purgeDoneJobs(deps.database.db),
		purgeEveryMs: PURGE_EVERY_MS,
		onError: (err) => deps.log.error({ err }, "job queue: a pass failed; the next one tries again"),
	});
	const { wake } = poller;
	localWorkers.add(wake);
	return {
		wake,
		async stop() {
			localWorkers.delete(wake);
			await poller.stop();
		},
	};
}
