import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPICS } from "@core/contracts/contact";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";
import { users } from "./users";

// contact (issue 10)

/**
 * What the contact form sent. Stored before the team is mailed, so a failed mail loses nothing:
 * mailed_at stays null. Only what the sender typed is kept, never their network address.
 */
export const contact_messages = pgTable(
	"contact_messages",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		email: text("email").notNull(),
		/** The company or production the sender writes for. */
		company: text("company"),
		topic: text("topic").notNull(),
		message: text("message").notNull(),
		/** The account the sender was signed in with, if any. */
		user_id: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
		status: text("status").notNull().default("new"),
		/** When the team's mail went out; null until it did. */
		mailed_at: timestamp("mailed_at", { withTimezone: true }),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		index("contact_messages_status_created_idx").on(t.status, t.created_at.desc()),
		index("contact_messages_user_idx").on(t.user_id),
		check("contact_messages_topic_check", oneOf(t.topic, CONTACT_TOPICS)),
		check("contact_messages_status_check", oneOf(t.status, CONTACT_MESSAGE_STATUSES)),
	],
);
