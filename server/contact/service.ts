import type { ContactMessageInput, ContactMessageReceived, ContactTopic } from "@core/contracts/contact";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { isoTime } from "../db/executor";
import { contact_messages } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { type ContactSender, teamMail } from "./mail";

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
		const [stored] = await tx
			.insert(contact_messages)
			.values({ ...input, user_id: sender?.userId ?? null })
			.returning({ id: contact_messages.id, created_at: contact_messages.created_at });
		if (!stored) throw new Error("the contact message was not stored");
		await mailer.enqueue(tx, teamMail(contactTo, { ...input, id: stored.id }, sender), {
			contactMessageId: stored.id,
		});
		return stored;
	});
	mailer.wake();
	return { id: row.id, received_at: isoTime(row.created_at) };
}

type UnmailedRow = {
	id: string;
	name: string;
	email: string;
	company: string | null;
	topic: ContactTopic;
	message: string;
	account_email: string | null;
};

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
	const rows = await database.query<UnmailedRow>(sql`
		select c.id, c.name, c.email, c.company, c.topic, c.message, u.email as account_email
		from contact_messages c left join users u on u.id = c.user_id
		where c.mailed_at is null
			and not exists (select 1 from mail_queue q where q.contact_message_id = c.id)
		order by c.created_at`);
	for (const { account_email, ...message } of rows) {
		const sender = account_email ? { accountEmail: account_email } : null;
		await mailer.enqueue(database.db, teamMail(contactTo, message, sender), { contactMessageId: message.id });
	}
	if (rows.length > 0) mailer.wake();
	return rows.length;
}
