import { randomUUID } from "node:crypto";
import { ErrorCode } from "@core/contracts/errors";
import type { OrderItem } from "@core/contracts/orders";
import { ORDER_TEXT } from "@core/orders";
import { RIDER_TEXT, riderProblem, SCENE_NOTE_TEXT, sceneNoteOrNull } from "@core/paperwork";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { ConflictError, DomainError, NotFoundError } from "../errors";
import type { MediaStorage } from "../media/storage";
import { insertOrderEvent } from "./queries/checkout";
import {
	lockOrderForRider,
	reviewRider,
	riderDocument,
	updateSceneNote,
	upsertRider,
} from "./queries/paperwork";
import { loadOrder } from "./queries/read";

/**
 * An order's paperwork (issue 26, item 5): the buyer's scene note per line, and the studio's
 * rider, which the buyer attaches and an admin accepts or declines. Every rider change is a line
 * in the order's history.
 */

/** The buyer's scene note of one line of their own order; another's order or line is a 404. */
export async function setSceneNote(
	database: Database,
	target: { orderId: string; itemId: string; userId: string },
	note: string | null,
): Promise<OrderItem> {
	const updated = await updateSceneNote(database.db, target, sceneNoteOrNull(note));
	if (!updated) throw new NotFoundError(SCENE_NOTE_TEXT.itemNotFound);
	const order = await loadOrder(database.db, target.orderId, { userId: target.userId });
	const item = order?.items.find((line) => line.id === target.itemId);
	if (!item) throw new NotFoundError(SCENE_NOTE_TEXT.itemNotFound);
	return item;
}

/** A rider refused for its content: not a PDF, empty, or too large (413). */
export class RiderFileError extends DomainError {
	constructor(message: string) {
		super(message === RIDER_TEXT.tooLarge ? 413 : 400, ErrorCode.validation, message, { rider: message });
	}
}

/**
 * Attaches the studio's rider (a PDF, private) to the buyer's own order, waiting for review; it
 * replaces one not accepted yet. A cancelled or refunded order takes none; an accepted rider stays.
 */
export async function attachRider(
	database: Database,
	storage: MediaStorage,
	target: { orderId: string; userId: string },
	file: Buffer,
	log: FastifyBaseLogger,
): Promise<void> {
	const problem = riderProblem(file);
	if (problem) throw new RiderFileError(problem);
	const documentKey = `riders/${target.orderId}/${randomUUID()}.pdf`;
	let replaced: string | null = null;
	await database.db.transaction(async (tx) => {
		const order = await lockOrderForRider(tx, target.orderId, { userId: target.userId });
		if (!order) throw new NotFoundError(ORDER_TEXT.orderNotFound);
		if (order.status === "cancelled" || order.status === "refunded")
			throw new ConflictError(RIDER_TEXT.orderClosed);
		if (order.rider_status === "accepted") throw new ConflictError(RIDER_TEXT.alreadyAccepted);
		replaced = (await riderDocument(tx, target.orderId))?.document_key ?? null;
		await storage.putPrivate(documentKey, file);
		await upsertRider(tx, {
			orderId: target.orderId,
			documentKey,
			sizeBytes: file.length,
			userId: target.userId,
		});
		await insertOrderEvent(tx, {
			order_id: target.orderId,
			kind: "rider_attached",
			from_status: null,
			to_status: null,
			actor: "buyer",
			note: null,
		});
	});
	if (replaced)
		await storage.deletePrivate(replaced).catch((err: unknown) => {
			log.error({ err, key: replaced }, "a replaced rider could not be removed");
		});
}

/** The admin's decision on a rider waiting for review: accepted, or declined with a reason. */
export async function decideRider(
	database: Database,
	orderId: string,
	decision: { status: "accepted" | "declined"; reason: string | null; admin: { id: string; email: string } },
): Promise<void> {
	await database.db.transaction(async (tx) => {
		const order = await lockOrderForRider(tx, orderId, "admin");
		if (!order) throw new NotFoundError(ORDER_TEXT.orderNotFound);
		if (order.rider_status === null) throw new NotFoundError(RIDER_TEXT.none);
		if (order.rider_status !== "pending_review") throw new ConflictError(RIDER_TEXT.notPending);
		await reviewRider(tx, orderId, {
			status: decision.status,
			reason: decision.reason,
			adminId: decision.admin.id,
		});
		await insertOrderEvent(tx, {
			order_id: orderId,
			kind: decision.status === "accepted" ? "rider_accepted" : "rider_declined",
			from_status: null,
			to_status: null,
			actor: `admin: ${decision.admin.email}`,
			note: decision.reason,
		});
	});
}

/** The storage key of an order's rider, for an admin to read; 404 without one. */
export async function riderKey(database: Database, orderId: string): Promise<string> {
	const row = await riderDocument(database.db, orderId);
	if (!row) throw new NotFoundError(RIDER_TEXT.none);
	return row.document_key;
}
