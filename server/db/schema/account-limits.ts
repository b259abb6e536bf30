import { PACED_MAILS } from "@core/auth-limits";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { oneOf } from "./columns";

// per-account limits

/**
 * Emailed links paced per mailbox (core/auth-limits.ts, MAIL_PACE), in the database so the pace
 * holds across server processes. `paced_until` is the bucket as one time (GCRA's theoretical
 * arrival time): a mail may go while it is at most (burst - 1) intervals ahead of now. A row
 * whose time has passed is the same as no row.
 */
export const mail_pace = pgTable(
	"mail_pace",
	{
		/** limitKey(email): trimmed, lower-case. */
		email: text("email").notNull(),
		kind: text("kind", { enum: PACED_MAILS }).notNull(),
		paced_until: timestamp("paced_until", { withTimezone: true }).notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.email, t.kind] }),
		check("mail_pace_kind_check", oneOf(t.kind, PACED_MAILS)),
		index("mail_pace_until_idx").on(t.paced_until),
	],
);

/**
 * Password attempts per account (or per unknown address, counted alike), whoever sends them
 * (core/auth-limits.ts, PASSWORD_DELAY). An attempt counts as a failure from the moment it is
 * let through; a successful sign-in or a completed reset deletes the row.
 */
export const password_failures = pgTable(
	"password_failures",
	{
		/** limitKey(email): trimmed, lower-case. */
		email: text("email").primaryKey(),
		failures: integer("failures").notNull(),
		last_failure_at: timestamp("last_failure_at", { withTimezone: true }).notNull(),
		/** No password for this address is checked before then. */
		locked_until: timestamp("locked_until", { withTimezone: true }),
	},
	(t) => [index("password_failures_last_idx").on(t.last_failure_at)],
);
