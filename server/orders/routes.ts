import { IdParams } from "@core/contracts/listings";
import {
	CheckoutCreate,
	CheckoutHeaders,
	CheckoutOptionsQuery,
	CheckoutOptionsResponse,
	CheckoutResponse,
	IDEMPOTENCY_HEADER,
	MyLicencesResponse,
	OrderListResponse,
	OrderResponse,
} from "@core/contracts/orders";
import { DEFAULT_PAYMENT_METHOD, ORDER_TEXT } from "@core/orders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { requireSession, requireUserId } from "../auth/access";
import { NotFoundError } from "../errors";
import { placeOrder } from "./checkout";
import { productionOptions } from "./company-checkout";
import { accountContact } from "./queries/checkout";
import { lastBilling, listMyLicences, listOrders, loadOrder } from "./queries/read";

/** Checkout and the buyer's own orders. */
export const ordersRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, database } = services;

	app.get(
		"/api/checkout/options",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary:
					"The payment methods on offer and the buyer's details to fill the checkout form; with project_id, what that production's company asks (billing, PO number, required references); 404 for a production the caller may not see",
				querystring: CheckoutOptionsQuery,
				response: { 200: CheckoutOptionsResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			const account = await accountContact(database, user.id);
			const projectId = request.query.project_id;
			return {
				payment_methods: [...services.payments.keys()],
				default_payment_method: DEFAULT_PAYMENT_METHOD,
				billing: { name: account?.name ?? user.name ?? "", email: account?.email ?? user.email },
				last_billing: await lastBilling(database.db, user.id),
				production: projectId ? await productionOptions(database.db, user.id, projectId) : null,
			};
		},
	);

	app.post(
		"/api/checkout",
		{
			// Each attempt locks the cart and may call the payment provider: a script hammering it
			// should be slowed like the other sensitive routes.
			config: { access: "user", rateLimit: { max: services.config.authRateLimit, timeWindow: 60_000 } },
			schema: {
				tags: ["orders"],
				summary:
					"Place an order from the caller's cart, priced by the server; 409 when the total differs from the one reviewed",
				body: CheckoutCreate,
				headers: CheckoutHeaders,
				response: { 201: CheckoutResponse },
			},
		},
		async (request, reply) => {
			const userId = await requireUserId(auth, request);
			const key = request.headers[IDEMPOTENCY_HEADER];
			const placed = await placeOrder(services, userId, request.body, request.log, key);
			return reply.status(201).send(placed);
		},
	);

	app.get(
		"/api/me/licences",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary:
					"The photos the caller or their companies licensed (paid orders) or ordered (invoices awaiting payment), with the production and, for a company's, the company",
				response: { 200: MyLicencesResponse },
			},
		},
		async (request) => ({ licences: await listMyLicences(database.db, await requireUserId(auth, request)) }),
	);

	app.get(
		"/api/orders",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary:
					"The orders whose documents the caller may see (their own; their companies' for owners, accounts and the buyer who placed them), newest first",
				response: { 200: OrderListResponse },
			},
		},
		async (request) => ({ orders: await listOrders(database.db, await requireUserId(auth, request)) }),
	);

	app.get(
		"/api/orders/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["orders"],
				summary: "An order the caller may see the documents of, with its lines; 404 for anyone else's",
				params: IdParams,
				response: { 200: OrderResponse },
			},
		},
		async (request) => {
			const userId = await requireUserId(auth, request);
			const order = await loadOrder(database.db, request.params.id, { userId });
			if (!order) throw new NotFoundError(ORDER_TEXT.orderNotFound);
			return { order };
		},
	);
};
