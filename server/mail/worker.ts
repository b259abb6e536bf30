import { type Poller, startPoller } from "../poller";
import { purgeSentMail } from "./queries";
import { type DeliveryDeps, deliverDue } from "./queue";
import { SMTP_CONNECTIONS } from "./transport";

export type MailWorkerLog = {
	warn(obj: unknown, msg?: string): void;
	error(obj: unknown, msg?: string): void;
};

export type MailWorker = Poller;

const PURGE_EVERY_MS = 3_600_000;
/** Mails delivered at once by one process: as many as the SMTP transport keeps connections. */
const MAIL_DELIVERY_CONCURRENCY = SMTP_CONNECTIONS;

/**
 * The mail queue's worker in this process, on the shared polling loop (server/poller.ts): woken
 * when a mail is queued; other processes' workers take other rows (queue.ts).
 */
export function startMailWorker(
	deps: DeliveryDeps & { log: MailWorkerLog },
	{ intervalMs }: { intervalMs: number },
): MailWorker {
	return startPoller({
		intervalMs,
		work: () => deliverDue(deps, { concurrency: MAIL_DELIVERY_CONCURRENCY }),
		purge: () => purgeSentMail(deps.database.db),
		purgeEveryMs: PURGE_EVERY_MS,
		onError: (err) => deps.log.error({ err }, "mail queue: a delivery pass failed; the next one tries again"),
	});
}
