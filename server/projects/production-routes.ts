import { IdParams } from "@core/contracts/listings";
import { ProductionPage, ProductionResponse, ProductionUpdate } from "@core/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { productionPage, updateProduction } from "./production-service";

/** A production's page and its details (issue 29); who may see and change it is companies/access.ts's rule. */
export const productionsRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/productions/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["projects"],
				summary:
					"A production with its shortlists, orders, licences and spend, as the caller may see them (404 for non-members)",
				params: IdParams,
				response: { 200: ProductionPage },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return productionPage(database, user.id, request.params.id);
		},
	);

	app.patch(
		"/api/productions/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["projects"],
				summary:
					"Change a production's name, type, dates, code or PO number (the company's owner or its creator)",
				params: IdParams,
				body: ProductionUpdate,
				response: { 200: ProductionResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { production: await updateProduction(database, user.id, request.params.id, request.body) };
		},
	);
};
