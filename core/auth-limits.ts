/**
 * Limits that hold per account (per mailbox), whoever sends the requests: the numbers and the
 * rules, shared by the server (which enforces them) and the sign-in screens (which explain them).
 * docs/decisions/0008-per-account-limits.md says why they have this shape.
 */

/**
 * Emailed links are paced per mailbox, not cut off: a token bucket (leaky bucket as a meter,
 * GCRA) that allows a small burst, then one mail per interval. The interval is shorter than a
 * sign-in link's validity, so when a request is held back the mailbox already holds a link
 * sent less than one interval ago that still works: nobody can lock the owner out of the link.
 */
export const MAIL_PACE = {
	/** Mails of one kind a quiet mailbox may receive at once. */
	burst: 3,
	/** Then one more every this many minutes. */
	intervalMinutes: 10,
} as const;

/** The most mails of one kind any mailbox receives in any 60 minutes: the burst plus one per interval. */
export const MAIL_PACE_MAX_PER_HOUR = MAIL_PACE.burst + Math.floor(60 / MAIL_PACE.intervalMinutes);

/**
 * The kinds of mail paced separately: a held-back request never withholds a mail of another
 * kind, so notes to an address without an account cannot hold back that address's sign-up link.
 */
export const PACED_MAILS = ["sign-in-link", "no-account-note", "reset-link"] as const;
export type PacedMail = (typeof PACED_MAILS)[number];

/**
 * Wrong passwords per account: a few are free, then each further failure doubles a pause during
 * which no password for the account is checked, right or wrong.
 */
export const PASSWORD_DELAY = {
	/** Failures without any pause. */
	freeFailures: 5,
	/** The pause after the first failure beyond the free ones; it doubles with each further one. */
	firstDelaySeconds: 1,
	/** The longest pause. */
	maxDelaySeconds: 15 * 60,
	/** Failures are forgotten after this long without one. */
	forgetAfterMinutes: 60,
} as const;

/** The pause, in seconds, that follows an account's `failures`-th failed password in a row. */
export function passwordDelaySeconds(failures: number): number {
	const beyond = failures - PASSWORD_DELAY.freeFailures;
	if (beyond <= 0) return 0;
	return Math.min(PASSWORD_DELAY.firstDelaySeconds * 2 ** (beyond - 1), PASSWORD_DELAY.maxDelaySeconds);
}

/** The address as the limits count it: trimmed and lower-cased, so `Ann@X.test ` is `ann@x.test`. */
export function limitKey(email: string): string {
	return email.trim().toLowerCase();
}
