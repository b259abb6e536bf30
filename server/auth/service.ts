import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { accounts, legacy_users, profiles, sessions, users } from "../db/schema";
import { NotFoundError } from "../errors";

/** Sets an account's role by email (case-insensitive); false when no account has that email. */
export async function setUserRole(
	database: Database,
	email: string,
	role: "admin" | "user",
): Promise<boolean> {
	const updated = await database.db
		.update(users)
		.set({ role, updated_at: new Date() })
		.where(eq(sql`lower(${users.email})`, email.toLowerCase()))
		.returning({ id: users.id });
	return updated.length > 0;
}

export async function findUserByEmail(
	database: Database,
	email: string,
): Promise<{ id: string; email: string } | undefined> {
	const [row] = await database.db
		.select({ id: users.id, email: users.email })
		.from(users)
		.where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
		.limit(1);
	return row;
}

/**
 * After a reset, a first password or a change: the profile no longer asks for one (spec
 * section 4), and a legacy account has completed its migration, however it got there.
 */
export async function markPasswordSet(database: Database, userId: string): Promise<void> {
	await database.db
		.update(profiles)
		.set({ needs_password_setup: false, updated_at: new Date() })
		.where(eq(profiles.id, userId));
	await completeMigration(database, userId);
}

export async function hasPassword(database: Database, userId: string): Promise<boolean> {
	const [row] = await database.db
		.select({ n: count() })
		.from(accounts)
		.where(and(eq(accounts.user_id, userId), eq(accounts.provider_id, "credential")));
	return (row?.n ?? 0) > 0;
}

export async function signInMethods(database: Database, userId: string): Promise<string[]> {
	const rows = await database.db
		.selectDistinct({ provider: accounts.provider_id })
		.from(accounts)
		.where(eq(accounts.user_id, userId));
	return rows.map((r) => (r.provider === "credential" ? "password" : r.provider)).sort();
}

export async function accountCreatedAt(database: Database, userId: string): Promise<Date> {
	const [row] = await database.db
		.select({ at: users.created_at })
		.from(users)
		.where(eq(users.id, userId))
		.limit(1);
	if (!row) throw new NotFoundError("Account not found");
	return row.at;
}

export async function countOtherSessions(
	database: Database,
	userId: string,
	sessionId: string,
): Promise<number> {
	const [row] = await database.db
		.select({ n: count() })
		.from(sessions)
		.where(
			and(eq(sessions.user_id, userId), ne(sessions.id, sessionId), sql`${sessions.expires_at} > now()`),
		);
	return row?.n ?? 0;
}

// ---------------------------------------------------------------- legacy (WordPress) accounts

/** check_wordpress_migrant: an imported account that has not set a password here yet. */
export async function isAwaitingMigration(database: Database, userId: string): Promise<boolean> {
	const [row] = await database.db
		.select({ id: legacy_users.user_id })
		.from(legacy_users)
		.where(and(eq(legacy_users.user_id, userId), isNull(legacy_users.migrated_at)))
		.limit(1);
	return Boolean(row);
}

export async function completeMigration(database: Database, userId: string): Promise<void> {
	await database.db
		.update(legacy_users)
		.set({ migrated_at: new Date() })
		.where(and(eq(legacy_users.user_id, userId), isNull(legacy_users.migrated_at)));
}

/**
 * Claims the right to send a migration email: true at most once per interval per account, so a
 * script hammering the sign-in form cannot flood someone's inbox.
 */
export async function claimMigrationEmail(
	database: Database,
	userId: string,
	intervalMs: number,
): Promise<boolean> {
	const claimed = await database.db
		.update(legacy_users)
		.set({ last_reset_sent_at: new Date() })
		.where(
			and(
				eq(legacy_users.user_id, userId),
				isNull(legacy_users.migrated_at),
				sql`(${legacy_users.last_reset_sent_at} is null or ${legacy_users.last_reset_sent_at} < now() - make_interval(secs => ${intervalMs / 1000}))`,
			),
		)
		.returning({ id: legacy_users.user_id });
	return claimed.length > 0;
}
