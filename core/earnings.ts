/**
 * A family's earnings (issue 27, items 7 and 9): the endpoints, the texts and the small rules
 * the server and the web share. The royalty itself is core/family.ts royaltyCents; the API
 * contract is core/contracts/earnings.ts.
 */
import { dollarsText } from "./number-text";

/** The endpoints (kept here, with the domain, rather than in the shared path lists). */
export const earningsApiPaths = {
	earnings: "/api/family/earnings",
	statementCsv: (month: string) => `/api/family/earnings/statements/${encodeURIComponent(month)}.csv`,
	statementPdf: (month: string) => `/api/family/earnings/statements/${encodeURIComponent(month)}.pdf`,
	adminPayouts: "/api/admin/payouts",
} as const;

export const REFERENCE_MAX = 120;

export const EARNINGS_TEXT = {
	familyNotFound: "Family not found",
	month: "A month as YYYY-MM",
	year: "A year such as 2026",
	amountWhole: "An amount in whole cents",
	amountPositive: "Enter an amount above $0.00",
	amountOverBalance: (balanceCents: number) => `At most the family's balance, ${dollarsText(balanceCents)}`,
	referenceRequired: "Enter the bank or payment reference the money was sent under",
	referenceTooLong: `At most ${REFERENCE_MAX} characters`,
	paidOn: "A date as YYYY-MM-DD",
	paidOnFuture: "The payment date cannot be in the future",
} as const;

/** The royalty rule in one sentence, as the Earnings tab and the docs say it. */
export function royaltyRuleText(percent: number): string {
	return `You earn ${percent}% of what the buyer pays for each licence of your photos, after any volume discount; a refund takes that share back.`;
}

/** A month of a statement: 2026-11. */
export const STATEMENT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December",
] as const;

/** 'November 2026' for '2026-11'. */
export function monthLabel(month: string): string {
	const [year, number] = month.split("-");
	return `${MONTH_NAMES[Number(number) - 1] ?? month} ${year ?? ""}`.trim();
}

/** Cents from what a person typed as dollars ('1,250.5', '$80'), or null when it is no amount. */
export function centsOfDollars(text: string): number | null {
	const plain = text.replace(/[$,\s]/g, "");
	const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
	if (!match) return null;
	return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The amount field's text for cents: '1250.50'. */
export const dollarsInput = (cents: number) => (cents / 100).toFixed(2);
