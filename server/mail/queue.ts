import { mailRetryDelayMs } from "@core/mail-queue";
import type { Database } from "../db/client";
import {
	type ClaimedRow,
	claimDueMail,
	claimMail,
	mailStatus,
	recordMailRefused,
	recordMailSent,
} from "./queries";
import type { MailTransport } from "./transport";

/**
 * The mail queue (a "transactional outbox"): rows in mail_queue, delivered by whichever worker
 * claims them first. Claiming is one statement: `for update skip locked` picks a due row no
 * other worker is claiming, and the same statement writes a lease (locked_until) that keeps it
 * from every other worker while it is delivered, outside any transaction (on PGlite a
 * transaction held across an SMTP conversation would stall every request). A worker that dies
 * mid-delivery leaves the lease to run out; the mail is then tried again, so a mail goes out at
 * least once and, barring such a crash, exactly once.
 */

const ERROR_MAX = 1000;

/** SMTP 5xx answers (no such mailbox, refused for policy) and a message with no valid recipient do not heal by waiting. */
function isPermanent(err: unknown): boolean {
	const fields = err as { responseCode?: unknown; code?: unknown };
	if (typeof fields.responseCode === "number") return fields.responseCode >= 500 && fields.responseCode < 600;
	return fields.code === "EENVELOPE";
}

function errorText(err: unknown): string {
	const text = err instanceof Error ? err.message : String(err);
	return text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text;
}

export type DeliveryOutcome = "sent" | "pending" | "failed";

export type DeliveryDeps = {
	database: Database;
	transport: MailTransport;
	log?: { warn(obj: unknown, msg?: string): void };
};

/**
 * Hands a claimed mail to the transport and records the outcome. Sent: the text is cleared and
 * the contact message it carries is marked mailed, in the same statement. Refused: the next
 * attempt is scheduled (core/mail-queue.ts), or the mail is given up.
 */
async function deliverClaimed(deps: DeliveryDeps, row: ClaimedRow): Promise<DeliveryOutcome> {
	const { database, transport, log } = deps;
	try {
		await transport.deliver({
			kind: row.kind,
			to: row.recipient,
			subject: row.subject,
			text: row.text,
			html: row.html,
			...(row.reply_to_address
				? { replyTo: { name: row.reply_to_name ?? "", address: row.reply_to_address } }
				: {}),
		});
	} catch (err) {
		const delay = mailRetryDelayMs(row.attempts, isPermanent(err));
		const status = delay === null ? "failed" : "pending";
		log?.warn(
			{ err, mailId: row.id, kind: row.kind, attempts: row.attempts, status },
			delay === null ? "mail not delivered; given up" : "mail not delivered; it will be tried again",
		);
		await recordMailRefused(database.db, row.id, { status, error: errorText(err), delayMs: delay });
		return status;
	}
	await recordMailSent(database.db, row.id);
	return "sent";
}

/**
 * Delivers every mail due now until none is left, `concurrency` at a time (each claims its own
 * rows); answers the outcomes. Resolves only when every delivery started has been recorded.
 */
export async function deliverDue(
	deps: DeliveryDeps,
	{ concurrency = 1 }: { concurrency?: number } = {},
): Promise<Record<DeliveryOutcome, number>> {
	const counts: Record<DeliveryOutcome, number> = { sent: 0, pending: 0, failed: 0 };
	const drain = async () => {
		for (;;) {
			const row = await claimDueMail(deps.database.db);
			if (!row) return;
			counts[await deliverClaimed(deps, row)]++;
		}
	};
	const results = await Promise.allSettled(Array.from({ length: concurrency }, drain));
	const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
	if (failure) throw failure.reason;
	return counts;
}

export type RetryResult =
	| { outcome: DeliveryOutcome }
	| { refused: "not_found" | "already_sent" | "in_flight" };

/** An admin's "Retry now": one attempt at once, outside the schedule (also for a mail given up). */
export async function retryMailNow(deps: DeliveryDeps, id: string): Promise<RetryResult> {
	const row = await claimMail(deps.database.db, id);
	if (row) return { outcome: await deliverClaimed(deps, row) };
	const status = await mailStatus(deps.database.db, id);
	if (status === undefined) return { refused: "not_found" };
	return { refused: status === "sent" ? "already_sent" : "in_flight" };
}
