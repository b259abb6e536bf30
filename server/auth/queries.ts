import { MAIL_PACE, PASSWORD_DELAY, type PacedMail } from "@core/auth-limits";
import type { UserRole } from "@core/family";
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import { accounts, legacy_users, profiles, sessions, users, verifications } from "../db/schema";

/**
 * Auth's SQL: accounts, their sign-in methods and sessions, the legacy (WordPress) accounts'
 * migration, and the per-account limits of core/auth-limits.ts (mail pace, password pauses).
 * Emails arrive here already in the form the caller compares them in (the service lowers them).
 */

// ---------------------------------------------------------------- accounts

/** Sets the role of the account whose lower-cased email is `email`: whether there was one. */
export async function updateRoleByEmail(executor: Executor, email: string, role: UserRole): Promise<boolean> {
	const updated = await executor
		.update(users)
		.set({ role, updated_at: new Date() })
		.where(eq(sql`lower(${users.email})`, email))
		.returning({ id: users.id });
	return updated.length > 0;
}

/** The account whose lower-cased email is `email`. */
export async function userByEmail(
	executor: Executor,
	email: string,
): Promise<{ id: string; email: string } | undefined> {
	const [row] = await executor
		.select({ id: users.id, email: users.email })
		.from(users)
		.where(eq(sql`lower(${users.email})`, email))
		.limit(1);
	return row;
}

export async function emailOfUser(executor: Executor, userId: string): Promise<string | undefined> {
	const [user] = await executor
		.select({ email: users.email })
		.from(users)
		.where(eq(users.id, userId))
		.limit(1);
	return user?.email;
}

export async function userCreatedAt(executor: Executor, userId: string): Promise<Date | undefined> {
	const [row] = await executor
		.select({ at: users.created_at })
		.from(users)
		.where(eq(users.id, userId))
		.limit(1);
	return row?.at;
}

/** The profile no longer asks for a password. */
export async function clearPasswordSetup(executor: Executor, userId: string): Promise<void> {
	await executor
		.update(profiles)
		.set({ needs_password_setup: false, updated_at: new Date() })
		.where(eq(profiles.id, userId));
}

/** How many password (credential) accounts the user has. */
export async function credentialCount(executor: Executor, userId: string): Promise<number> {
	const [row] = await executor
		.select({ n: count() })
		.from(accounts)
		.where(and(eq(accounts.user_id, userId), eq(accounts.provider_id, "credential")));
	return row?.n ?? 0;
}

/** The providers the user signs in with, each once ('credential' for a password). */
export async function providersOf(executor: Executor, userId: string): Promise<string[]> {
	const rows = await executor
		.selectDistinct({ provider: accounts.provider_id })
		.from(accounts)
		.where(eq(accounts.user_id, userId));
	return rows.map((r) => r.provider);
}

/** The user's unexpired sessions other than `sessionId`. */
export async function otherSessionCount(
	executor: Executor,
	userId: string,
	sessionId: string,
): Promise<number> {
	const [row] = await executor
		.select({ n: count() })
		.from(sessions)
		.where(
			and(eq(sessions.user_id, userId), ne(sessions.id, sessionId), sql`${sessions.expires_at} > now()`),
		);
	return row?.n ?? 0;
}

/** The user a password-reset token was issued to. */
export async function resetTokenUserId(executor: Executor, token: string): Promise<string | undefined> {
	const [row] = await executor
		.select({ userId: verifications.value })
		.from(verifications)
		.where(eq(verifications.identifier, `reset-password:${token}`))
		.limit(1);
	return row?.userId;
}

// ---------------------------------------------------------------- legacy (WordPress) accounts

/** Whether the user is an imported account that has not set a password here yet. */
export async function isUnmigratedLegacyUser(executor: Executor, userId: string): Promise<boolean> {
	const [row] = await executor
		.select({ id: legacy_users.user_id })
		.from(legacy_users)
		.where(and(eq(legacy_users.user_id, userId), isNull(legacy_users.migrated_at)))
		.limit(1);
	return Boolean(row);
}

/** Stamps an imported account's migration as done, if it was not yet. */
export async function stampMigrated(executor: Executor, userId: string): Promise<void> {
	await executor
		.update(legacy_users)
		.set({ migrated_at: new Date() })
		.where(and(eq(legacy_users.user_id, userId), isNull(legacy_users.migrated_at)));
}

/**
 * Stamps a migration email as sent now, unless the account is migrated or one went out less
 * than `intervalMs` ago: whether it was stamped (the caller may send it).
 */
export async function stampMigrationEmail(
	executor: Executor,
	userId: string,
	intervalMs: number,
): Promise<boolean> {
	const claimed = await executor
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

// ---------------------------------------------------------------- per-account limits (account-limits.ts)

/** A decision's current time as a SQL value: each statement of one decision gets the same. */
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

const INTERVAL_S = MAIL_PACE.intervalMinutes * 60;
/** How far ahead of now the bucket may already be and still let a mail go: the burst minus one. */
const TOLERANCE_S = (MAIL_PACE.burst - 1) * INTERVAL_S;

/**
 * Moves the bucket of `kind` mails to `key` one interval on, unless it is already further
 * ahead than the burst allows: whether it moved (the mail may go).
 */
export async function advanceMailPace(
	executor: Executor,
	key: string,
	kind: PacedMail,
	nowAt: Date,
): Promise<boolean> {
	const now = at(nowAt);
	const rows = await rowsOf<{ sent: number }>(
		executor,
		sql`
		insert into mail_pace as p (email, kind, paced_until)
		values (${key}, ${kind}, ${now} + make_interval(secs => ${INTERVAL_S}))
		on conflict (email, kind) do update
			set paced_until = greatest(p.paced_until, ${now}) + make_interval(secs => ${INTERVAL_S})
			where p.paced_until <= ${now} + make_interval(secs => ${TOLERANCE_S})
		returning 1 as sent`,
	);
	return rows.length > 0;
}

/** Drops the buckets whose time has passed (they change nothing). */
export async function deletePastMailPaces(executor: Executor, nowAt: Date): Promise<void> {
	const now = at(nowAt);
	await rowsOf(executor, sql`delete from mail_pace where paced_until < ${now}`);
}

/**
 * Counts a password attempt for `key` as a failure, unless a pause holds it: whether it was
 * counted (the password may be checked). Beyond the free failures the count starts the next
 * pause, `passwordDelaySeconds(failures)` of core/auth-limits.ts written in SQL so the claim
 * stays one statement.
 */
export async function countPasswordAttempt(executor: Executor, key: string, nowAt: Date): Promise<boolean> {
	const now = at(nowAt);
	const { freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterMinutes } = PASSWORD_DELAY;
	const failures = sql`case when f.last_failure_at < ${now} - make_interval(mins => ${forgetAfterMinutes})
		then 1 else f.failures + 1 end`;
	const delay = sql`least(${firstDelaySeconds} * power(2, ${failures} - ${freeFailures} - 1), ${maxDelaySeconds})`;
	const claimed = await rowsOf<{ claimed: number }>(
		executor,
		sql`
		insert into password_failures as f (email, failures, last_failure_at)
		values (${key}, 1, ${now})
		on conflict (email) do update
			set failures = ${failures},
				last_failure_at = ${now},
				locked_until = case when ${failures} > ${freeFailures}
					then ${now} + make_interval(secs => ${delay}) end
			where f.locked_until is null or f.locked_until <= ${now}
		returning 1 as claimed`,
	);
	return claimed.length > 0;
}

/** Drops the failures old enough to be forgotten whose pause is over. */
export async function deleteForgottenPasswordFailures(executor: Executor, nowAt: Date): Promise<void> {
	const now = at(nowAt);
	await rowsOf(
		executor,
		sql`delete from password_failures
			where last_failure_at < ${now} - make_interval(mins => ${PASSWORD_DELAY.forgetAfterMinutes})
				and (locked_until is null or locked_until < ${now})`,
	);
}

/** The whole seconds left of `key`'s pause; undefined when it has no row. */
export async function passwordPauseSeconds(
	executor: Executor,
	key: string,
	nowAt: Date,
): Promise<number | undefined> {
	const now = at(nowAt);
	const [row] = await rowsOf<{ wait: number }>(
		executor,
		sql`
		select ceil(extract(epoch from locked_until - ${now}))::int as wait
		from password_failures where email = ${key}`,
	);
	return row?.wait;
}

/** Forgets `key`'s failures. */
export async function deletePasswordFailures(executor: Executor, key: string): Promise<void> {
	await rowsOf(executor, sql`delete from password_failures where email = ${key}`);
}
