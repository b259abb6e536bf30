import type {
	AdminPayoutsResponse,
	PayoutCreate,
	PayoutCreated,
	RecordedPayout,
} from "@core/contracts/earnings";
import { ErrorCode } from "@core/contracts/errors";
import { EARNINGS_TEXT } from "@core/earnings";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { isoTime } from "../db/executor";
import { DomainError, NotFoundError } from "../errors";
import type { Mailer } from "../mail/mailer";
import { payoutMail } from "./mail";
import {
	familiesDue,
	familyBalance,
	insertPayout,
	lockPayee,
	type RecordedRow,
	recentPayouts,
	recordedPayout,
} from "./queries/payouts";

/** The admin's payouts (issue 27, item 7): families due one, and recording one. */

const RECENT_PAYOUTS = 20;

/** A refused amount or date: 422 with the message under its field. */
const refused = (field: keyof PayoutCreate, message: string) =>
	new DomainError(422, ErrorCode.validation, message, { [field]: message });

const recordedOf = (row: RecordedRow): RecordedPayout => ({
	id: row.id,
	paid_on: isoTime(row.paid_on).slice(0, 10),
	amount_cents: row.amount_cents,
	reference: row.reference,
	family: { id: row.family_id, storefront_name: row.storefront_name, email: row.email },
	recorded_by: row.recorded_by_email,
});

export async function adminPayouts(
	database: Database,
	config: Pick<Config, "payoutMinimumCents">,
): Promise<AdminPayoutsResponse> {
	const [due, recent] = await Promise.all([
		familiesDue(database, config.payoutMinimumCents),
		recentPayouts(database, RECENT_PAYOUTS),
	]);
	return {
		minimum_cents: config.payoutMinimumCents,
		due: due.map((row) => ({
			family: { id: row.family_id, storefront_name: row.storefront_name, email: row.email },
			balance_cents: Number(row.balance_cents),
			last_payout:
				row.last_paid_on && row.last_amount_cents !== null
					? { paid_on: isoTime(row.last_paid_on).slice(0, 10), amount_cents: row.last_amount_cents }
					: null,
		})),
		recent: recent.map(recordedOf),
	};
}

export type PayoutDeps = { database: Database; mailer: Mailer; config: Pick<Config, "publicUrl"> };

/**
 * Records money an admin sent a family: above zero and at most its balance (422 under
 * amount_cents otherwise), on a day not in the future. The family's row is locked first, so
 * two admins paying the same family take turns and the second is judged against the balance
 * the first left. The family is mailed (in the same transaction) unless it turned payout
 * mails off.
 */
export async function recordPayout(
	deps: PayoutDeps,
	input: PayoutCreate,
	adminId: string,
	now = new Date(),
): Promise<PayoutCreated> {
	if (input.amount_cents <= 0) throw refused("amount_cents", EARNINGS_TEXT.amountPositive);
	if (input.paid_on && input.paid_on > now.toISOString().slice(0, 10))
		throw refused("paid_on", EARNINGS_TEXT.paidOnFuture);
	const result = await deps.database.db.transaction(async (tx) => {
		const payee = await lockPayee(tx, input.family_id);
		if (!payee) throw new NotFoundError(EARNINGS_TEXT.familyNotFound);
		const balance = await familyBalance(tx, payee.id);
		if (input.amount_cents > balance)
			throw refused("amount_cents", EARNINGS_TEXT.amountOverBalance(Math.max(balance, 0)));
		const id = await insertPayout(tx, {
			familyId: payee.id,
			amountCents: input.amount_cents,
			reference: input.reference,
			// A day names no hour: noon UTC keeps it that day wherever it is read.
			paidOn: input.paid_on ? `${input.paid_on}T12:00:00Z` : null,
			recordedBy: adminId,
		});
		const row = await recordedPayout(tx, id);
		if (!row) throw new Error("payout not found after insert");
		const payout = recordedOf(row);
		const balanceAfter = balance - input.amount_cents;
		if (payee.notify_payouts)
			await deps.mailer.enqueue(
				tx,
				payoutMail(payee.email, { ...payout, balance_cents: balanceAfter }, deps.config.publicUrl),
			);
		return { payout, balance_cents: balanceAfter, mailed: payee.notify_payouts };
	});
	if (result.mailed) deps.mailer.wake();
	return { payout: result.payout, balance_cents: result.balance_cents };
}
