/**
 * The mail queue's rules (issue 24): every mail the site sends is first a row in the database
 * (the "transactional outbox" pattern), and a worker delivers it after the request has been
 * answered, trying again with growing pauses when the mail server refuses or is down.
 */

/** What a queued mail is, for the admin screen and the logs (each template names its kind). */
export const MAIL_KINDS = [
	"sign_in_link",
	"password_reset",
	"account_migration",
	"welcome",
	"no_account",
	"contact",
	"order_placed",
	"order_paid",
	"order_cancelled",
	"order_refunded",
	"clearance_notice",
	"family_application",
	"family_invitation",
	"release_request",
	"photo_review",
	"sales_digest",
	"payout",
	"approval_request",
	"approval_decision",
	"company_invitation",
	"hold_expiring",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
	sign_in_link: "Sign-in link",
	password_reset: "Password reset",
	account_migration: "Account migration",
	welcome: "Welcome",
	no_account: "No account (sign-in attempt)",
	contact: "Contact form message",
	order_placed: "Order placed (invoice)",
	order_paid: "Order paid (receipt)",
	order_cancelled: "Order cancelled",
	order_refunded: "Order refunded",
	clearance_notice: "Clearance notice (licensed photo no longer cleared)",
	family_application: "Family application decided",
	family_invitation: "Invitation to become a family",
	release_request: "Release signing link",
	photo_review: "Photo review decisions (to a family)",
	sales_digest: "Photos licensed (a family's daily digest)",
	payout: "Payout recorded (to a family)",
	approval_request: "Photos sent for approval (to a company's approvers)",
	approval_decision: "Shortlist decisions (to who proposed the photos)",
	hold_expiring: "Hold ending tomorrow (to the holder)",
	company_invitation: "Invitation to join a company",
};

/** pending: waiting for its (next) attempt; sent: the mail server took it; failed: given up. */
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The pause before each retry: after the first failed attempt 1 minute, then 5 minutes, 30
 * minutes, 2, 6, 12 and 24 hours. A mail server that is down for a day and a half still gets
 * every message; after the last pause the mail is given up (an admin can still retry it).
 */
export const MAIL_RETRY_DELAYS_MS = [
	60_000,
	5 * 60_000,
	30 * 60_000,
	2 * 3_600_000,
	6 * 3_600_000,
	12 * 3_600_000,
	24 * 3_600_000,
] as const;

/** Attempts in all: the first and one per pause. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;

/**
 * After `attempts` failed attempts: the pause before the next one, or null when the mail is
 * given up (the attempts are spent, or the failure was permanent).
 */
export function mailRetryDelayMs(attempts: number, permanent = false): number | null {
	if (permanent || attempts >= MAIL_MAX_ATTEMPTS) return null;
	return MAIL_RETRY_DELAYS_MS[Math.max(0, attempts - 1)] ?? null;
}

/** The admin screen's refusals of a "Retry now". */
export const ADMIN_MAIL_TEXT = {
	notFound: "No such mail",
	alreadySent: "This mail has already gone out",
	inFlight: "This mail is being sent right now",
} as const;
