import { LegacyAccountsResponse } from "@core/contracts/legacy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { listLegacyAccounts } from "./queries";

export const legacyRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	app.get(
		"/api/admin/auth-consolidation",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Accounts imported from the old site and whether each completed migration",
				response: { 200: LegacyAccountsResponse },
			},
		},
		async () => listLegacyAccounts(database.db),
	);
};
