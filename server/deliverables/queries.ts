import type { Purchase } from "@core/contracts/orders";
import type { LicenseType } from "@core/license";
import { orderReference } from "@core/orders";
import { sql } from "drizzle-orm";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { orders, photos, purchases } from "../db/schema";

/**
 * The deliverables' SQL: the licences a buyer holds and the original a download serves.
 */

/**
 * The licences a buyer holds: live purchases (not refunded) of paid orders. One condition for
 * the list and for downloads, so a purchase that is listed can be downloaded and nothing else.
 */
const HELD = sql`pu.deleted_at is null and o.status = 'paid'`;

type PurchaseRow = Columns<typeof purchases, "id" | "price_cents" | "purchase_date" | "production_name"> &
	Columns<typeof photos, "photoid" | "title" | "thumbnail_url"> & {
		/** One of the license types: the column's CHECK holds it to core/license.ts's list. */
		license_type: LicenseType;
		/** The order's `id`, `number` and `production_name` under these names. */
		order_id: Columns<typeof orders, "id">["id"];
		order_number: Columns<typeof orders, "number">["number"];
		order_production: Columns<typeof orders, "production_name">["production_name"];
		/** The photo's `id`. */
		photo_id: Columns<typeof photos, "id">["id"];
		/** Its order line's licence number and code (a left join: null without a line). */
		licence_number: string | null;
		verify_code: string | null;
	};

const toPurchase = (row: PurchaseRow): Purchase => ({
	id: row.id,
	photo: {
		id: row.photo_id,
		photoid: Number(row.photoid),
		title: row.title,
		thumbnail_url: row.thumbnail_url,
	},
	license_type: row.license_type,
	price_cents: Number(row.price_cents),
	purchase_date: isoTime(row.purchase_date),
	order: { id: row.order_id, reference: orderReference(Number(row.order_number)) },
	production_name: row.production_name ?? row.order_production,
	certificate_url: `/api/orders/${row.order_id}/certificate.pdf`,
	licence_number: row.licence_number,
	verify_code: row.verify_code,
});

/** The caller's licences, newest first (by photo number within one purchase moment). */
export async function listPurchases(executor: Executor, userId: string): Promise<Purchase[]> {
	const rows = await rowsOf<PurchaseRow>(
		executor,
		sql`select pu.id, pu.license_type, pu.price_cents, pu.purchase_date, pu.production_name,
				o.id as order_id, o.number as order_number, o.production_name as order_production,
				p.id as photo_id, p.photoid, p.title, p.thumbnail_url, i.licence_number, i.verify_code
			from purchases pu
			join orders o on o.id = pu.order_id
			join photos p on p.id = pu.photo_id
			left join order_items i on i.id = pu.order_item_id
			where pu.user_id = ${userId} and ${HELD}
			order by pu.purchase_date desc, o.number desc, p.photoid`,
	);
	return rows.map(toPurchase);
}

/** What a download needs of a purchase the caller holds. */
export type Downloadable = Columns<typeof photos, "photoid" | "original_key">;

/** The caller's held purchase, or null when it is not theirs, refunded, unpaid or unknown. */
export async function findDownloadable(
	executor: Executor,
	purchaseId: string,
	userId: string,
): Promise<Downloadable | null> {
	const [row] = await rowsOf<Downloadable>(
		executor,
		sql`select p.photoid, p.original_key
			from purchases pu
			join orders o on o.id = pu.order_id
			join photos p on p.id = pu.photo_id
			where pu.id = ${purchaseId} and pu.user_id = ${userId} and ${HELD}`,
	);
	return row ? { photoid: Number(row.photoid), original_key: row.original_key } : null;
}
