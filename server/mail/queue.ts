import type { ContactTopic } from "@core/contracts/contact";
import type { AdminMailItem } from "@core/contracts/mail";
import { MAIL_MAX_ATTEMPTS, type MailKind, mailRetryDelayMs } from "@core/mail-queue";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import { mail_queue } from "../db/schema";
import type { MailMessage, QueueOptions } from "./mailer";
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

/** Long enough for the slowest delivery the transport's timeouts allow (transport.ts). */
const LEASE = sql`interval '10 minutes'`;
/** A pending mail not tried this long after it was due: the worker is off or stuck; admins see it. */
const OVERDUE = sql`interval '5 minutes'`;
/** Sent rows (their text already cleared) are kept this long for the record, then deleted. */
const SENT_KEPT = sql`interval '30 days'`;
const ERROR_MAX = 1000;

/** Stores a message for the worker, in the caller's transaction when `executor` is one. */
export async function enqueueMail(
	executor: Executor,
	message: MailMessage,
	options: QueueOptions = {},
): Promise<void> {
	await executor
		.insert(mail_queue)
		.values({
			kind: message.kind,
			recipient: message.to,
			subject: message.subject,
			text: message.text,
			html: message.html,
			reply_to_name: message.replyTo?.name ?? null,
			reply_to_address: message.replyTo?.address ?? null,
			contact_message_id: options.contactMessageId ?? null,
		})
		// A contact message has one team mail, however many processes queue it.
		.onConflictDoNothing({ target: mail_queue.contact_message_id });
}

type ClaimedRow = {
	id: string;
	kind: MailKind;
	recipient: string;
	subject: string;
	text: string;
	html: string;
	reply_to_name: string | null;
	reply_to_address: string | null;
	attempts: number;
};

const CLAIMED_COLUMNS = sql`q.id, q.kind, q.recipient, q.subject, q.text, q.html, q.reply_to_name,
	q.reply_to_address, q.attempts`;

/** The due mail that has waited longest, claimed for this worker; undefined when none is due. */
async function claimDue(database: Database): Promise<ClaimedRow | undefined> {
	const [row] = await database.query<ClaimedRow>(sql`
		update mail_queue q set attempts = q.attempts + 1, locked_until = now() + ${LEASE}, updated_at = now()
		from (select id from mail_queue
			where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
			order by next_attempt_at, created_at limit 1
			for update skip locked) due
		where q.id = due.id
		returning ${CLAIMED_COLUMNS}`);
	return row;
}

/** One mail, claimed now whatever its schedule (an admin's "Retry now"), unless sent or being sent. */
async function claimOne(database: Database, id: string): Promise<ClaimedRow | undefined> {
	const [row] = await database.query<ClaimedRow>(sql`
		update mail_queue q set attempts = q.attempts + 1, locked_until = now() + ${LEASE}, status = 'pending',
			updated_at = now()
		where q.id = ${id} and q.status <> 'sent' and (q.locked_until is null or q.locked_until <= now())
		returning ${CLAIMED_COLUMNS}`);
	return row;
}

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
		await database.query(sql`update mail_queue set status = ${status}, last_error = ${errorText(err)},
			locked_until = null, updated_at = now(),
			next_attempt_at = case when ${delay}::bigint is null then next_attempt_at
				else now() + ${delay}::bigint * interval '1 millisecond' end
			where id = ${row.id}`);
		return status;
	}
	await database.query(sql`
		with sent as (
			update mail_queue set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
				text = '', html = '', updated_at = now()
			where id = ${row.id}
			returning contact_message_id
		)
		update contact_messages set mailed_at = now(), updated_at = now()
		where id = (select contact_message_id from sent) and mailed_at is null`);
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
			const row = await claimDue(deps.database);
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
	const row = await claimOne(deps.database, id);
	if (row) return { outcome: await deliverClaimed(deps, row) };
	const [current] = await deps.database.query<{ status: string }>(
		sql`select status from mail_queue where id = ${id}`,
	);
	if (!current) return { refused: "not_found" };
	return { refused: current.status === "sent" ? "already_sent" : "in_flight" };
}

/** Deletes sent rows older than they are kept for; answers how many. */
export async function purgeSentMail(database: Database): Promise<number> {
	const rows = await database.query<{ id: string }>(
		sql`delete from mail_queue where status = 'sent' and sent_at < now() - ${SENT_KEPT} returning id`,
	);
	return rows.length;
}

type UndeliveredRow = {
	id: string;
	kind: MailKind;
	status: "pending" | "failed";
	recipient: string;
	subject: string;
	attempts: number;
	last_error: string | null;
	next_attempt_at: Date | string;
	created_at: Date | string;
	contact_id: string | null;
	contact_name: string | null;
	contact_email: string | null;
	contact_company: string | null;
	contact_topic: ContactTopic | null;
	contact_message: string | null;
	contact_received_at: Date | string | null;
	total: number;
};

/**
 * Mail that has not gone out: tried and refused (waiting for its next attempt, or given up), or
 * due for longer than the worker should take. Not the mail a worker is delivering this moment.
 */
const UNDELIVERED = sql`(q.status = 'failed'
		or (q.status = 'pending' and (q.attempts > 0 or q.next_attempt_at < now() - ${OVERDUE})))
	and (q.locked_until is null or q.locked_until <= now())`;

function toItem(row: UndeliveredRow): AdminMailItem {
	return {
		id: row.id,
		kind: row.kind,
		status: row.status,
		recipient: row.recipient,
		subject: row.subject,
		attempts: row.attempts,
		max_attempts: MAIL_MAX_ATTEMPTS,
		last_error: row.last_error,
		next_attempt_at: row.status === "pending" ? isoTime(row.next_attempt_at) : null,
		created_at: isoTime(row.created_at),
		contact:
			row.contact_id && row.contact_topic && row.contact_received_at
				? {
						id: row.contact_id,
						name: row.contact_name ?? "",
						email: row.contact_email ?? "",
						company: row.contact_company,
						topic: row.contact_topic,
						message: row.contact_message ?? "",
						received_at: isoTime(row.contact_received_at),
					}
				: null,
	};
}

async function undeliveredRows(executor: Executor, where: ReturnType<typeof sql>, limit: number) {
	return rowsOf<UndeliveredRow>(
		executor,
		sql`select q.id, q.kind, q.status, q.recipient, q.subject, q.attempts, q.last_error,
			q.next_attempt_at, q.created_at, c.id as contact_id, c.name as contact_name,
			c.email as contact_email, c.company as contact_company, c.topic as contact_topic,
			c.message as contact_message, c.created_at as contact_received_at,
			(count(*) over ())::int as total
		from mail_queue q left join contact_messages c on c.id = q.contact_message_id
		where ${where}
		order by q.created_at desc, q.id
		limit ${limit}`,
	);
}

/** The admin screen's list, newest first, with how many there are in all. */
export async function listUndeliveredMail(
	database: Database,
	limit: number,
): Promise<{ items: AdminMailItem[]; total: number; limit: number }> {
	const rows = await undeliveredRows(database.db, UNDELIVERED, limit);
	return { items: rows.map(toItem), total: rows[0]?.total ?? 0, limit };
}

/** One queued mail as the admin screen shows it, if it has not gone out. */
export async function undeliveredMail(database: Database, id: string): Promise<AdminMailItem | null> {
	const [row] = await undeliveredRows(database.db, sql`q.id = ${id} and q.status <> 'sent'`, 1);
	return row ? toItem(row) : null;
}
