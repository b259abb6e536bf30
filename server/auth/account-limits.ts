import { limitKey, MAIL_PACE, PASSWORD_DELAY, type PacedMail } from "@core/auth-limits";
import { EmailField } from "@core/contracts/auth";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * The per-account limits of core/auth-limits.ts, kept in the database so they hold across
 * server processes; each decision is one statement, so concurrent requests cannot both slip
 * through.
 */

let clock = () => new Date();
/**
 * Sets the limits' clock (tests walk through pauses and intervals without waiting); returns the
 * way back to the machine's clock.
 */
export function setLimitsClock(next: () => Date): () => void {
	clock = next;
	return () => {
		clock = () => new Date();
	};
}
/** The current time as a SQL value: one per decision, so its statements agree on it. */
const sqlNow = () => sql`${clock().toISOString()}::timestamptz`;

const INTERVAL_S = MAIL_PACE.intervalMinutes * 60;
/** How far ahead of now the bucket may already be and still let a mail go: the burst minus one. */
const TOLERANCE_S = (MAIL_PACE.burst - 1) * INTERVAL_S;

/** Stale rows change nothing; dropping them now and then keeps the tables small. */
const CLEAN_UP_SHARE = 0.05;

/** The counted address, or null for a value that is not an email address (better-auth answers it). */
function keyOf(email: unknown): string | null {
	if (typeof email !== "string") return null;
	const key = limitKey(email);
	return EmailField.safeParse(key).success ? key : null;
}

/**
 * Takes a turn for one mail of `kind` to `email`: true when it may be sent now. A held-back
 * mail leaves the bucket as it was, so asking again and again does not push the next mail away.
 */
export async function takeMailTurn(database: Database, kind: PacedMail, email: unknown): Promise<boolean> {
	const key = keyOf(email);
	if (!key) return true;
	const now = sqlNow();
	const rows = await database.query(sql`
		insert into mail_pace as p (email, kind, paced_until)
		values (${key}, ${kind}, ${now} + make_interval(secs => ${INTERVAL_S}))
		on conflict (email, kind) do update
			set paced_until = greatest(p.paced_until, ${now}) + make_interval(secs => ${INTERVAL_S})
			where p.paced_until <= ${now} + make_interval(secs => ${TOLERANCE_S})
		returning 1 as sent`);
	if (Math.random() < CLEAN_UP_SHARE)
		await database.query(sql`delete from mail_pace where paced_until < ${now}`);
	return rows.length > 0;
}

/**
 * Claims a password attempt for `email` before the password is checked: 0 when it may be
 * checked (it is then counted as a failure until `clearPasswordFailures`), otherwise the
 * seconds to wait. Beyond the free failures the claim itself starts the next pause, so
 * parallel attempts cannot all pass between a failure and its pause.
 */
export async function claimPasswordAttempt(database: Database, email: unknown): Promise<number> {
	const key = keyOf(email);
	if (!key) return 0;
	const now = sqlNow();
	const { freeFailures, firstDelaySeconds, maxDelaySeconds, forgetAfterMinutes } = PASSWORD_DELAY;
	const failures = sql`case when f.last_failure_at < ${now} - make_interval(mins => ${forgetAfterMinutes})
		then 1 else f.failures + 1 end`;
	// passwordDelaySeconds(failures) of core/auth-limits.ts, in SQL so the claim stays one statement.
	const delay = sql`least(${firstDelaySeconds} * power(2, ${failures} - ${freeFailures} - 1), ${maxDelaySeconds})`;
	const claimed = await database.query(sql`
		insert into password_failures as f (email, failures, last_failure_at)
		values (${key}, 1, ${now})
		on conflict (email) do update
			set failures = ${failures},
				last_failure_at = ${now},
				locked_until = case when ${failures} > ${freeFailures}
					then ${now} + make_interval(secs => ${delay}) end
			where f.locked_until is null or f.locked_until <= ${now}
		returning 1 as claimed`);
	if (Math.random() < CLEAN_UP_SHARE) {
		await database.query(sql`delete from password_failures
			where last_failure_at < ${now} - make_interval(mins => ${forgetAfterMinutes})
				and (locked_until is null or locked_until < ${now})`);
	}
	if (claimed.length > 0) return 0;
	const [row] = await database.query<{ wait: number }>(sql`
		select ceil(extract(epoch from locked_until - ${now}))::int as wait
		from password_failures where email = ${key}`);
	// The row may be gone meanwhile (a right password from elsewhere): a second's wait is still honest.
	return Math.max(1, row?.wait ?? 1);
}

/** A successful sign-in or a completed reset: the address starts again with its free failures. */
export async function clearPasswordFailures(database: Database, email: unknown): Promise<void> {
	const key = keyOf(email);
	if (key) await database.query(sql`delete from password_failures where email = ${key}`);
}
