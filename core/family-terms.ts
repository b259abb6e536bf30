import { DEFAULT_PAYOUT_MINIMUM_CENTS, DEFAULT_ROYALTY_PERCENT, FAMILY_INVITATION_DAYS } from "./family";
import { SITE_NAME } from "./site-name";

/**
 * What a family does, accepts and earns (issue 27), in the words every page uses: the
 * application form, the about, licence and terms pages. One text, so they never disagree.
 * The royalty and the payout minimum are the defaults (ROYALTY_PERCENT, PAYOUT_MINIMUM_CENTS):
 * a deployment that changes them says so on its own pages.
 */

const dollars = (cents: number) => `$${(cents / 100).toFixed(0)}`;

/** "50% of the price paid after any discount". */
export const ROYALTY_TEXT = `${DEFAULT_ROYALTY_PERCENT}% of the price the production paid for each licence, after any discount`;

/** What a family earns, in one sentence. */
export const FAMILY_EARNINGS_TEXT = `A family earns ${ROYALTY_TEXT}; a refund takes that share back. Earnings are paid out once the balance passes ${dollars(DEFAULT_PAYOUT_MINIMUM_CENTS)}.`;

/** The promise about training, word for word wherever it is made. */
export const NO_TRAINING_TEXT = "Photos are never used to train image models, ours or anyone else's.";

/** How a family comes to be, what it does, in order. */
export const FAMILY_STEPS: readonly string[] = [
	`Apply from your account (a storefront name and a short story of your family), or accept an invitation from our team; an invitation link is good for ${FAMILY_INVITATION_DAYS} days.`,
	"Upload your scans or snapshots (JPEG, PNG or TIFF), describe them, and mark the people in them.",
	"Get a release from each person who can be recognised (signed online, by a link we email, or on paper), and say how you hold the rights to each photo.",
	"Submit the photos for review: our team approves each one, asks for changes or declines it with a reason.",
	"Approved photos go on sale on your storefront once they are cleared.",
];

/** The terms a family accepts, as the application form lists them. */
export const FAMILY_TERMS: readonly string[] = [
	"You own the photos you upload or hold the rights to license them, and you say how (who took each one and how it came to you).",
	"People who can be recognised have agreed to appear: you collect a release for each of them, or tell us the face is not identifiable.",
	`${SITE_NAME} licenses your photos to productions for set dressing and screen use under its licence terms, and keeps the signed paperwork in its clearance ledger.`,
	`You earn ${ROYALTY_TEXT}. A refunded licence takes its share back. Payouts are made once your balance passes ${dollars(DEFAULT_PAYOUT_MINIMUM_CENTS)}.`,
	"You may withdraw any photo, or close your storefront, at any time: it leaves search at once, and licences already sold stay valid for their productions.",
	NO_TRAINING_TEXT,
];
