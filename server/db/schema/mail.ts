import { MAIL_KINDS, MAIL_STATUSES } from "@core/mail-queue";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { contact_messages } from "./contact";

// mail queue

/**
 * Every mail the site sends, queued in the transaction of what caused it (the "transactional
 * outbox" pattern; not the dev mailbox folder DATA_DIR/outbox, which is one of the transports
 * the worker delivers through). The worker claims a due row (`for update skip locked`, then a
 * lease in locked_until, so no two processes send it), delivers it, and marks it sent, or
 * schedules the next attempt (core/mail-queue.ts), or gives up (failed). A sent mail's text is
 * cleared: sign-in and reset mails carry live links.
 */
export const mail_queue = pgTable(
	"mail_queue",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		kind: text("kind").notNull(),
		recipient: text("recipient").notNull(),
		subject: text("subject").notNull(),
		text: text("text").notNull(),
		html: text("html").notNull(),
		reply_to_name: text("reply_to_name"),
		reply_to_address: text("reply_to_address"),
		status: text("status").notNull().default("pending"),
		/** Attempts started; counted when a worker claims the mail, so a crash mid-send counts too. */
		attempts: integer("attempts").notNull().default(0),
		next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
		/** While a worker delivers it: until when the claim holds (a crashed worker's claim runs out). */
		locked_until: timestamp("locked_until", { withTimezone: true }),
		last_error: text("last_error"),
		/** The contact message this mail carries to the team; it is marked mailed when this is sent. */
		contact_message_id: uuid("contact_message_id").references(() => contact_messages.id, {
			onDelete: "cascade",
		}),
		created_at: createdAt(),
		updated_at: updatedAt(),
		sent_at: timestamp("sent_at", { withTimezone: true }),
	},
	(t) => [
		index("mail_queue_due_idx").on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
		index("mail_queue_undelivered_idx")
			.on(t.created_at.desc())
			.where(sql`${t.status} = 'failed' or (${t.status} = 'pending' and ${t.attempts} > 0)`),
		index("mail_queue_sent_idx").on(t.sent_at).where(sql`${t.status} = 'sent'`),
		// One team mail per contact message, however many processes queue the ones left unmailed.
		uniqueIndex("mail_queue_contact_message_idx").on(t.contact_message_id),
		check("mail_queue_status_check", oneOf(t.status, MAIL_STATUSES)),
		check("mail_queue_kind_check", oneOf(t.kind, MAIL_KINDS)),
	],
);
