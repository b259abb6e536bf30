import { z } from "zod";
import { MAIL_KINDS } from "../mail-queue";
import { CONTACT_TOPICS } from "./contact";

/**
 * The admin screen of mail that has not gone out (issue 24): mail that failed at least once and
 * waits for its next attempt, mail given up, and mail waiting much longer than the worker should
 * take. The mail's own text is never sent to the browser (sign-in and reset mails carry live
 * links); a contact message comes with the sender's words from its own table.
 */

/** The contact message a team mail carries. */
export const AdminMailContact = z.object({
	id: z.uuid(),
	name: z.string(),
	email: z.string(),
	company: z.string().nullable(),
	topic: z.enum(CONTACT_TOPICS),
	message: z.string(),
	received_at: z.string(),
});
export type AdminMailContact = z.infer<typeof AdminMailContact>;

export const AdminMailItem = z.object({
	id: z.uuid(),
	kind: z.enum(MAIL_KINDS),
	/** pending: it will be tried again at next_attempt_at; failed: given up. */
	status: z.enum(["pending", "failed"]),
	recipient: z.string(),
	subject: z.string(),
	attempts: z.number().int().nonnegative(),
	max_attempts: z.number().int().positive(),
	last_error: z.string().nullable(),
	/** Null once given up. */
	next_attempt_at: z.string().nullable(),
	created_at: z.string(),
	contact: AdminMailContact.nullable(),
});
export type AdminMailItem = z.infer<typeof AdminMailItem>;

/** Newest first; at most `limit` rows of `total`. */
export const AdminMailListResponse = z.object({
	items: z.array(AdminMailItem),
	total: z.number().int().nonnegative(),
	limit: z.number().int().positive(),
});
export type AdminMailListResponse = z.infer<typeof AdminMailListResponse>;

/** What a "Retry now" did: the mail went out (item null), or it failed again (the item as it is now). */
export const AdminMailRetryResponse = z.object({
	outcome: z.enum(["sent", "pending", "failed"]),
	item: AdminMailItem.nullable(),
});
export type AdminMailRetryResponse = z.infer<typeof AdminMailRetryResponse>;

/** A message the dev outbox kept (only outside production, without SMTP_URL). */
export const MailboxMessage = z.object({
	id: z.string(),
	to: z.string(),
	subject: z.string(),
	sent_at: z.string(),
	text: z.string(),
	links: z.array(z.string()),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxResponse = z.object({
	/** 'outbox' keeps mail here; 'smtp' sends it out, so nothing is listed. */
	transport: z.enum(["outbox", "smtp"]),
	messages: z.array(MailboxMessage),
});
export type MailboxResponse = z.infer<typeof MailboxResponse>;
