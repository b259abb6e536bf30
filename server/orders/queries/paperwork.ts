import type { OrderStatus } from "@core/orders";
import { sql } from "drizzle-orm";
import { orderAccess } from "../../companies/access";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { order_riders } from "../../db/schema";

/**
 * An order's paperwork beyond its lines (issue 26): the buyer's scene note of a line, and the
 * studio's rider with the admin's review. The rules are in ../paperwork-service.ts.
 */

/**
 * Sets the scene note of a line of an order whose paperwork the user may handle (orderAccess
 * "documents": their own, or a company's as its owners, accounts and buyer); false otherwise.
 */
export async function updateSceneNote(
	executor: Executor,
	target: { orderId: string; itemId: string; userId: string },
	note: string | null,
): Promise<boolean> {
	const rows = await rowsOf<{ id: string }>(
		executor,
		sql`update order_items i set scene_note = ${note}
			from orders o
			where i.id = ${target.itemId} and i.order_id = ${target.orderId}
				and o.id = i.order_id and ${orderAccess(target.userId, "documents")}
			returning i.id`,
	);
	return rows.length > 0;
}

/** The order's state and its rider's (null without one), the order locked for the change. */
export type RiderTarget = {
	status: OrderStatus;
	rider_status: Columns<typeof order_riders, "status">["status"] | null;
};

export async function lockOrderForRider(
	executor: Executor,
	orderId: string,
	scope: { userId: string } | "admin",
): Promise<RiderTarget | null> {
	const owner = scope === "admin" ? sql`true` : orderAccess(scope.userId, "documents");
	const [row] = await rowsOf<RiderTarget>(
		executor,
		sql`select o.status, r.status as rider_status
			from orders o left join order_riders r on r.order_id = o.id
			where o.id = ${orderId} and ${owner}
			for update of o`,
	);
	return row ?? null;
}

/** Stores (or replaces) the order's rider, waiting for review. */
export async function upsertRider(
	executor: Executor,
	rider: { orderId: string; documentKey: string; sizeBytes: number; userId: string },
): Promise<void> {
	await executor.execute(
		sql`insert into order_riders (order_id, document_key, size_bytes, uploaded_by)
			values (${rider.orderId}, ${rider.documentKey}, ${rider.sizeBytes}, ${rider.userId})
			on conflict (order_id) do update set document_key = excluded.document_key,
				size_bytes = excluded.size_bytes, uploaded_by = excluded.uploaded_by, uploaded_at = now(),
				status = 'pending_review', reason = null, reviewed_by = null, reviewed_at = null`,
	);
}

/** The admin's decision on a rider waiting for review. */
export async function reviewRider(
	executor: Executor,
	orderId: string,
	decision: { status: "accepted" | "declined"; reason: string | null; adminId: string },
): Promise<void> {
	await executor.execute(
		sql`update order_riders set status = ${decision.status}, reason = ${decision.reason},
				reviewed_by = ${decision.adminId}, reviewed_at = now()
			where order_id = ${orderId}`,
	);
}

/** Where the order's rider is stored, for the admin to read. */
export async function riderDocument(
	executor: Executor,
	orderId: string,
): Promise<Columns<typeof order_riders, "document_key"> | null> {
	const [row] = await rowsOf<Columns<typeof order_riders, "document_key">>(
		executor,
		sql`select document_key from order_riders where order_id = ${orderId}`,
	);
	return row ?? null;
}
