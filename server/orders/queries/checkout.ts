import type { OrderReference } from "@core/teams";
import { sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { projectAccess } from "../../companies/access";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import {
	type cart_items,
	type companies,
	order_events,
	order_items,
	orders,
	type projects,
	type users,
} from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * Placing an order (checkout.ts has the rules): the buyer's cart lines locked, the order an
 * earlier attempt with the same key placed, the order with its lines and first history line,
 * the earlier card orders it replaces, and the payment page it is sent to.
 */

/** The buyer's account, to fill the checkout form's billing contact. */
export async function accountContact(
	database: Database,
	userId: string,
): Promise<Columns<typeof users, "name" | "email"> | undefined> {
	const [account] = await database.query<Columns<typeof users, "name" | "email">>(
		sql`select name, email from users where id = ${userId}`,
	);
	return account;
}

/**
 * A production as checkout weighs it (issue 29): the project, and for a company's production the
 * company's rules (mandatory references, approved photos only) and billing contact.
 */
export type CheckoutProject = Columns<
	typeof projects,
	"id" | "name" | "company" | "user_id" | "company_id" | "po_number" | "production_code"
> & {
	company_name: Columns<typeof companies, "name">["name"] | null;
	approved_only: boolean | null;
	required_refs: OrderReference[] | null;
	/** companies.billing: a BillingContact as the settings stored it, or null. */
	company_billing: unknown;
};

/**
 * The production by id when the caller may choose it: their own personal one, or any of a
 * company (whose membership and role the caller then checks: a non-member gets 404, a role
 * without `checkout` 403). Another user's personal production is null. `touch` stamps it as used.
 */
export async function checkoutProject(
	executor: Executor,
	userId: string,
	projectId: string,
	touch: boolean,
): Promise<CheckoutProject | null> {
	const [row] = await rowsOf<CheckoutProject>(
		executor,
		sql`select p.id, p.name, p.company, p.user_id, p.company_id, p.po_number, p.production_code,
				c.name as company_name, c.approved_only, c.required_refs, c.billing as company_billing
			from projects p left join companies c on c.id = p.company_id
			where p.id = ${projectId} and ${projectAccess(userId)}`,
	);
	if (row && touch)
		await executor.execute(sql`update projects set last_used_at = now() where id = ${row.id}`);
	return row ?? null;
}

/**
 * The photos among `photoIds` not approved in any shortlist of the production (issue 29: a
 * company that buys approved photos only), with their titles, by photo number.
 */
export function unapprovedPhotos(
	executor: Executor,
	projectId: string,
	photoIds: readonly string[],
): Promise<{ id: string; title: string }[]> {
	return rowsOf<{ id: string; title: string }>(
		executor,
		sql`select p.id, p.title from photos p
			where p.id = any(${sqlArray(photoIds)}::uuid[])
				and not exists (select 1 from wishlist_items wi join wishlists w on w.id = wi.wishlist_id
					where w.project_id = ${projectId} and wi.photo_id = p.id and wi.approval = 'approved')
			order by p.photoid`,
	);
}

/**
 * The buyer's cart lines (with their photos), locked until the transaction ends in one order
 * (id), so two checkouts of the same cart take turns.
 */
export function lockCartLines(
	tx: Executor,
	userId: string,
): Promise<Columns<typeof cart_items, "id" | "photo_id">[]> {
	return rowsOf<Columns<typeof cart_items, "id" | "photo_id">>(
		tx,
		sql`select id, photo_id from cart_items where user_id = ${userId} order by id for update`,
	);
}

/** The order a checkout with this Idempotency-Key placed, with the hash of that checkout's request. */
export type PriorOrder = Columns<typeof orders, "id" | "status" | "payment_method" | "payment_url"> & {
	fingerprint: Columns<typeof orders, "idempotency_fingerprint">["idempotency_fingerprint"];
};

/** The buyer's order placed under the key, if any. */
export async function orderByIdempotencyKey(
	tx: Executor,
	userId: string,
	key: string,
): Promise<PriorOrder | undefined> {
	const [prior] = await rowsOf<PriorOrder>(
		tx,
		sql`select id, status, payment_method, payment_url, idempotency_fingerprint as fingerprint
			from orders where user_id = ${userId} and idempotency_key = ${key}`,
	);
	return prior;
}

/** The new order's id and number. */
export async function insertOrder(
	tx: Executor,
	values: typeof orders.$inferInsert,
): Promise<Columns<typeof orders, "id" | "number">> {
	const [order] = await tx.insert(orders).values(values).returning({ id: orders.id, number: orders.number });
	if (!order) throw new Error("insert into orders returned no row");
	return order;
}

/** The order's lines, priced as the cart was (a value may be SQL: an exclusivity's end from now()). */
export async function insertOrderItems(
	tx: Executor,
	items: PgInsertValue<typeof order_items>[],
): Promise<void> {
	await tx.insert(order_items).values(items);
}

/** A line in the order's history. */
export async function insertOrderEvent(tx: Executor, event: typeof order_events.$inferInsert): Promise<void> {
	await tx.insert(order_events).values(event);
}

/** Takes the ordered photos out of the buyer's cart. */
export async function deleteCartPhotos(
	tx: Executor,
	userId: string,
	photoIds: readonly string[],
): Promise<void> {
	await tx.execute(sql`delete from cart_items where user_id = ${userId}
				and photo_id = any(${sqlArray(photoIds)}::uuid[])`);
}

/** An earlier card order a new card checkout replaced, and the payment page it may still have. */
export type ReplacedOrder = Columns<typeof orders, "id" | "stripe_session_id">;

/**
 * The buyer's other card orders awaiting payment, oldest first, locked; SKIP LOCKED leaves out
 * one that someone holds right now (supersede.ts says why).
 */
export function lockEarlierCardOrders(
	tx: Executor,
	userId: string,
	newOrderId: string,
): Promise<ReplacedOrder[]> {
	return rowsOf<ReplacedOrder>(
		tx,
		sql`select id, stripe_session_id from orders
			where user_id = ${userId} and payment_method = 'stripe' and status = 'pending_payment'
				and id <> ${newOrderId}
			order by number for update skip locked`,
	);
}

/**
 * Keeps the payment page the provider opened for the order (its session, where the buyer pays):
 * the order's status now, or undefined when there is no such order.
 */
export async function storePaymentPage(
	database: Database,
	orderId: string,
	page: { stripeSessionId: string; redirectUrl: string | null },
): Promise<Columns<typeof orders, "status"> | undefined> {
	const [stored] = await database.query<Columns<typeof orders, "status">>(
		sql`update orders set stripe_session_id = ${page.stripeSessionId}, payment_url = ${page.redirectUrl},
					updated_at = now() where id = ${orderId} returning status`,
	);
	return stored;
}
