import { type SQL, sql } from "drizzle-orm";
import { orderAccess, projectAccess } from "../companies/access";
import { type Executor, rowsOf } from "../db/executor";

/**
 * The print routes' SQL: licences (order lines) of PAID orders, not refunded, that the caller may
 * see (orderAccess "licences": their own, or any of a company they belong to), the same rule that
 * lists and downloads their originals (server/deliverables/queries.ts).
 */

export type Printable = {
	item_id: string;
	order_id: string;
	licence_number: string;
	/** The production as the order names it. */
	production_name: string;
	photo_id: string;
	photoid: number;
	title: string;
	width: number | null;
	height: number | null;
	preview_url: string | null;
	original_key: string | null;
};

const held = (userId: string) =>
	sql`pu.deleted_at is null and o.status = 'paid' and ${orderAccess(userId, "licences")}`;

const COLUMNS = sql`i.id as item_id, o.id as order_id, i.licence_number, o.production_name, p.id as photo_id, p.photoid,
	p.title, p.width, p.height, p.preview_url, p.original_key`;

const FROM = sql`from order_items i
	join orders o on o.id = i.order_id
	join purchases pu on pu.order_item_id = i.id
	join photos p on p.id = i.photo_id`;

async function printables(executor: Executor, where: SQL, order: SQL): Promise<Printable[]> {
	const rows = await rowsOf<Printable>(
		executor,
		sql`select ${COLUMNS} ${FROM} where ${where} order by ${order}`,
	);
	return rows.map(toPrintable);
}

// Drivers may answer integers as strings.
const toPrintable = (row: Printable): Printable => ({
	...row,
	photoid: Number(row.photoid),
	width: row.width === null ? null : Number(row.width),
	height: row.height === null ? null : Number(row.height),
});

/** One licence the caller holds, or null (not theirs, unpaid, refunded or unknown). */
export async function findPrintable(
	executor: Executor,
	itemId: string,
	userId: string,
): Promise<Printable | null> {
	const [row] = await printables(executor, sql`i.id = ${itemId} and ${held(userId)}`, sql`i.licence_number`);
	return row ?? null;
}

/** The licences of one paid order the caller may see, by licence number. */
export const orderPrintables = (executor: Executor, orderId: string, userId: string) =>
	printables(executor, sql`o.id = ${orderId} and ${held(userId)}`, sql`i.licence_number`);

/**
 * A production's licences the caller may see (the production through projectAccess, each order
 * through orderAccess), one per photo: an upgraded photo's newest licence.
 */
export async function productionPrintables(
	executor: Executor,
	projectId: string,
	userId: string,
): Promise<Printable[]> {
	const rows = await rowsOf<Printable>(
		executor,
		sql`select distinct on (p.id) ${COLUMNS} ${FROM}
			join projects pr on pr.id = o.project_id
			where pr.id = ${projectId} and ${projectAccess(userId, undefined, "pr")} and ${held(userId)}
			order by p.id, o.paid_at desc nulls last, i.licence_number desc`,
	);
	return rows.map(toPrintable).sort((a, b) => a.licence_number.localeCompare(b.licence_number));
}
