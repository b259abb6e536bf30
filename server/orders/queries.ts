import {
	type AdminOrder,
	BillingContact,
	type Order,
	type OrderEvent,
	type OrderItem,
	type OrderPhoto,
	type OrderSummary,
} from "@core/contracts/orders";
import type { LicenseType } from "@core/license";
import { type OrderStatus, orderReference, type PaymentMethod } from "@core/orders";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, isoTime, isoTimeOrNull, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { order_events, order_items, orders, photos, purchases, users } from "../db/schema";

/**
 * Reading orders: the buyer's view (their own only), the admin's view with buyer and history,
 * and the list rows. Rows become responses only through the mappers here.
 */

/** An order's row as ORDER_COLUMNS reads it. */
export type OrderRow = Columns<
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
> & {
	/** The columns' CHECKs hold them to core/orders.ts's lists. */
	status: OrderStatus;
	payment_method: PaymentMethod;
	/** The quantities of its lines summed (a bigint: the driver may answer it as text). */
	item_count: number | string;
	/** Whether it is OVERDUE. */
	overdue: boolean;
};

type LineColumns = Columns<
	typeof order_items,
	"id" | "unit_price_cents" | "quantity" | "subtotal_cents" | "discount_cents" | "total_cents"
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
	};

/**
 * An invoice still unpaid after its due date (a UTC date, as core/orders.ts invoiceDueDate
 * writes it, so "today" is the UTC date too, whatever the session's time zone).
 */
export const OVERDUE = sql`(o.status = 'pending_payment' and o.payment_method = 'invoice'
	and o.due_date < (now() at time zone 'utc')::date)`;

/** The columns of `orders o` every view reads, with its item count and whether it is overdue. */
export const ORDER_COLUMNS = sql`o.id, o.number, o.user_id, o.status, o.payment_method, o.project_id,
	o.production_name, o.production_company, o.billing, o.subtotal_cents, o.discount_cents,
	o.total_cents, o.discount_percent, o.due_date::text as due_date, o.created_at, o.paid_at,
	o.cancelled_at, o.refunded_at, o.stripe_session_id,
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
	photo: toOrderPhoto(row),
	license_type: row.license_type,
	unit_price_cents: Number(row.unit_price_cents),
	quantity: Number(row.quantity),
	subtotal_cents: Number(row.subtotal_cents),
	discount_cents: Number(row.discount_cents),
	total_cents: Number(row.total_cents),
	purchase_id: row.purchase_id,
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
		...orderPaths(row.id, row.status),
	};
}

export const toOrderSummary = (row: OrderRow): OrderSummary => ({
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
				i.total_cents, p.id as photo_id, p.photoid, p.title, p.thumbnail_url, pu.id as purchase_id
			from order_items i
			join photos p on p.id = i.photo_id
			left join purchases pu on pu.order_item_id = i.id and pu.deleted_at is null
			where i.order_id = ${orderId}
			order by p.photoid, i.id`,
	);
}

/**
 * One order with its lines. With a user scope, another user's order is null, exactly as a
 * missing one, so the route answers 404 without telling that the id exists.
 */
export async function loadOrder(
	executor: Executor,
	orderId: string,
	scope: { userId: string } | "admin",
): Promise<Order | null> {
	const row = await orderRow(
		executor,
		scope === "admin" ? sql`o.id = ${orderId}` : sql`o.id = ${orderId} and o.user_id = ${scope.userId}`,
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
export function toBuyer(row: MaybeBuyer, billingName: string): AdminOrder["buyer"] {
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

/** The caller's orders, newest first. */
export async function listOrders(executor: Executor, userId: string): Promise<OrderSummary[]> {
	const rows = await rowsOf<OrderRow>(
		executor,
		sql`select ${ORDER_COLUMNS} from orders o where o.user_id = ${userId}
			order by o.created_at desc, o.number desc`,
	);
	return rows.map(toOrderSummary);
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
