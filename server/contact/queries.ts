import type { ContactMessageInput, ContactTopic } from "@core/contracts/contact";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import type { Columns } from "../db/rows";
import { contact_messages } from "../db/schema";

/** The contact form's SQL: keeping a message, and finding the ones whose mail was never queued. */

/** Keeps a message (its sender's account, if any); answers its id and when it was received. */
export async function insertContactMessage(
	tx: Executor,
	input: ContactMessageInput,
	userId: string | null,
): Promise<{ id: string; created_at: Date }> {
	const [stored] = await tx
		.insert(contact_messages)
		.values({ ...input, user_id: userId })
		.returning({ id: contact_messages.id, created_at: contact_messages.created_at });
	if (!stored) throw new Error("the contact message was not stored");
	return stored;
}

/** A message with the email of the account it was sent from (null for a guest). */
export type UnmailedRow = Columns<
	typeof contact_messages,
	"id" | "name" | "email" | "company" | "message"
> & {
	/** One of the topics: the column's CHECK holds it to core/contracts/contact.ts's list. */
	topic: ContactTopic;
	account_email: string | null;
};

/** The messages not mailed (mailed_at null) that have no queued mail, oldest first. */
export function unmailedContactMessages(database: Database): Promise<UnmailedRow[]> {
	return database.query<UnmailedRow>(sql`
		select c.id, c.name, c.email, c.company, c.topic, c.message, u.email as account_email
		from contact_messages c left join users u on u.id = c.user_id
		where c.mailed_at is null
			and not exists (select 1 from mail_queue q where q.contact_message_id = c.id)
		order by c.created_at`);
}
