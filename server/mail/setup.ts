import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "./mailer";
import { enqueueMail } from "./queries";
import { type DeliveryDeps, type DeliveryOutcome, deliverDue, type RetryResult, retryMailNow } from "./queue";
import { createMailTransport, type MailTransport } from "./transport";
import { type MailWorkerLog, startMailWorker } from "./worker";

/** The app's mail: the Mailer that queues, the transport the worker delivers through, the worker. */
export type MailService = {
	database: Database;
	mailer: Mailer;
	transport: MailTransport;
	/** Delivers what is due now, in this call (tests run the queue this way when the worker is off). */
	deliverDue(): Promise<Record<DeliveryOutcome, number>>;
	/** An admin's "Retry now" of one mail. */
	retryNow(id: string): Promise<RetryResult>;
	/** Stops the worker (after the delivery in flight), then closes the transport. */
	close(): Promise<void>;
};

/**
 * Builds the mail of one app. With MAIL_QUEUE_INTERVAL_MS 0 no worker runs: mail stays queued
 * until something calls deliverDue (the tests do, to read mail at a moment of their choosing).
 */
export function createMail(deps: {
	config: Config;
	database: Database;
	log: MailWorkerLog;
	/** Defaults to SMTP with SMTP_URL, else the dev mailbox folder. */
	transport?: MailTransport;
}): MailService {
	const { config, database, log } = deps;
	const transport = deps.transport ?? createMailTransport(config);
	const delivery: DeliveryDeps = { database, transport, log };
	const worker =
		config.mailQueueIntervalMs > 0
			? startMailWorker({ ...delivery, log }, { intervalMs: config.mailQueueIntervalMs })
			: undefined;
	const wake = () => worker?.wake();
	return {
		database,
		mailer: {
			async send(message) {
				await enqueueMail(database.db, message);
				wake();
			},
			enqueue: (tx, message, options) => enqueueMail(tx, message, options),
			wake,
		},
		transport,
		deliverDue: () => deliverDue(delivery),
		retryNow: (id) => retryMailNow(delivery, id),
		async close() {
			await worker?.stop();
			transport.close();
		},
	};
}
