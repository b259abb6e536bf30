import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

// sign-in (better-auth)

/** One row per signed-in browser; the cookie carries the token. */
export const sessions = pgTable(
	"sessions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		token: text("token").notNull(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
		ip_address: text("ip_address"),
		user_agent: text("user_agent"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [uniqueIndex("sessions_token_idx").on(t.token), index("sessions_user_idx").on(t.user_id)],
);

/** How a user signs in: 'credential' (password hash) or an identity provider's subject. */
export const accounts = pgTable(
	"accounts",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		user_id: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		account_id: text("account_id").notNull(),
		provider_id: text("provider_id").notNull(),
		access_token: text("access_token"),
		refresh_token: text("refresh_token"),
		id_token: text("id_token"),
		access_token_expires_at: timestamp("access_token_expires_at", { withTimezone: true }),
		refresh_token_expires_at: timestamp("refresh_token_expires_at", { withTimezone: true }),
		scope: text("scope"),
		password: text("password"),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [
		index("accounts_user_idx").on(t.user_id),
		uniqueIndex("accounts_provider_account_idx").on(t.provider_id, t.account_id),
	],
);

/** One-time values: email-link tokens, reset tokens, OAuth state. */
export const verifications = pgTable(
	"verifications",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		identifier: text("identifier").notNull(),
		value: text("value").notNull(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
		created_at: createdAt(),
		updated_at: updatedAt(),
	},
	(t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * What a sign-up form sent, bound to the one emailed link it came with (by the link token's
 * hash): only opening that link makes the account from it, and it expires with the link.
 */
export const signup_requests = pgTable(
	"signup_requests",
	{
		token_hash: text("token_hash").primaryKey(),
		email: text("email").notNull(),
		first_name: text("first_name").notNull(),
		last_name: text("last_name"),
		agreement_type: text("agreement_type").notNull(),
		agreement_accepted: boolean("agreement_accepted").notNull(),
		/** When the server received the accepted agreement. */
		agreement_date: timestamp("agreement_date", { withTimezone: true }).notNull(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
	},
	(t) => [index("signup_requests_expires_idx").on(t.expires_at)],
);

/** Accounts imported from the old WordPress site; migrated once the owner sets a password here. */
export const legacy_users = pgTable("legacy_users", {
	user_id: uuid("user_id")
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	imported_at: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
	migrated_at: timestamp("migrated_at", { withTimezone: true }),
	last_reset_sent_at: timestamp("last_reset_sent_at", { withTimezone: true }),
});

/** Solved captcha challenges, so one solution cannot be replayed before it expires. */
export const captcha_spent = pgTable(
	"captcha_spent",
	{
		signature: text("signature").primaryKey(),
		expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
	},
	(t) => [index("captcha_spent_expires_idx").on(t.expires_at)],
);
