import { IdParams } from "@core/contracts/listings";
import {
	AdminOrderActionBody,
	AdminOrderActionParams,
	AdminOrderListQuery,
	AdminOrderListResponse,
	AdminOrderResponse,
	RiderDecline,
} from "@core/contracts/orders";
import { ORDER_TEXT, type OrderAction } from "@core/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { requireSession } from "../auth/access";
import { openOriginal } from "../deliverables/originals";
import { NotFoundError } from "../errors";
import { runAdminAction } from "./admin-actions";
import type { OrderMailEvent } from "./mail";
import { decideRider, riderKey } from "./paperwork-service";
import { listAdminOrders, loadAdminOrder } from "./queries/read";
import { notifyOrderChange } from "./transitions";

/** The mail each admin action sends the buyer once it has changed the order. */
const ACTION_MAIL: Record<OrderAction, OrderMailEvent> = {
	mark_paid: "paid",
	cancel: "cancelled",
	refund: "refunded",
};

/** /admin/orders and /admin/payments: every order, its detail, and the state changes. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, database } = services;

	async function adminOrderOr404(id: string) {
		const order = await loadAdminOrder(database.db, id);
		if (!order) throw new NotFoundError(ORDER_TEXT.orderNotFound);
		return { order };
	}

	app.get(
		"/api/admin/orders",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Orders, newest first, by state, method, reference, buyer, company or production; totals by state",
				querystring: AdminOrderListQuery,
				response: { 200: AdminOrderListResponse },
			},
		},
		async (request) => listAdminOrders(database.db, request.query),
	);

	app.get(
		"/api/admin/orders/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "One order with its buyer, lines and history",
				params: IdParams,
				response: { 200: AdminOrderResponse },
			},
		},
		async (request) => adminOrderOr404(request.params.id),
	);

	app.post(
		"/api/admin/orders/:id/:action",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Mark an order paid, cancel or refund it (a card order on Stripe first: its page closed, its payment refunded); repeating an action changes nothing, a wrong state is 409, Stripe refusing is 502",
				params: AdminOrderActionParams,
				// The note is optional, so an action may be posted without a body at all.
				body: AdminOrderActionBody.nullish(),
				response: { 200: AdminOrderResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			const { id, action } = request.params;
			const note = request.body?.note || undefined;
			const result = await runAdminAction(
				services,
				{ orderId: id, action, actor: `admin: ${user.email}`, ...(note ? { note } : {}) },
				request.log,
			);
			if (result.changed) await notifyOrderChange({ ...services, log: request.log }, id, ACTION_MAIL[action]);
			return adminOrderOr404(id);
		},
	);

	app.get(
		"/api/admin/orders/:id/rider.pdf",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "The studio rider the buyer attached to the order (a private PDF); 404 without one",
				params: IdParams,
			},
		},
		async (request, reply) => {
			const key = await riderKey(database, request.params.id);
			const filename = `rider-${request.params.id}.pdf`;
			// A bucket (issue 31): a short-lived link to this one file, after the admin check.
			const link = await services.storage.privateLink(key, {
				contentType: "application/pdf",
				disposition: "inline",
				filename,
			});
			if (link) return reply.header("cache-control", "private, no-store").redirect(link, 302);
			// Opened before answering, so a missing file is an error rather than a cut-off response.
			const file = await openOriginal(services.storage, key);
			return reply
				.headers({
					"content-type": "application/pdf",
					"content-disposition": `inline; filename="${filename}"`,
					"cache-control": "private, no-store",
				})
				.send(file.body);
		},
	);

	app.post(
		"/api/admin/orders/:id/rider/accept",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Accept the order's rider (waiting for review): it is named on the certificate and the clearance log",
				params: IdParams,
				response: { 200: AdminOrderResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			await decideRider(database, request.params.id, { status: "accepted", reason: null, admin: user });
			return adminOrderOr404(request.params.id);
		},
	);

	app.post(
		"/api/admin/orders/:id/rider/decline",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Decline the order's rider (waiting for review), saying why",
				params: IdParams,
				body: RiderDecline,
				response: { 200: AdminOrderResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			await decideRider(database, request.params.id, {
				status: "declined",
				reason: request.body.reason,
				admin: user,
			});
			return adminOrderOr404(request.params.id);
		},
	);
};
