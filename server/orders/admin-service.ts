import type { AdminOrderListQuery, AdminOrderListResponse, AdminOrderSummary } from "@core/contracts/orders";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Executor, rowsOf } from "../db/executor";
import { likePattern } from "../db/sql";
import { ORDER_COLUMNS, type OrderRow, OVERDUE, toBuyer, toOrderSummary } from "./queries";

export type AdminOrderFilter = z.output<typeof AdminOrderListQuery>;

/** 'SSD-000042', 'ssd42', '#42' or '42': the order number people quote, else null. */
export function referenceNumber(q: string): number | null {
	const match = /^(?:#|ssd-?)?0*(\d{1,9})$/i.exec(q.trim());
	if (!match?.[1]) return null;
	const n = Number(match[1]);
	return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The where clause of a filter over `orders o left join users u`. */
function whereOf(filter: AdminOrderFilter): SQL {
	const parts: SQL[] = [sql`true`];
	if (filter.status) parts.push(sql`o.status = ${filter.status}`);
	if (filter.payment_method) parts.push(sql`o.payment_method = ${filter.payment_method}`);
	if (filter.overdue === true) parts.push(OVERDUE);
	if (filter.overdue === false) parts.push(sql`not ${OVERDUE}`);
	const q = filter.q?.trim();
	if (q) {
		const like = likePattern(q);
		const number = referenceNumber(q);
		parts.push(sql`(${number === null ? sql`false` : sql`o.number = ${number}`}
			or u.email ilike ${like} or u.name ilike ${like}
			or o.billing->>'email' ilike ${like} or o.billing->>'name' ilike ${like}
			or o.billing->>'company' ilike ${like} or o.production_name ilike ${like})`);
	}
	return sql.join(parts, sql` and `);
}

type AdminListRow = OrderRow & {
	buyer_id: string | null;
	buyer_email: string | null;
	buyer_name: string | null;
	billing_company: string | null;
	billing_name: string | null;
};

type TotalsRow = {
	total: number | string;
	pending_payment_cents: number | string;
	overdue_cents: number | string;
	paid_cents: number | string;
};

function toAdminSummary(row: AdminListRow): AdminOrderSummary {
	return {
		...toOrderSummary(row),
		buyer: toBuyer(
			{ id: row.buyer_id, email: row.buyer_email, name: row.buyer_name },
			row.billing_name ?? "",
		),
		billing_company: row.billing_company ?? "",
		overdue: Boolean(row.overdue),
	};
}

/**
 * Orders for the admin pages, newest first, a page at a time, with the money awaiting payment,
 * overdue and paid over the whole filter (not just the page) for the payments page's header.
 */
export async function listAdminOrders(
	executor: Executor,
	filter: AdminOrderFilter,
): Promise<AdminOrderListResponse> {
	const where = whereOf(filter);
	const from = sql`from orders o left join users u on u.id = o.user_id where ${where}`;
	const [totals] = await rowsOf<TotalsRow>(
		executor,
		sql`select count(*) as total,
				coalesce(sum(o.total_cents) filter (where o.status = 'pending_payment'), 0) as pending_payment_cents,
				coalesce(sum(o.total_cents) filter (where ${OVERDUE}), 0) as overdue_cents,
				coalesce(sum(o.total_cents) filter (where o.status = 'paid'), 0) as paid_cents
			${from}`,
	);
	const rows = await rowsOf<AdminListRow>(
		executor,
		sql`select ${ORDER_COLUMNS}, u.id as buyer_id, u.email as buyer_email, u.name as buyer_name,
				o.billing->>'company' as billing_company, o.billing->>'name' as billing_name
			${from}
			order by o.created_at desc, o.number desc
			limit ${filter.page_size} offset ${(filter.page - 1) * filter.page_size}`,
	);
	return {
		orders: rows.map(toAdminSummary),
		total: Number(totals?.total ?? 0),
		page: filter.page,
		page_size: filter.page_size,
		totals: {
			pending_payment_cents: Number(totals?.pending_payment_cents ?? 0),
			overdue_cents: Number(totals?.overdue_cents ?? 0),
			paid_cents: Number(totals?.paid_cents ?? 0),
		},
	};
}
