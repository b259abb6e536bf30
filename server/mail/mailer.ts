import type { MailKind } from "@core/mail-queue";
import type { Executor } from "../db/executor";

export type MailMessage = {
	/** What the mail is (the template names it): the admin screen and the logs show it. */
	kind: MailKind;
	to: string;
	subject: string;
	text: string;
	html: string;
	/** Where a reply goes when it is not the sender (the contact form: the person who wrote). */
	replyTo?: { name: string; address: string };
};

/** What a queued mail belongs to: the contact message it carries to the team. */
export type QueueOptions = { contactMessageId?: string };

/**
 * How the app sends mail: it queues it (the mail_queue table, queue.ts) and the worker
 * (worker.ts) delivers it after the answer, retrying failures. Nobody waits for a mail server.
 */
export type Mailer = {
	/** Queues a message and wakes the worker; resolves once the row is stored. */
	send(message: MailMessage): Promise<void>;
	/**
	 * Queues a message in the caller's transaction, so the mail exists exactly when what it tells
	 * of does. Call `wake()` once the transaction has committed (the worker cannot see it before).
	 */
	enqueue(tx: Executor, message: MailMessage, options?: QueueOptions): Promise<void>;
	/** Asks the worker to look for due mail now rather than at its next poll. */
	wake(): void;
};
