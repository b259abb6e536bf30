import type { ContactTopic } from "@core/contracts/contact";
import type { AdminMailItem } from "@core/contracts/mail";
import { MAIL_MAX_ATTEMPTS, type MailKind } from "@core/mail-queue";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import { type contact_messages, mail_queue } from "../db/schema";
import type { MailMessage, QueueOptions } from "./mailer";

/**
 * The mail queue's SQL (queue.ts tells how the queue works): queuing, claiming a due mail with a
 * lease, recording each delivery's outcome, and the admin screen's list of mail not gone out.
 */

/** Long enough for the slowest delivery the transport's timeouts allow (transport.ts). */
const LEASE = sql`interval '10 minutes'`;
/** A pending mail not tried this long after it was due: the worker is off or stuck; admins see it. */
const OVERDUE = sql`interval '5 minutes'`;
/** Sent rows (their text already cleared) are kept this long for the record, then deleted. */
const SENT_KEPT = sql`interval '30 days'`;

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

/** A mail a worker has claimed, with what delivering it takes. */
export type ClaimedRow = Columns<
	typeof mail_queue,
	"id" | "recipient" | "subject" | "text" | "html" | "reply_to_name" | "reply_to_address" | "attempts"
> & {
	/** One of the mail kinds: the column's CHECK holds it to core/mail-queue.ts's list. */
	kind: MailKind;
};

const CLAIMED_COLUMNS = sql`q.id, q.kind, q.recipient, q.subject, q.text, q.html, q.reply_to_name,
	q.reply_to_address, q.attempts`;

/** The due mail that has waited longest, claimed for this worker; undefined when none is due. */
export async function claimDueMail(executor: Executor): Promise<ClaimedRow | undefined> {
	const [row] = await rowsOf<ClaimedRow>(
		executor,
		sql`
		update mail_queue q set attempts = q.attempts + 1, locked_until = now() + ${LEASE}, updated_at = now()
		from (select id from mail_queue
			where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
			order by next_attempt_at, created_at limit 1
			for update skip locked) due
		where q.id = due.id
		returning ${CLAIMED_COLUMNS}`,
	);
	return row;
}

/** One mail, claimed now whatever its schedule (an admin's "Retry now"), unless sent or being sent. */
export async function claimMail(executor: Executor, id: string): Promise<ClaimedRow | undefined> {
	const [row] = await rowsOf<ClaimedRow>(
		executor,
		sql`
		update mail_queue q set attempts = q.attempts + 1, locked_until = now() + ${LEASE}, status = 'pending',
			updated_at = now()
		where q.id = ${id} and q.status <> 'sent' and (q.locked_until is null or q.locked_until <= now())
		returning ${CLAIMED_COLUMNS}`,
	);
	return row;
}

/**
 * A refused delivery: the mail's lease ends, the error is kept, and the next attempt comes
 * `delayMs` from now, or never (status 'failed', delayMs null).
 */
export async function recordMailRefused(
	executor: Executor,
	id: string,
	refusal: { status: "pending" | "failed"; error: string; delayMs: number | null },
): Promise<void> {
	const { status, error, delayMs: delay } = refusal;
	await rowsOf(
		executor,
		sql`update mail_queue set status = ${status}, last_error = ${error},
			locked_until = null, updated_at = now(),
			next_attempt_at = case when ${delay}::bigint is null then next_attempt_at
				else now() + ${delay}::bigint * interval '1 millisecond' end
			where id = ${id}`,
	);
}

/**
 * A delivered mail: its text is cleared and the contact message it carries is marked mailed, in
 * the same statement.
 */
export async function recordMailSent(executor: Executor, id: string): Promise<void> {
	await rowsOf(
		executor,
		sql`
		with sent as (
			update mail_queue set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
				text = '', html = '', updated_at = now()
			where id = ${id}
			returning contact_message_id
		)
		update contact_messages set mailed_at = now(), updated_at = now()
		where id = (select contact_message_id from sent) and mailed_at is null`,
	);
}

/** The mail's status; undefined when there is no such mail. */
export async function mailStatus(executor: Executor, id: string): Promise<string | undefined> {
	const [current] = await rowsOf<Columns<typeof mail_queue, "status">>(
		executor,
		sql`select status from mail_queue where id = ${id}`,
	);
	return current?.status;
}

/** Deletes sent rows older than they are kept for; answers how many. */
export async function purgeSentMail(executor: Executor): Promise<number> {
	const rows = await rowsOf<Columns<typeof mail_queue, "id">>(
		executor,
		sql`delete from mail_queue where status = 'sent' and sent_at < now() - ${SENT_KEPT} returning id`,
	);
	return rows.length;
}

// ---------------------------------------------------------------- the admin screen

/** A nullable column of the contact message a mail carries (left-joined). */
type ContactColumn<K extends keyof typeof contact_messages.$inferSelect> =
	| Columns<typeof contact_messages, K>[K]
	| null;

type UndeliveredRow = Columns<
	typeof mail_queue,
	"id" | "recipient" | "subject" | "attempts" | "last_error" | "next_attempt_at" | "created_at"
> & {
	/** One of the mail kinds: the column's CHECK holds it to core/mail-queue.ts's list. */
	kind: MailKind;
	/** UNDELIVERED leaves out the sent ones. */
	status: "pending" | "failed";
	contact_id: ContactColumn<"id">;
	contact_name: ContactColumn<"name">;
	contact_email: ContactColumn<"email">;
	contact_company: ContactColumn<"company">;
	/** One of the topics: the column's CHECK holds it to core/contracts/contact.ts's list. */
	contact_topic: ContactTopic | null;
	contact_message: ContactColumn<"message">;
	contact_received_at: ContactColumn<"created_at">;
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

async function undeliveredRows(executor: Executor, where: SQL, limit: number) {
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
	executor: Executor,
	limit: number,
): Promise<{ items: AdminMailItem[]; total: number; limit: number }> {
	const rows = await undeliveredRows(executor, UNDELIVERED, limit);
	return { items: rows.map(toItem), total: rows[0]?.total ?? 0, limit };
}

/** One queued mail as the admin screen shows it, if it has not gone out. */
export async function undeliveredMail(executor: Executor, id: string): Promise<AdminMailItem | null> {
	const [row] = await undeliveredRows(executor, sql`q.id = ${id} and q.status <> 'sent'`, 1);
	return row ? toItem(row) : null;
}
