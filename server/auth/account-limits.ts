import { limitKey, type PacedMail } from "@core/auth-limits";
import { EmailField } from "@core/contracts/auth";
import type { Database } from "../db/client";
import {
	advanceMailPace,
	countPasswordAttempt,
	deleteForgottenPasswordFailures,
	deletePasswordFailures,
	deletePastMailPaces,
	passwordPauseSeconds,
} from "./queries";

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
	const now = clock();
	const sent = await advanceMailPace(database.db, key, kind, now);
	if (Math.random() < CLEAN_UP_SHARE) await deletePastMailPaces(database.db, now);
	return sent;
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
	const now = clock();
	const claimed = await countPasswordAttempt(database.db, key, now);
	if (Math.random() < CLEAN_UP_SHARE) await deleteForgottenPasswordFailures(database.db, now);
	if (claimed) return 0;
	const wait = await passwordPauseSeconds(database.db, key, now);
	// The row may be gone meanwhile (a right password from elsewhere): a second's wait is still honest.
	return Math.max(1, wait ?? 1);
}

/** A successful sign-in or a completed reset: the address starts again with its free failures. */
export async function clearPasswordFailures(database: Database, email: unknown): Promise<void> {
	const key = keyOf(email);
	if (key) await deletePasswordFailures(database.db, key);
}
