import type { ContactMessageInput, ContactMessageReceived } from "@core/contracts/contact";
import type { Database } from "../db/client";
import { isoTime } from "../db/executor";
import type { Mailer } from "../mail/mailer";
import { type ContactSender, teamMail } from "./mail";
import { insertContactMessage, unmailedContactMessages } from "./queries";

export type ContactDeps = { database: Database; mailer: Mailer; contactTo: string };

/**
 * Keeps a contact message and queues its mail to the team, in one transaction: a message is
 * never stored without its mail. The mail leaves after the answer, from the mail queue, which
 * retries it while the mail server refuses; once it is delivered the message is marked mailed
 * (mailed_at). Until then it is listed on the admin mail screen if its first attempt failed.
 */
export async function receiveContactMessage(
	{ database, mailer, contactTo }: ContactDeps,
	input: ContactMessageInput,
	sender: (ContactSender & { userId: string }) | null,
): Promise<ContactMessageReceived> {
	const row = await database.db.transaction(async (tx) => {
		const stored = await insertContactMessage(tx, input, sender?.userId ?? null);
		await mailer.enqueue(tx, teamMail(contactTo, { ...input, id: stored.id }, sender), {
			contactMessageId: stored.id,
		});
		return stored;
	});
	mailer.wake();
	return { id: row.id, received_at: isoTime(row.created_at) };
}

/**
 * Messages kept before the mail queue existed whose mail failed (mailed_at null, no queued
 * mail): queued now, so the team gets them after all. Safe when several processes start at
 * once: a message has at most one queued mail (a unique index); answers how many were queued.
 */
export async function queueUnmailedContactMessages({
	database,
	mailer,
	contactTo,
}: ContactDeps): Promise<number> {
	const rows = await unmailedContactMessages(database);
	for (const { account_email, ...message } of rows) {
		const sender = account_email ? { accountEmail: account_email } : null;
		await mailer.enqueue(database.db, teamMail(contactTo, message, sender), { contactMessageId: message.id });
	}
	if (rows.length > 0) mailer.wake();
	return rows.length;
}
