import {
	type AdminOrder,
	type AdminOrderListQuery,
	type AdminOrderListResponse,
	type AdminOrderSummary,
	BillingContact,
	type MyLicence,
	type Order,
	type OrderEvent,
	type OrderItem,
	type OrderPhoto,
	type OrderRider,
	type OrderSummary,
} from "@core/contracts/orders";
import type { LicenseType } from "@core/license";
import type { ExclusiveTerm } from "@core/licensing";
import { type OrderStatus, orderReference, type PaymentMethod } from "@core/orders";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { orderAccess } from "../../companies/access";
import { type Executor, isoTime, isoTimeOrNull, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { order_events, order_items, orders, photos, purchases, users } from "../../db/schema";
import { likePattern } from "../../db/sql";

/**
 * Reading orders: the buyer's view (their own only), the admin's view with buyer and history,
 * and the lists (the buyer's, and the admin's with its filters and totals). Rows become
 * responses only through the mappers here.
 *
 * The domain's SQL is split by concept, one `queries/<concept>.ts` each: reading orders here,
 * placing one in checkout.ts, changing its state in transitions.ts.
 */

/** An order's row as ORDER_COLUMNS reads it. */
type OrderRow = Columns<
	typeof orders,
	| "id"
	| "number"
	| "user_id"
	| "project_id"
	| "production_name"
	| "production_company"
	| "billing"
	| "subtotal_cents"
	| "discount_cents"
	| "total_cents"
	| "discount_percent"
	| "due_date"
	| "created_at"
	| "paid_at"
	| "cancelled_at"
	| "refunded_at"
	| "stripe_session_id"
	| "terms_version"
	| "verify_code"
	| "company_id"
	| "production_code"
	| "episode"
> & {
	/** The company's name (null without a company, or once it is gone). */
	company_name: string | null;
	/** The columns' CHECKs hold them to core/orders.ts's lists. */
	status: OrderStatus;
	payment_method: PaymentMethod;
	/** The quantities of its lines summed (a bigint: the driver may answer it as text). */
	item_count: number | string;
	/** Whether it is OVERDUE. */
	overdue: boolean;
	/** Its rider (RIDER_JSON), or null. */
	rider: RiderJson | null;
};

/** The order's rider as RIDER_JSON builds it (timestamps as text). */
type RiderJson = Omit<OrderRider, "uploaded_at" | "reviewed_at"> & {
	uploaded_at: string;
	reviewed_at: string | null;
};

/** An order's rider as JSON, from `orders o` (null without one). */
const RIDER_JSON = sql`(select jsonb_build_object('status', r.status, 'size_bytes', r.size_bytes,
		'uploaded_at', r.uploaded_at, 'reviewed_at', r.reviewed_at, 'reason', r.reason)
	from order_riders r where r.order_id = o.id)`;

const toRider = (json: RiderJson | null): OrderRider | null =>
	json && {
		status: json.status,
		size_bytes: Number(json.size_bytes),
		uploaded_at: isoTime(json.uploaded_at),
		reviewed_at: isoTimeOrNull(json.reviewed_at),
		reason: json.reason,
	};

type LineColumns = Columns<
	typeof order_items,
	| "id"
	| "unit_price_cents"
	| "quantity"
	| "subtotal_cents"
	| "discount_cents"
	| "total_cents"
	| "scene_note"
	| "licence_number"
	| "verify_code"
>;

/** A line of an order with its photo and the live licence it became, as orderItems reads them. */
type ItemRow = LineColumns &
	Columns<typeof photos, "photoid" | "title" | "thumbnail_url"> & {
		/** One of the license types: the column's CHECK holds it to core/license.ts's list. */
		license_type: LicenseType;
		/** The photo's `id`. */
		photo_id: Columns<typeof photos, "id">["id"];
		/** The live purchase's `id`, null before payment (a left join). */
		purchase_id: Columns<typeof purchases, "id">["id"] | null;
		/** The photo's family's storefront name (profiles.storefront_name), null for none. */
		licensor: string | null;
		/** Issue 30: the exclusive term and end, the licence upgraded and what was paid for it. */
		exclusive_months: ExclusiveTerm | null;
		exclusive_until: Date | string | null;
		upgrade_of: string | null;
		upgrade_licence_number: string | null;
		credit_cents: number | string;
		/** The later licence that upgrades this one (in an order awaiting payment or paid), if any. */
		upgraded_by_id: string | null;
		upgraded_by_number: string | null;
		upgraded_by_type: LicenseType | null;
	};

/**
 * An invoice still unpaid after its due date (a UTC date, as core/orders.ts invoiceDueDate
 * writes it, so "today" is the UTC date too, whatever the session's time zone).
 */
const OVERDUE = sql`(o.status = 'pending_payment' and o.payment_method = 'invoice'
	and o.due_date < (now() at time zone 'utc')::date)`;

/** The columns of `orders o` every view reads, with its item count and whether it is overdue. */
const ORDER_COLUMNS = sql`o.id, o.number, o.user_id, o.status, o.payment_method, o.project_id,
	o.production_name, o.production_company, o.billing, o.subtotal_cents, o.discount_cents,
	o.total_cents, o.discount_percent, o.due_date::text as due_date, o.created_at, o.paid_at,
	o.cancelled_at, o.refunded_at, o.stripe_session_id, o.terms_version, o.verify_code, ${RIDER_JSON} as rider,
	o.company_id, o.production_code, o.episode,
	(select c.name from companies c where c.id = o.company_id) as company_name,
	(select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id) as item_count,
	${OVERDUE} as overdue`;

export const orderPaths = (id: string, status: OrderStatus) => ({
	invoice_url: `/api/orders/${id}/invoice.pdf`,
	certificate_url: status === "paid" ? `/api/orders/${id}/certificate.pdf` : null,
});

/** A photo as orders and licences show it, from `p.id as photo_id, p.photoid, p.title, p.thumbnail_url`. */
export const toOrderPhoto = (row: {
	photo_id: string;
	photoid: number;
	title: string;
	thumbnail_url: string | null;
}): OrderPhoto => ({
	id: row.photo_id,
	photoid: Number(row.photoid),
	title: row.title,
	thumbnail_url: row.thumbnail_url,
});

const toItem = (row: ItemRow): OrderItem => ({
	id: row.id,
	exclusive_months: row.exclusive_months === null ? null : (Number(row.exclusive_months) as ExclusiveTerm),
	exclusive_until: isoTimeOrNull(row.exclusive_until),
	upgrade_of:
		row.upgrade_of && row.upgrade_licence_number
			? { order_item_id: row.upgrade_of, licence_number: row.upgrade_licence_number }
			: null,
	credit_cents: Number(row.credit_cents),
	upgraded_by:
		row.upgraded_by_id && row.upgraded_by_number && row.upgraded_by_type
			? {
					order_item_id: row.upgraded_by_id,
					licence_number: row.upgraded_by_number,
					license_type: row.upgraded_by_type,
				}
			: null,
	photo: toOrderPhoto(row),
	license_type: row.license_type,
	unit_price_cents: Number(row.unit_price_cents),
	quantity: Number(row.quantity),
	subtotal_cents: Number(row.subtotal_cents),
	discount_cents: Number(row.discount_cents),
	total_cents: Number(row.total_cents),
	purchase_id: row.purchase_id,
	scene_note: row.scene_note,
	licence_number: row.licence_number,
	verify_code: row.verify_code,
	licensor: row.licensor,
});

export function toOrder(row: OrderRow, items: ItemRow[]): Order {
	return {
		id: row.id,
		number: Number(row.number),
		reference: orderReference(Number(row.number)),
		status: row.status,
		payment_method: row.payment_method,
		production: { project_id: row.project_id, name: row.production_name, company: row.production_company },
		// Stored from the validated checkout body; parsing again keeps the response honest.
		billing: BillingContact.parse(row.billing),
		items: items.map(toItem),
		item_count: Number(row.item_count),
		subtotal_cents: Number(row.subtotal_cents),
		discount_cents: Number(row.discount_cents),
		total_cents: Number(row.total_cents),
		discount_percent: Number(row.discount_percent),
		due_date: row.due_date,
		placed_at: isoTime(row.created_at),
		paid_at: isoTimeOrNull(row.paid_at),
		cancelled_at: isoTimeOrNull(row.cancelled_at),
		refunded_at: isoTimeOrNull(row.refunded_at),
		terms_version: row.terms_version,
		rider: toRider(row.rider),
		verify_code: row.verify_code,
		company: row.company_id && row.company_name ? { id: row.company_id, name: row.company_name } : null,
		production_code: row.production_code,
		episode: row.episode,
		...orderPaths(row.id, row.status),
	};
}

const toOrderSummary = (row: OrderRow): OrderSummary => ({
	id: row.id,
	number: Number(row.number),
	reference: orderReference(Number(row.number)),
	status: row.status,
	payment_method: row.payment_method,
	production_name: row.production_name,
	item_count: Number(row.item_count),
	total_cents: Number(row.total_cents),
	due_date: row.due_date,
	placed_at: isoTime(row.created_at),
	paid_at: isoTimeOrNull(row.paid_at),
});

async function orderRow(executor: Executor, where: SQL): Promise<OrderRow | null> {
	const [row] = await rowsOf<OrderRow>(executor, sql`select ${ORDER_COLUMNS} from orders o where ${where}`);
	return row ?? null;
}

/** The order's lines by photo number, each with the live licence it became (null before payment). */
async function orderItems(executor: Executor, orderId: string): Promise<ItemRow[]> {
	return rowsOf<ItemRow>(
		executor,
		sql`select i.id, i.license_type, i.unit_price_cents, i.quantity, i.subtotal_cents, i.discount_cents,
				i.total_cents, i.scene_note, i.licence_number, i.verify_code, p.id as photo_id, p.photoid, p.title,
				p.thumbnail_url, pu.id as purchase_id, pf.storefront_name as licensor,
				i.exclusive_months, i.exclusive_until, i.upgrade_of, up.licence_number as upgrade_licence_number,
				i.credit_cents, ub.id as upgraded_by_id, ub.licence_number as upgraded_by_number,
				ub.license_type as upgraded_by_type
			from order_items i
			join photos p on p.id = i.photo_id
			left join profiles pf on pf.id = p.user_id
			left join purchases pu on pu.order_item_id = i.id and pu.deleted_at is null
			left join order_items up on up.id = i.upgrade_of
			left join lateral (
				select x.id, x.licence_number, x.license_type from order_items x join orders xo on xo.id = x.order_id
				where x.upgrade_of = i.id and xo.status in ('pending_payment', 'paid')
				order by xo.created_at limit 1
			) ub on true
			where i.order_id = ${orderId}
			order by p.photoid, i.id`,
	);
}

/**
 * One order with its lines. With a user scope, an order the user may not see the documents of
 * (orderAccess: their own, or a company's for its owners, accounts and the buyer who placed it)
 * is null, exactly as a missing one, so the route answers 404 without telling that the id exists.
 */
export async function loadOrder(
	executor: Executor,
	orderId: string,
	scope: { userId: string } | "admin",
): Promise<Order | null> {
	const row = await orderRow(
		executor,
		scope === "admin"
			? sql`o.id = ${orderId}`
			: sql`o.id = ${orderId} and ${orderAccess(scope.userId, "documents")}`,
	);
	if (!row) return null;
	return toOrder(row, await orderItems(executor, orderId));
}

type BuyerRow = Columns<typeof users, "id" | "email" | "name">;
/** The buyer's columns where there may be no account (deleted since, or a left join that found none). */
type MaybeBuyer = { [K in keyof BuyerRow]: BuyerRow[K] | null };
type EventRow = Columns<typeof order_events, "created_at" | "kind" | "actor" | "note"> & {
	/** Order states, as transitionOrder writes them (core/orders.ts's list). */
	from_status: OrderStatus | null;
	to_status: OrderStatus | null;
};

/** The buyer's account as shown to admins; an account deleted since keeps the billing name. */
function toBuyer(row: MaybeBuyer, billingName: string): AdminOrder["buyer"] {
	return { id: row.id, email: row.email, name: row.name?.trim() || billingName };
}

/** One order as the admin sees it: the buyer's account, whether it is overdue, its history. */
export async function loadAdminOrder(executor: Executor, orderId: string): Promise<AdminOrder | null> {
	const row = await orderRow(executor, sql`o.id = ${orderId}`);
	if (!row) return null;
	const order = toOrder(row, await orderItems(executor, orderId));
	const [buyer] = row.user_id
		? await rowsOf<BuyerRow>(executor, sql`select id, email, name from users where id = ${row.user_id}`)
		: [];
	const events = await rowsOf<EventRow>(
		executor,
		sql`select created_at, kind, from_status, to_status, actor, note
			from order_events where order_id = ${orderId} order by id`,
	);
	return {
		...order,
		buyer: toBuyer(buyer ?? { id: null, email: null, name: null }, order.billing.name),
		overdue: Boolean(row.overdue),
		stripe_session_id: row.stripe_session_id,
		events: events.map(
			(e): OrderEvent => ({
				at: isoTime(e.created_at),
				kind: e.kind,
				from_status: e.from_status,
				to_status: e.to_status,
				actor: e.actor,
				note: e.note,
			}),
		),
	};
}

/**
 * The orders whose documents the caller may see (their own, and their companies' as orderAccess
 * says), newest first.
 */
export async function listOrders(executor: Executor, userId: string): Promise<OrderSummary[]> {
	const rows = await rowsOf<OrderRow>(
		executor,
		sql`select ${ORDER_COLUMNS} from orders o where ${orderAccess(userId, "documents")}
			order by o.created_at desc, o.number desc`,
	);
	return rows.map(toOrderSummary);
}

/**
 * The photos ordered by the caller or by a company they belong to (orderAccess "licences"), one
 * row each: "licensed" from a paid order, "ordered" from one awaiting payment (cancelled and
 * refunded orders are left out). A photo in several orders reads its paid one first, then its
 * newest, with that order's production and, for a company's order, the company's name.
 */
export async function listMyLicences(executor: Executor, userId: string): Promise<MyLicence[]> {
	return rowsOf<MyLicence>(
		executor,
		sql`select distinct on (i.photo_id) i.photo_id,
				case when o.status = 'paid' then 'licensed' else 'ordered' end as state,
				o.production_name as production, c.name as by_company
			from order_items i join orders o on o.id = i.order_id
			left join companies c on c.id = o.company_id
			where ${orderAccess(userId, "licences")} and o.status in ('paid', 'pending_payment')
			order by i.photo_id, (o.status = 'paid') desc, o.created_at desc, o.number desc`,
	);
}

/** The billing contact of the caller's latest order, to fill the checkout form again. */
export async function lastBilling(executor: Executor, userId: string): Promise<BillingContact | null> {
	const [row] = await rowsOf<Columns<typeof orders, "billing">>(
		executor,
		sql`select billing from orders where user_id = ${userId} order by created_at desc, number desc limit 1`,
	);
	if (!row) return null;
	const parsed = BillingContact.safeParse(row.billing);
	return parsed.success ? parsed.data : null;
}

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

/** An order of the admin's list: the buyer's account (a left join: null when gone), the billing names. */
type AdminListRow = OrderRow & {
	buyer_id: MaybeBuyer["id"];
	buyer_email: MaybeBuyer["email"];
	buyer_name: MaybeBuyer["name"];
	/** `billing->>'company'` and `billing->>'name'`: null when the key is missing. */
	billing_company: string | null;
	billing_name: string | null;
};

/** The admin list's count and sums over the whole filter (bigints: the driver may answer them as text). */
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
