import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { payouts, profiles, users } from "../../db/schema";

/** The admin's payouts (issue 27, item 7): who is due one, what was paid, and recording one. */

type Sum = number | string;

type FamilyColumns = {
	family_id: Columns<typeof users, "id">["id"];
	email: Columns<typeof users, "email">["email"];
	storefront_name: Columns<typeof profiles, "storefront_name">["storefront_name"];
};

export type DueRow = FamilyColumns & {
	balance_cents: Sum;
	last_paid_on: Date | string | null;
	last_amount_cents: number | null;
};

/** Families whose balance (royalties less payouts) is at least `minimum`, largest first. */
export async function familiesDue(database: Database, minimum: number): Promise<DueRow[]> {
	return database.query<DueRow>(
		sql`with earned as (select family_id, sum(amount_cents) as cents from royalties group by family_id),
				paid as (select family_id, sum(amount_cents) as cents from payouts group by family_id),
				balances as (
					select e.family_id, e.cents - coalesce(p.cents, 0) as balance_cents
					from earned e left join paid p on p.family_id = e.family_id)
			select b.family_id, u.email, pr.storefront_name, b.balance_cents,
				last.paid_on as last_paid_on, last.amount_cents as last_amount_cents
			from balances b join users u on u.id = b.family_id left join profiles pr on pr.id = b.family_id
			left join lateral (select paid_on, amount_cents from payouts x where x.family_id = b.family_id
				order by paid_on desc, created_at desc limit 1) last on true
			where b.balance_cents >= ${minimum}
			order by b.balance_cents desc, u.email`,
	);
}

export type RecordedRow = FamilyColumns &
	Columns<typeof payouts, "id" | "paid_on" | "amount_cents" | "reference"> & {
		recorded_by_email: string | null;
	};

const RECORDED = sql`select x.id, x.paid_on, x.amount_cents, x.reference, x.family_id, u.email, pr.storefront_name,
		rb.email as recorded_by_email
	from payouts x join users u on u.id = x.family_id left join profiles pr on pr.id = x.family_id
	left join users rb on rb.id = x.recorded_by`;

export async function recentPayouts(database: Database, limit: number): Promise<RecordedRow[]> {
	return database.query<RecordedRow>(sql`${RECORDED} order by x.created_at desc limit ${limit}`);
}

export async function recordedPayout(tx: Executor, id: string): Promise<RecordedRow | undefined> {
	const [row] = await rowsOf<RecordedRow>(tx, sql`${RECORDED} where x.id = ${id}`);
	return row;
}

export type PayeeRow = Columns<typeof users, "id" | "email"> &
	Columns<typeof profiles, "notify_payouts" | "storefront_name">;

/**
 * The family, its account row locked until the transaction ends: two admins recording a payout
 * for the same family take turns, and the second sees the first's payout in the balance. Only an
 * account that is a family or has earned royalties; undefined otherwise.
 */
export async function lockPayee(tx: Executor, familyId: string): Promise<PayeeRow | undefined> {
	const [row] = await rowsOf<PayeeRow>(
		tx,
		sql`select u.id, u.email, coalesce(pr.notify_payouts, true) as notify_payouts, pr.storefront_name
			from users u left join profiles pr on pr.id = u.id
			where u.id = ${familyId}
				and (u.role = 'family' or exists (select 1 from royalties r where r.family_id = u.id))
			for update of u`,
	);
	return row;
}

/** The family's balance now (in the caller's transaction, after lockPayee). */
export async function familyBalance(tx: Executor, familyId: string): Promise<number> {
	const [row] = await rowsOf<{ balance: Sum }>(
		tx,
		sql`select (select coalesce(sum(amount_cents), 0) from royalties where family_id = ${familyId})
			- (select coalesce(sum(amount_cents), 0) from payouts where family_id = ${familyId}) as balance`,
	);
	return Number(row?.balance ?? 0);
}

export async function insertPayout(
	tx: Executor,
	payout: {
		familyId: string;
		amountCents: number;
		reference: string;
		paidOn: string | null;
		recordedBy: string;
	},
): Promise<string> {
	const [row] = await rowsOf<{ id: string }>(
		tx,
		sql`insert into payouts (family_id, amount_cents, reference, paid_on, recorded_by)
			values (${payout.familyId}, ${payout.amountCents}, ${payout.reference},
				coalesce(${payout.paidOn}::timestamptz, now()), ${payout.recordedBy})
			returning id`,
	);
	if (!row) throw new Error("payout not stored");
	return row.id;
}
