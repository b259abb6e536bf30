import type { ContactMessageInput, ContactMessageReceived } from "@core/contracts/contact";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { isoTime } from "../db/executor";
import { contact_messages } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { type ContactSender, teamMail } from "./mail";

type Log = Pick<FastifyBaseLogger, "error">;

export type ContactDeps = { database: Database; mailer: Mailer; contactTo: string; log: Log };

/**
 * Keeps a contact message, then mails it to the team. The row comes first: when the mail
 * cannot go out, the message is still there (mailed_at null) and the sender is told it arrived,
 * which it has; the failure is logged for whoever runs the site.
 */
export async function receiveContactMessage(
	{ database, mailer, contactTo, log }: ContactDeps,
	input: ContactMessageInput,
	sender: (ContactSender & { userId: string }) | null,
): Promise<ContactMessageReceived> {
	const [row] = await database.db
		.insert(contact_messages)
		.values({ ...input, user_id: sender?.userId ?? null })
		.returning({ id: contact_messages.id, created_at: contact_messages.created_at });
	if (!row) throw new Error("the contact message was not stored");

	try {
		await mailer.send(teamMail(contactTo, { ...input, id: row.id }, sender));
	} catch (err) {
		log.error({ err, contactMessageId: row.id }, "contact message stored, but the mail to the team failed");
		return { id: row.id, received_at: isoTime(row.created_at) };
	}
	await database.db
		.update(contact_messages)
		.set({ mailed_at: sql`now()`, updated_at: sql`now()` })
		.where(eq(contact_messages.id, row.id))
		.catch((err: unknown) =>
			log.error({ err, contactMessageId: row.id }, "contact message mailed, but mailed_at not recorded"),
		);
	return { id: row.id, received_at: isoTime(row.created_at) };
}
