import type { LicenseType } from "@core/license";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { photos, profiles, royalties, users } from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * The sales digest (issue 27, item 9): at most one mail a day per family, listing what sold
 * since the last one. The last digest is the newest notified_at of the family's sales.
 */

/** One lock per family for the digest's bookkeeping, taken in a fixed order (no deadlock). */
async function lockFamilies(tx: Executor, familyIds: readonly string[]): Promise<void> {
	const sorted = [...familyIds].sort();
	for (const id of sorted)
		await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sales_digest:${id}`}))`);
}

/**
 * Queues a 'sales_digest' job for each family that has none queued yet, due a day after its
 * last digest (or now, when that is longer ago). In the caller's transaction.
 */
export async function queueSalesDigests(tx: Executor, familyIds: readonly string[]): Promise<void> {
	if (familyIds.length === 0) return;
	await lockFamilies(tx, familyIds);
	await tx.execute(sql`insert into jobs (kind, payload, run_after)
		select 'sales_digest', jsonb_build_object('family_id', f.id), greatest(now(),
				(select max(r.notified_at) from royalties r where r.family_id = f.id and r.kind = 'sale') + interval '24 hours')
		from unnest(${sqlArray(familyIds)}::uuid[]) as f (id)
		where not exists (select 1 from jobs j where j.kind = 'sales_digest' and j.state = 'queued'
			and j.payload ->> 'family_id' = f.id::text)`);
}

/** Takes the family's digest lock for the handler's transaction. */
export const lockFamilyDigest = (tx: Executor, familyId: string) => lockFamilies(tx, [familyId]);

/** Whether the family's last digest was less than a day ago. */
export async function digestedWithinADay(tx: Executor, familyId: string): Promise<boolean> {
	const [row] = await rowsOf<{ recent: boolean }>(
		tx,
		sql`select coalesce(max(notified_at) > now() - interval '24 hours', false) as recent
			from royalties where family_id = ${familyId} and kind = 'sale'`,
	);
	return row?.recent === true;
}

export type DigestFamily = Columns<typeof users, "id" | "email"> &
	Columns<typeof profiles, "storefront_name" | "notify_sales">;

export async function digestFamily(tx: Executor, familyId: string): Promise<DigestFamily | undefined> {
	const [row] = await rowsOf<DigestFamily>(
		tx,
		sql`select u.id, u.email, pr.storefront_name, coalesce(pr.notify_sales, true) as notify_sales
			from users u left join profiles pr on pr.id = u.id where u.id = ${familyId}`,
	);
	return row;
}

export type DigestSale = Columns<typeof royalties, "id" | "amount_cents"> & {
	/** Null once the photo was deleted. */
	photoid: Columns<typeof photos, "photoid">["photoid"] | null;
	title: Columns<typeof photos, "title">["title"] | null;
	license_type: LicenseType;
	/** Refunded before this digest: marked, not listed. */
	refunded: boolean;
};

/**
 * Marks every sale of the family not told yet as told now, and answers them (with whether each
 * was refunded since), oldest first. Never anything about the buyer.
 */
export async function claimUntoldSales(tx: Executor, familyId: string): Promise<DigestSale[]> {
	return rowsOf<DigestSale>(
		tx,
		sql`with told as (
				update royalties set notified_at = now()
				where family_id = ${familyId} and kind = 'sale' and notified_at is null
				returning id, order_item_id, photo_id, amount_cents, created_at)
			select t.id, t.amount_cents, p.photoid, p.title, i.license_type,
				exists (select 1 from royalties x where x.order_item_id = t.order_item_id and x.kind = 'refund') as refunded
			from told t join order_items i on i.id = t.order_item_id left join photos p on p.id = t.photo_id
			order by t.created_at, t.id`,
	);
}
