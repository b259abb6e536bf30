import type { RoyaltyKind } from "@core/family";
import type { LicenseType } from "@core/license";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Columns } from "../../db/rows";
import type { payouts, photos, royalties } from "../../db/schema";

/**
 * What a family reads of its own earnings: every statement here is filtered by the family's id,
 * the caller's, so another family's rows can never be read. Sums come back as bigint (text on
 * some drivers): the service turns them into numbers. Months are UTC calendar months.
 */

type Sum = number | string;

/** A photo as the earnings list it; its columns are null once the photo was deleted. */
export type PhotoColumns = {
	photo_id: string | null;
	photoid: Columns<typeof photos, "photoid">["photoid"] | null;
	title: Columns<typeof photos, "title">["title"] | null;
	thumbnail_url: Columns<typeof photos, "thumbnail_url">["thumbnail_url"];
};

export type FamilyTotals = {
	sales: Sum;
	earned_cents: Sum;
	refunded_cents: Sum;
	royalties_cents: Sum;
	paid_out_cents: Sum;
};

export async function familyTotals(database: Database, familyId: string): Promise<FamilyTotals> {
	const [row] = await database.query<FamilyTotals>(
		sql`select count(*) filter (where kind = 'sale') as sales,
				coalesce(sum(amount_cents) filter (where kind = 'sale'), 0) as earned_cents,
				coalesce(-sum(amount_cents) filter (where kind = 'refund'), 0) as refunded_cents,
				coalesce(sum(amount_cents), 0) as royalties_cents,
				(select coalesce(sum(p.amount_cents), 0) from payouts p where p.family_id = ${familyId}) as paid_out_cents
			from royalties where family_id = ${familyId}`,
	);
	return row ?? { sales: 0, earned_cents: 0, refunded_cents: 0, royalties_cents: 0, paid_out_cents: 0 };
}

/** The years with a royalty or a payout, newest first. */
export async function activeYears(database: Database, familyId: string): Promise<number[]> {
	const rows = await database.query<{ year: number }>(
		sql`select distinct year from (
				select extract(year from created_at at time zone 'UTC')::int as year from royalties where family_id = ${familyId}
				union select extract(year from paid_on at time zone 'UTC')::int from payouts where family_id = ${familyId}
			) y order by year desc`,
	);
	return rows.map((r) => Number(r.year));
}

const monthOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

export type MonthRoyalties = {
	month: string;
	sales: Sum;
	refunds: Sum;
	earned_cents: Sum;
	refunded_cents: Sum;
};

/** Royalties per month in [from, to). */
export async function royaltiesByMonth(
	database: Database,
	familyId: string,
	from: Date,
	to: Date,
): Promise<MonthRoyalties[]> {
	return database.query<MonthRoyalties>(
		sql`select ${monthOf(sql`created_at`)} as month,
				count(*) filter (where kind = 'sale') as sales, count(*) filter (where kind = 'refund') as refunds,
				coalesce(sum(amount_cents) filter (where kind = 'sale'), 0) as earned_cents,
				coalesce(-sum(amount_cents) filter (where kind = 'refund'), 0) as refunded_cents
			from royalties
			where family_id = ${familyId} and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
			group by 1`,
	);
}

export type MonthPayouts = { month: string; paid_out_cents: Sum };

export async function payoutsByMonth(
	database: Database,
	familyId: string,
	from: Date,
	to: Date,
): Promise<MonthPayouts[]> {
	return database.query<MonthPayouts>(
		sql`select ${monthOf(sql`paid_on`)} as month, sum(amount_cents) as paid_out_cents
			from payouts
			where family_id = ${familyId} and paid_on >= ${from.toISOString()} and paid_on < ${to.toISOString()}
			group by 1`,
	);
}

export type PhotoEarnings = PhotoColumns & { licences: Sum; earned_cents: Sum };

/** Per photo in [from, to): licences sold less refunded, royalties less refunds; best first. */
export async function earningsByPhoto(
	database: Database,
	familyId: string,
	from: Date,
	to: Date,
): Promise<PhotoEarnings[]> {
	return database.query<PhotoEarnings>(
		sql`select r.photo_id, p.photoid, p.title, p.thumbnail_url,
				count(*) filter (where r.kind = 'sale') - count(*) filter (where r.kind = 'refund') as licences,
				sum(r.amount_cents) as earned_cents
			from royalties r left join photos p on p.id = r.photo_id
			where r.family_id = ${familyId} and r.created_at >= ${from.toISOString()} and r.created_at < ${to.toISOString()}
			group by r.photo_id, p.photoid, p.title, p.thumbnail_url
			order by earned_cents desc, p.photoid`,
	);
}

/** A royalty with its photo and the licence type of its line; nothing of the order's buyer. */
export type RoyaltyRow = Columns<
	typeof royalties,
	"id" | "created_at" | "line_paid_cents" | "percent" | "amount_cents"
> &
	PhotoColumns & { kind: RoyaltyKind; license_type: LicenseType };

const ROYALTY_COLUMNS = sql`r.id, r.created_at, r.kind, r.line_paid_cents, r.percent, r.amount_cents,
	r.photo_id, p.photoid, p.title, p.thumbnail_url, i.license_type`;
const ROYALTY_FROM = sql`royalties r join order_items i on i.id = r.order_item_id left join photos p on p.id = r.photo_id`;

export async function recentRoyalties(
	database: Database,
	familyId: string,
	limit: number,
): Promise<RoyaltyRow[]> {
	return database.query<RoyaltyRow>(
		sql`select ${ROYALTY_COLUMNS} from ${ROYALTY_FROM}
			where r.family_id = ${familyId} order by r.created_at desc, r.id desc limit ${limit}`,
	);
}

/** The royalties of [from, to), oldest first: a statement's lines. */
export async function royaltiesBetween(
	database: Database,
	familyId: string,
	from: Date,
	to: Date,
): Promise<RoyaltyRow[]> {
	return database.query<RoyaltyRow>(
		sql`select ${ROYALTY_COLUMNS} from ${ROYALTY_FROM}
			where r.family_id = ${familyId} and r.created_at >= ${from.toISOString()} and r.created_at < ${to.toISOString()}
			order by r.created_at, r.id`,
	);
}

export type PayoutRow = Columns<typeof payouts, "id" | "paid_on" | "amount_cents" | "reference">;

export async function familyPayouts(
	database: Database,
	familyId: string,
	range: { from: Date; to: Date } | null,
	limit: number,
): Promise<PayoutRow[]> {
	const within = range
		? sql`and paid_on >= ${range.from.toISOString()} and paid_on < ${range.to.toISOString()}`
		: sql``;
	return database.query<PayoutRow>(
		sql`select id, paid_on, amount_cents, reference from payouts
			where family_id = ${familyId} ${within}
			order by paid_on ${range ? sql`asc` : sql`desc`}, created_at ${range ? sql`asc` : sql`desc`} limit ${limit}`,
	);
}

/** The balance before a moment: royalties written and payouts made before it. */
export async function balanceBefore(database: Database, familyId: string, before: Date): Promise<number> {
	const [row] = await database.query<{ balance: Sum }>(
		sql`select (select coalesce(sum(amount_cents), 0) from royalties where family_id = ${familyId} and created_at < ${before.toISOString()})
			- (select coalesce(sum(amount_cents), 0) from payouts where family_id = ${familyId} and paid_on < ${before.toISOString()}) as balance`,
	);
	return Number(row?.balance ?? 0);
}

export async function storefrontName(database: Database, familyId: string): Promise<string | null> {
	const [row] = await database.query<{ storefront_name: string | null }>(
		sql`select storefront_name from profiles where id = ${familyId}`,
	);
	return row?.storefront_name ?? null;
}
