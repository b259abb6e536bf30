import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { order_items, photos } from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * Writing royalties as an order changes state (the hooks in server/orders/transitions.ts call
 * these inside the order's transaction). The table is append-only: a sale row per licence line
 * when the order is paid, a refund row taking exactly that amount back when it is refunded. The
 * unique index on (order_item_id, kind) makes a repeated event write nothing.
 */

/** A line of the order with the family its photo belongs to. */
export type RoyaltyLine = Columns<typeof order_items, "id" | "order_id" | "total_cents"> & {
	photo_id: Columns<typeof photos, "id">["id"];
	family_id: Columns<typeof photos, "user_id">["user_id"];
};

export async function orderRoyaltyLines(tx: Executor, orderId: string): Promise<RoyaltyLine[]> {
	return rowsOf<RoyaltyLine>(
		tx,
		sql`select i.id, i.order_id, i.total_cents, p.id as photo_id, p.user_id as family_id
			from order_items i join photos p on p.id = i.photo_id
			where i.order_id = ${orderId} order by i.id`,
	);
}

export type SaleRoyalty = {
	line: RoyaltyLine;
	percent: number;
	amountCents: number;
};

/** One 'sale' row per line; lines that already have theirs are skipped. Answers the families that got a new row. */
export async function insertSaleRoyalties(tx: Executor, sales: readonly SaleRoyalty[]): Promise<string[]> {
	if (sales.length === 0) return [];
	const column = (pick: (sale: SaleRoyalty) => string | number) =>
		sqlArray(sales.map((s) => String(pick(s))));
	const rows = await rowsOf<{ family_id: string }>(
		tx,
		sql`insert into royalties (family_id, order_id, order_item_id, photo_id, kind, line_paid_cents, percent, amount_cents)
			select x.family_id, x.order_id, x.item_id, x.photo_id, 'sale', x.paid, x.percent, x.amount
			from unnest(${column((s) => s.line.family_id)}::uuid[], ${column((s) => s.line.order_id)}::uuid[],
				${column((s) => s.line.id)}::uuid[], ${column((s) => s.line.photo_id)}::uuid[],
				${column((s) => s.line.total_cents)}::int[], ${column((s) => s.percent)}::int[],
				${column((s) => s.amountCents)}::int[])
				as x (family_id, order_id, item_id, photo_id, paid, percent, amount)
			on conflict (order_item_id, kind) do nothing
			returning family_id`,
	);
	return [...new Set(rows.map((r) => r.family_id))];
}

/**
 * One 'refund' row per sale row of the order, taking back exactly what the sale added (its
 * price, percent and amount, negated): a refund never recomputes at today's percent.
 */
export async function insertRefundRoyalties(tx: Executor, orderId: string): Promise<void> {
	await tx.execute(sql`insert into royalties (family_id, order_id, order_item_id, photo_id, kind, line_paid_cents, percent, amount_cents)
		select family_id, order_id, order_item_id, photo_id, 'refund', line_paid_cents, percent, -amount_cents
		from royalties where order_id = ${orderId} and kind = 'sale'
		on conflict (order_item_id, kind) do nothing`);
}
