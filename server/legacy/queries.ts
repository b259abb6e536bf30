import type { LegacyAccountsResponse } from "@core/contracts/legacy";
import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../db/executor";
import type { Columns } from "../db/rows";
import { legacy_users, profiles, users } from "../db/schema";

/**
 * The legacy (WordPress) accounts' SQL, in drizzle's typed builder: the account an imported row
 * would be, the account, profile and legacy mark an import writes, and the admin's list.
 */

/** What an import knows of an account: a row of the old site's export (service.ts, LegacyRow). */
export type ImportedAccount = Columns<typeof users, "email"> &
	Columns<typeof profiles, "first_name" | "last_name">;

/** The account whose lower-cased email is `email`, and whether it was imported (`legacy`). */
export async function accountByEmail(
	executor: Executor,
	email: string,
): Promise<{ id: string; legacy: string | null } | undefined> {
	const [existing] = await executor
		.select({ id: users.id, legacy: legacy_users.user_id })
		.from(users)
		.leftJoin(legacy_users, eq(legacy_users.user_id, users.id))
		.where(eq(sql`lower(${users.email})`, email))
		.limit(1);
	return existing;
}

/** A new account for an imported row, its email verified, without a password: its id. */
export async function insertImportedUser(executor: Executor, row: ImportedAccount): Promise<string> {
	const name = [row.first_name, row.last_name].filter(Boolean).join(" ") || null;
	const [user] = await executor
		.insert(users)
		.values({ email: row.email, name, email_verified: true })
		.returning({ id: users.id });
	if (!user) throw new Error("user insert returned no row");
	return user.id;
}

/** The imported account's profile, which asks for a password. */
export async function insertImportedProfile(
	executor: Executor,
	userId: string,
	row: ImportedAccount,
): Promise<void> {
	await executor.insert(profiles).values({
		id: userId,
		first_name: row.first_name,
		last_name: row.last_name,
		needs_password_setup: true,
	});
}

/** Marks the account as imported from the old site (its migration not done yet). */
export async function insertLegacyUser(executor: Executor, userId: string): Promise<void> {
	await executor.insert(legacy_users).values({ user_id: userId });
}

/** The imported accounts for the admin, those still to migrate first, newest import first. */
export async function listLegacyAccounts(executor: Executor): Promise<LegacyAccountsResponse> {
	const rows = await executor
		.select({
			user_id: legacy_users.user_id,
			email: users.email,
			first_name: profiles.first_name,
			last_name: profiles.last_name,
			imported_at: legacy_users.imported_at,
			migrated_at: legacy_users.migrated_at,
			last_reset_sent_at: legacy_users.last_reset_sent_at,
		})
		.from(legacy_users)
		.innerJoin(users, eq(users.id, legacy_users.user_id))
		.leftJoin(profiles, eq(profiles.id, legacy_users.user_id))
		.orderBy(sql`${legacy_users.migrated_at} is not null`, desc(legacy_users.imported_at), users.email);
	const iso = (d: Date | null) => (d ? d.toISOString() : null);
	const accounts = rows.map((r) => ({
		...r,
		imported_at: r.imported_at.toISOString(),
		migrated_at: iso(r.migrated_at),
		last_reset_sent_at: iso(r.last_reset_sent_at),
	}));
	return { accounts, total: accounts.length, migrated: accounts.filter((a) => a.migrated_at).length };
}
