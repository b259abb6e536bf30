import type { Config } from "../config";
import type { Database } from "../db/client";
import { type DigestDeps, salesDigestHandler } from "../earnings/digest";
import { holdExpiryJob, holdReminderJob } from "../holds/jobs";
import type { MediaStorage } from "../media/storage";
import { photoDerivativesJob } from "../uploads/derivatives-job";
import type { JobHandlers, JobLog } from "./queue";
import { startJobWorker } from "./worker";

/** Every kind's handler, as this app runs it. */
export function jobHandlers(deps: { storage: MediaStorage; mail?: DigestDeps }): JobHandlers {
	const { storage, mail } = deps;
	return {
		photo_derivatives: photoDerivativesJob(storage),
		// A family's daily digest of its sales (at most one a day); only where mail can be sent.
		...(mail ? { sales_digest: (payload: unknown) => salesDigestHandler(mail, { payload }) } : {}),
		// Issue 30: a hold's end, and the mail to its holder a day before (where mail can be sent).
		hold_expiry: holdExpiryJob,
		...(mail ? { hold_reminder: holdReminderJob(mail) } : {}),
	};
}

export type JobService = {
	/** Stops the worker after the jobs in flight. */
	close(): Promise<void>;
};

/**
 * The app's job queue: with JOB_QUEUE_INTERVAL_MS 0 no worker runs and jobs stay queued until
 * something runs them (tests call runDueJobs, to see a photo 'processing' first); otherwise a worker polls
 * at that interval and is woken by every job this process queues.
 */
export function createJobs(deps: {
	config: Config;
	database: Database;
	log: JobLog;
	handlers: JobHandlers;
}): JobService {
	const { config, database, log, handlers } = deps;
	const worker =
		config.jobQueueIntervalMs > 0
			? startJobWorker({ database, log }, handlers, {
					intervalMs: config.jobQueueIntervalMs,
					concurrency: config.jobConcurrency,
				})
			: undefined;
	return {
		close: async () => {
			await worker?.stop();
		},
	};
}
