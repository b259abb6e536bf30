import { AdminPayoutsResponse, PayoutCreate, PayoutCreated } from "@core/contracts/earnings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { requireUserId } from "../auth/access";
import { adminPayouts, recordPayout } from "./payouts-service";

/** /admin/payouts (issue 27, item 7): families due a payout, and recording one (which mails the family). */
export const adminPayoutsRoutes: FastifyPluginAsyncZod<
	Pick<AppServices, "auth" | "config" | "database" | "mailer">
> = async (app, services) => {
	const { auth, config, database } = services;

	app.get(
		"/api/admin/payouts",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Families whose balance is at least PAYOUT_MINIMUM_CENTS (with the balance, last payout, storefront and email), and the latest payouts",
				response: { 200: AdminPayoutsResponse },
			},
		},
		async (_request, reply) => {
			reply.header("cache-control", "private, no-store");
			return adminPayouts(database, config);
		},
	);

	app.post(
		"/api/admin/payouts",
		{
			config: { access: "admin", rateLimit: { max: 30, timeWindow: 60_000 } },
			schema: {
				tags: ["admin"],
				summary:
					"Record money paid to a family: above zero and at most its balance (422 under amount_cents), reference required; mails the family unless it turned payout mails off",
				body: PayoutCreate,
				response: { 201: PayoutCreated },
			},
		},
		async (request, reply) => {
			const adminId = await requireUserId(auth, request);
			const created = await recordPayout(services, request.body, adminId);
			return reply.status(201).send(created);
		},
	);
};
