import type { UserRole } from "@core/family";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import {
	clearPasswordSetup,
	credentialCount,
	isUnmigratedLegacyUser,
	otherSessionCount,
	providersOf,
	stampMigrated,
	stampMigrationEmail,
	updateRoleByEmail,
	userByEmail,
	userCreatedAt,
} from "./queries";

/** Sets an account's role by email (case-insensitive); false when no account has that email. */
export function setUserRole(database: Database, email: string, role: UserRole): Promise<boolean> {
	return updateRoleByEmail(database.db, email.toLowerCase(), role);
}

export function findUserByEmail(
	database: Database,
	email: string,
): Promise<{ id: string; email: string } | undefined> {
	return userByEmail(database.db, email.trim().toLowerCase());
}

/**
 * After a reset, a first password or a change: the profile no longer asks for one (spec
 * section 4), and a legacy account has completed its migration, however it got there.
 */
export async function markPasswordSet(database: Database, userId: string): Promise<void> {
	await clearPasswordSetup(database.db, userId);
	await completeMigration(database, userId);
}

export async function hasPassword(database: Database, userId: string): Promise<boolean> {
	return (await credentialCount(database.db, userId)) > 0;
}

export async function signInMethods(database: Database, userId: string): Promise<string[]> {
	const providers = await providersOf(database.db, userId);
	return providers.map((provider) => (provider === "credential" ? "password" : provider)).sort();
}

export async function accountCreatedAt(database: Database, userId: string): Promise<Date> {
	const at = await userCreatedAt(database.db, userId);
	if (!at) throw new NotFoundError("Account not found");
	return at;
}

export function countOtherSessions(database: Database, userId: string, sessionId: string): Promise<number> {
	return otherSessionCount(database.db, userId, sessionId);
}

// ---------------------------------------------------------------- legacy (WordPress) accounts

/** check_wordpress_migrant: an imported account that has not set a password here yet. */
export function isAwaitingMigration(database: Database, userId: string): Promise<boolean> {
	return isUnmigratedLegacyUser(database.db, userId);
}

export function completeMigration(database: Database, userId: string): Promise<void> {
	return stampMigrated(database.db, userId);
}

/**
 * Claims the right to send a migration email: true at most once per interval per account, so a
 * script hammering the sign-in form cannot flood someone's inbox.
 */
export function claimMigrationEmail(
	database: Database,
	userId: string,
	intervalMs: number,
): Promise<boolean> {
	return stampMigrationEmail(database.db, userId, intervalMs);
}
