import type {
	EarningsMonth,
	EarningsPhoto,
	EarningsResponse,
	EarningsSale,
	Payout,
	Statement,
	StatementLine,
} from "@core/contracts/earnings";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { isoTime } from "../db/executor";
import {
	activeYears,
	balanceBefore,
	earningsByPhoto,
	familyPayouts,
	familyTotals,
	type PayoutRow,
	type PhotoColumns,
	payoutsByMonth,
	type RoyaltyRow,
	recentRoyalties,
	royaltiesBetween,
	royaltiesByMonth,
	storefrontName,
} from "./queries/earnings";

/**
 * A family's earnings (issue 27, item 7), read for the family itself: every query is scoped to
 * the caller's id, so there is nothing of another family's to find. Months are UTC.
 */

const RECENT_SALES = 20;
const PAYOUTS_SHOWN = 100;
/** More payouts than a month can hold. */
const ALL_OF_A_MONTH = 10_000;

const monthStart = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1));
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

function photoOf(row: PhotoColumns): EarningsPhoto | null {
	return row.photo_id && row.photoid !== null && row.title !== null
		? { id: row.photo_id, photoid: Number(row.photoid), title: row.title, thumbnail_url: row.thumbnail_url }
		: null;
}

const saleOf = (row: RoyaltyRow): EarningsSale => ({
	id: Number(row.id),
	date: isoTime(row.created_at),
	kind: row.kind,
	photo: photoOf(row),
	license_type: row.license_type,
	line_paid_cents: row.line_paid_cents,
	percent: row.percent,
	amount_cents: row.amount_cents,
});

const payoutOf = (row: PayoutRow): Payout => ({
	id: row.id,
	paid_on: isoTime(row.paid_on).slice(0, 10),
	amount_cents: row.amount_cents,
	reference: row.reference,
});

/** The months of a year shown: all twelve of a past year, up to this month in the current one. */
function monthsOf(year: number, now: Date): string[] {
	const last = year < now.getUTCFullYear() ? 11 : year === now.getUTCFullYear() ? now.getUTCMonth() : -1;
	return Array.from({ length: last + 1 }, (_, i) => monthKey(monthStart(year, i)));
}

export async function familyEarnings(
	database: Database,
	config: Pick<Config, "royaltyPercent" | "payoutMinimumCents">,
	familyId: string,
	yearAsked: number | undefined,
	now = new Date(),
): Promise<EarningsResponse> {
	const year = yearAsked ?? now.getUTCFullYear();
	const from = monthStart(year, 0);
	const to = monthStart(year + 1, 0);
	const [totals, years, royaltyMonths, payoutMonths, photos, recent, payouts] = await Promise.all([
		familyTotals(database, familyId),
		activeYears(database, familyId),
		royaltiesByMonth(database, familyId, from, to),
		payoutsByMonth(database, familyId, from, to),
		earningsByPhoto(database, familyId, from, to),
		recentRoyalties(database, familyId, RECENT_SALES),
		familyPayouts(database, familyId, null, PAYOUTS_SHOWN),
	]);
	const byMonth = new Map(royaltyMonths.map((m) => [m.month, m]));
	const paidByMonth = new Map(payoutMonths.map((m) => [m.month, Number(m.paid_out_cents)]));
	const months = monthsOf(year, now).map((month): EarningsMonth => {
		const m = byMonth.get(month);
		return {
			month,
			sales: Number(m?.sales ?? 0),
			refunds: Number(m?.refunds ?? 0),
			earned_cents: Number(m?.earned_cents ?? 0),
			refunded_cents: Number(m?.refunded_cents ?? 0),
			paid_out_cents: paidByMonth.get(month) ?? 0,
		};
	});
	const thisYear = now.getUTCFullYear();
	return {
		royalty_percent: config.royaltyPercent,
		payout_minimum_cents: config.payoutMinimumCents,
		balance_cents: Number(totals.royalties_cents) - Number(totals.paid_out_cents),
		totals: {
			sales: Number(totals.sales),
			earned_cents: Number(totals.earned_cents),
			refunded_cents: Number(totals.refunded_cents),
			paid_out_cents: Number(totals.paid_out_cents),
		},
		year,
		years: [...new Set([thisYear, ...years])].sort((a, b) => b - a),
		months,
		photos: photos.map((row) => ({
			photo: photoOf(row),
			licences: Number(row.licences),
			earned_cents: Number(row.earned_cents),
		})),
		recent: recent.map(saleOf),
		payouts: payouts.map(payoutOf),
	};
}

/**
 * A month's statement (YYYY-MM, UTC): the opening balance, each royalty and payout of the month
 * in order, the month's totals and the closing balance, which is the opening plus every line.
 * A month with nothing in it is a statement with no lines.
 */
export async function monthStatement(
	database: Database,
	familyId: string,
	month: string,
	now = new Date(),
): Promise<Statement> {
	const [year, number] = month.split("-").map(Number) as [number, number];
	const from = monthStart(year, number - 1);
	const to = monthStart(year, number);
	const [opening, royalties, payouts, storefront] = await Promise.all([
		balanceBefore(database, familyId, from),
		royaltiesBetween(database, familyId, from, to),
		familyPayouts(database, familyId, { from, to }, ALL_OF_A_MONTH),
		storefrontName(database, familyId),
	]);
	const lines: StatementLine[] = [
		...royalties.map(
			(row): StatementLine => ({
				date: isoTime(row.created_at),
				kind: row.kind,
				photo: photoOf(row),
				license_type: row.license_type,
				line_paid_cents: row.line_paid_cents,
				percent: row.percent,
				amount_cents: row.amount_cents,
				reference: null,
			}),
		),
		...payouts.map(
			(row): StatementLine => ({
				date: isoTime(row.paid_on),
				kind: "payout",
				photo: null,
				license_type: null,
				line_paid_cents: null,
				percent: null,
				amount_cents: -row.amount_cents,
				reference: row.reference,
			}),
		),
	].sort((a, b) => a.date.localeCompare(b.date));
	const sum = (pick: (line: StatementLine) => boolean) =>
		lines.filter(pick).reduce((total, line) => total + line.amount_cents, 0);
	const earned = sum((line) => line.kind === "sale");
	const refunded = -sum((line) => line.kind === "refund");
	const paidOut = -sum((line) => line.kind === "payout");
	return {
		month,
		storefront_name: storefront,
		opening_balance_cents: opening,
		lines,
		earned_cents: earned,
		refunded_cents: refunded,
		paid_out_cents: paidOut,
		closing_balance_cents: opening + earned - refunded - paidOut,
		generated_at: now.toISOString(),
	};
}
