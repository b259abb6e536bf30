import { z } from "zod";
import { EARNINGS_TEXT, REFERENCE_MAX, STATEMENT_MONTH } from "../earnings";
import { ROYALTY_KINDS } from "../family";
import { LICENSE_TYPES } from "../license";

/**
 * A family's earnings (issue 27, items 7 and 9): its royalties per licence line, the balance,
 * payouts, monthly statements, and the admin's payouts screen. GET /api/family/earnings,
 * /api/family/earnings/statements/:month.csv|.pdf, GET and POST /api/admin/payouts. The texts,
 * paths and small rules the web shares are in core/earnings.ts (no zod there).
 */

export const StatementParams = z.object({ month: z.string().regex(STATEMENT_MONTH, EARNINGS_TEXT.month) });

export const EarningsQuery = z.object({
	year: z.coerce.number(EARNINGS_TEXT.year).int(EARNINGS_TEXT.year).min(2000).max(2999).optional(),
});

/** A photo as the earnings name it; null once the photo itself was deleted (the royalty stays). */
export const EarningsPhoto = z.object({
	id: z.uuid(),
	photoid: z.number().int(),
	title: z.string(),
	thumbnail_url: z.string().nullable(),
});
export type EarningsPhoto = z.infer<typeof EarningsPhoto>;

export const EarningsMonth = z.object({
	/** YYYY-MM */
	month: z.string(),
	sales: z.number().int(),
	refunds: z.number().int(),
	earned_cents: z.number().int(),
	/** What refunds took back, as a positive amount. */
	refunded_cents: z.number().int(),
	paid_out_cents: z.number().int(),
});
export type EarningsMonth = z.infer<typeof EarningsMonth>;

export const EarningsPhotoRow = z.object({
	photo: EarningsPhoto.nullable(),
	/** Licences sold, less those refunded. */
	licences: z.number().int(),
	/** The photo's royalties, less refunds. */
	earned_cents: z.number().int(),
});
export type EarningsPhotoRow = z.infer<typeof EarningsPhotoRow>;

/**
 * One royalty: a sale or its refund, with the licence type as the kind of production it went to.
 * Never the buyer, their company or their production.
 */
export const EarningsSale = z.object({
	id: z.number().int(),
	date: z.string(),
	kind: z.enum(ROYALTY_KINDS),
	photo: EarningsPhoto.nullable(),
	license_type: z.enum(LICENSE_TYPES),
	/** What the buyer paid for the line after discount. */
	line_paid_cents: z.number().int(),
	percent: z.number().int(),
	/** Positive for a sale, negative for a refund. */
	amount_cents: z.number().int(),
});
export type EarningsSale = z.infer<typeof EarningsSale>;

export const Payout = z.object({
	id: z.uuid(),
	/** YYYY-MM-DD */
	paid_on: z.string(),
	amount_cents: z.number().int(),
	reference: z.string(),
});
export type Payout = z.infer<typeof Payout>;

export const EarningsResponse = z.object({
	royalty_percent: z.number().int(),
	payout_minimum_cents: z.number().int(),
	/** Every royalty less every payout. */
	balance_cents: z.number().int(),
	/** Since the first sale. */
	totals: z.object({
		sales: z.number().int(),
		earned_cents: z.number().int(),
		refunded_cents: z.number().int(),
		paid_out_cents: z.number().int(),
	}),
	/** The year the months and photos are of, and the years with any activity (newest first). */
	year: z.number().int(),
	years: z.array(z.number().int()),
	/** January to December (to this month in the current year). */
	months: z.array(EarningsMonth),
	photos: z.array(EarningsPhotoRow),
	/** The latest royalties, newest first, of any year. */
	recent: z.array(EarningsSale),
	payouts: z.array(Payout),
});
export type EarningsResponse = z.infer<typeof EarningsResponse>;

// ---- a month's statement (CSV and PDF)

export type StatementLine = {
	/** ISO time */
	date: string;
	kind: "sale" | "refund" | "payout";
	photo: EarningsPhoto | null;
	license_type: (typeof LICENSE_TYPES)[number] | null;
	/** The line's price paid (royalties), or null for a payout. */
	line_paid_cents: number | null;
	percent: number | null;
	/** Added to the balance: positive for a sale, negative for a refund or a payout. */
	amount_cents: number;
	/** A payout's reference. */
	reference: string | null;
};

export type Statement = {
	month: string;
	storefront_name: string | null;
	opening_balance_cents: number;
	lines: StatementLine[];
	earned_cents: number;
	refunded_cents: number;
	paid_out_cents: number;
	closing_balance_cents: number;
	generated_at: string;
};

// ---- the admin's payouts

export const PayoutFamily = z.object({
	id: z.uuid(),
	storefront_name: z.string().nullable(),
	email: z.string(),
});

export const PayoutDue = z.object({
	family: PayoutFamily,
	balance_cents: z.number().int(),
	last_payout: z.object({ paid_on: z.string(), amount_cents: z.number().int() }).nullable(),
});
export type PayoutDue = z.infer<typeof PayoutDue>;

export const RecordedPayout = Payout.extend({ family: PayoutFamily, recorded_by: z.string().nullable() });
export type RecordedPayout = z.infer<typeof RecordedPayout>;

export const AdminPayoutsResponse = z.object({
	minimum_cents: z.number().int(),
	due: z.array(PayoutDue),
	recent: z.array(RecordedPayout),
});
export type AdminPayoutsResponse = z.infer<typeof AdminPayoutsResponse>;

/**
 * A payout an admin made outside the site. The amount's range (above zero, at most the balance)
 * is the service's to judge (422 under amount_cents), as the balance is only known there.
 */
export const PayoutCreate = z.object({
	family_id: z.uuid(EARNINGS_TEXT.familyNotFound),
	amount_cents: z.number(EARNINGS_TEXT.amountWhole).int(EARNINGS_TEXT.amountWhole).max(1_000_000_000),
	reference: z
		.string(EARNINGS_TEXT.referenceRequired)
		.trim()
		.min(1, EARNINGS_TEXT.referenceRequired)
		.max(REFERENCE_MAX, EARNINGS_TEXT.referenceTooLong),
	paid_on: z.iso.date(EARNINGS_TEXT.paidOn).optional(),
});
export type PayoutCreate = z.infer<typeof PayoutCreate>;

export const PayoutCreated = z.object({ payout: RecordedPayout, balance_cents: z.number().int() });
export type PayoutCreated = z.infer<typeof PayoutCreated>;
