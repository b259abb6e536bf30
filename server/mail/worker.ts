import { purgeSentMail } from "./queries";
import { type DeliveryDeps, deliverDue } from "./queue";
import { SMTP_CONNECTIONS } from "./transport";

export type MailWorkerLog = {
	warn(obj: unknown, msg?: string): void;
	error(obj: unknown, msg?: string): void;
};

export type MailWorker = {
	/** Look for due mail now (a mail was just queued) instead of at the next poll. */
	wake(): void;
	/** Stops polling; resolves once the delivery in flight (if any) has been recorded. */
	stop(): Promise<void>;
};

const PURGE_EVERY_MS = 3_600_000;
/** Mails delivered at once by one process: as many as the SMTP transport keeps connections. */
const MAIL_DELIVERY_CONCURRENCY = SMTP_CONNECTIONS;

/**
 * The mail queue's worker in this process: a pass at start (mail left by a previous run goes
 * out), a pass whenever `wake()` is called, and one every `intervalMs` for what other processes
 * queued and for retries that fall due. Passes never overlap in one process; other processes'
 * workers take other rows (queue.ts). An error is logged and the next pass tries again.
 */
export function startMailWorker(
	deps: DeliveryDeps & { log: MailWorkerLog },
	{ intervalMs }: { intervalMs: number },
): MailWorker {
	let stopped = false;
	let timer: NodeJS.Timeout | undefined;
	let running: Promise<void> | undefined;
	/** Woken during a pass: the mail queued meanwhile may have been missed, so pass again. */
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
				await deliverDue(deps, { concurrency: MAIL_DELIVERY_CONCURRENCY });
				if (Date.now() - lastPurge > PURGE_EVERY_MS) {
					lastPurge = Date.now();
					await purgeSentMail(deps.database.db);
				}
			} catch (err) {
				deps.log.error({ err }, "mail queue: a delivery pass failed; the next one tries again");
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

	schedule(0);

	return {
		wake() {
			if (stopped) return;
			if (running) again = true;
			else schedule(0);
		},
		async stop() {
			stopped = true;
			if (timer) clearTimeout(timer);
			timer = undefined;
			await running;
		},
	};
}
