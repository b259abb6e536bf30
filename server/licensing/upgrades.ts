import type { LicenseType } from "@core/license";
import type { ExclusiveTerm, LicenceChoice } from "@core/licensing";
import { type SQL, sql } from "drizzle-orm";
import { orderAccess } from "../companies/access";
import { type Executor, rowsOf } from "../db/executor";
import { sqlArray } from "../db/sql";

/**
 * Upgrades and the production-wide tier (issue 30): what was paid for a licence along its chain
 * of upgrades, whether a later order upgrades it, the licence a cart line may upgrade, and the
 * photos a production has licensed.
 */

/**
 * What was paid for the licence `itemId` names: its line's total plus the totals of the earlier
 * licences it upgraded, walking `upgrade_of` back to the first (a scalar subquery).
 */
export const paidChainCents = (itemId: SQL): SQL =>
	sql`(with recursive chain (id, upgrade_of, total_cents) as (
			select ci.id, ci.upgrade_of, ci.total_cents from order_items ci where ci.id = ${itemId}
			union all
			select cp.id, cp.upgrade_of, cp.total_cents from order_items cp join chain on cp.id = chain.upgrade_of
		) select coalesce(sum(total_cents), 0)::int from chain)`;

/**
 * Whether a later licence (a line of an order awaiting payment or paid) upgrades `itemId`. With
 * `replacedBy`, that user's card orders awaiting payment are left out: a card checkout replaces them.
 */
export const upgradedSql = (itemId: SQL, replacedBy?: string): SQL =>
	sql`exists (select 1 from order_items ux join orders uo on uo.id = ux.order_id
		where ux.upgrade_of = ${itemId} and uo.status in ('pending_payment', 'paid')
			${replacedBy ? sql`and not (uo.user_id = ${replacedBy} and uo.payment_method = 'stripe' and uo.status = 'pending_payment')` : sql``})`;

/** How high a licence stands: an upgrade must go higher (background, hero, exclusive 6, exclusive 12). */
export function licenceRank(choice: LicenceChoice): number {
	if (choice.license_type !== "hero-usage") return 0;
	return 1 + (choice.exclusive_months === 6 ? 1 : choice.exclusive_months === 12 ? 2 : 0);
}

/** The licence one order line grants, as an upgrade weighs it. */
export type UpgradableLicence = {
	id: string;
	photo_id: string;
	licence_number: string;
	license_type: LicenseType;
	exclusive_months: ExclusiveTerm | null;
	order_status: string;
	project_id: string | null;
	production_name: string;
	/** A live purchase: paid and not refunded. */
	held: boolean;
	upgraded: boolean;
	paid_cents: number;
};

/** An order line the user may see the licences of (orderAccess 'licences'), or undefined. */
export async function upgradableLicence(
	executor: Executor,
	userId: string,
	itemId: string,
): Promise<UpgradableLicence | undefined> {
	const [row] = await rowsOf<UpgradableLicence>(
		executor,
		sql`select i.id, i.photo_id, i.licence_number, i.license_type, i.exclusive_months,
				o.status as order_status, o.project_id, o.production_name,
				exists (select 1 from purchases pu where pu.order_item_id = i.id and pu.deleted_at is null) as held,
				${upgradedSql(sql`i.id`)} as upgraded, ${paidChainCents(sql`i.id`)} as paid_cents
			from order_items i join orders o on o.id = i.order_id
			where i.id = ${itemId} and ${orderAccess(userId, "licences")}`,
	);
	return row && { ...row, paid_cents: Number(row.paid_cents) };
}

/**
 * The upgrade lines' originals, by id, as checkout weighs them again (no access check: cart add
 * made it); `replacedBy` as upgradedSql says.
 */
export async function licencesByIds(
	executor: Executor,
	itemIds: readonly string[],
	replacedBy?: string,
): Promise<Map<string, UpgradableLicence>> {
	if (itemIds.length === 0) return new Map();
	const rows = await rowsOf<UpgradableLicence>(
		executor,
		sql`select i.id, i.photo_id, i.licence_number, i.license_type, i.exclusive_months,
				o.status as order_status, o.project_id, o.production_name,
				exists (select 1 from purchases pu where pu.order_item_id = i.id and pu.deleted_at is null) as held,
				${upgradedSql(sql`i.id`, replacedBy)} as upgraded, ${paidChainCents(sql`i.id`)} as paid_cents
			from order_items i join orders o on o.id = i.order_id
			where i.id = any(${sqlArray(itemIds)}::uuid[])`,
	);
	return new Map(rows.map((row) => [row.id, { ...row, paid_cents: Number(row.paid_cents) }]));
}

/**
 * The distinct photos a production has licensed (lines of its paid orders), and which of
 * `photoIds` are among them.
 */
export async function productionLicensed(
	executor: Executor,
	projectId: string,
	photoIds: readonly string[],
): Promise<{ count: number; among: Set<string> }> {
	const [row] = await rowsOf<{ count: number; among: string[] | null }>(
		executor,
		sql`with licensed as (
				select distinct i.photo_id from order_items i join orders o on o.id = i.order_id
				where o.project_id = ${projectId} and o.status = 'paid'
			)
			select (select count(*)::int from licensed) as count,
				(select array_agg(photo_id::text) from licensed
					where photo_id = any(${sqlArray(photoIds)}::uuid[])) as among`,
	);
	return { count: Number(row?.count ?? 0), among: new Set(row?.among ?? []) };
}
