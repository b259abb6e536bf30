import { MeResponse } from "@core/contracts/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * The signed-in user. Accounts and sessions arrive with the accounts issue; until then no
 * request carries a session, so every caller is a guest.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
	app.get(
		"/api/me",
		{
			schema: {
				tags: ["auth"],
				summary: "The current user, or null when signed out",
				response: { 200: MeResponse },
			},
		},
		async (_request, reply) => {
			reply.header("cache-control", "private, no-store");
			return { user: null };
		},
	);
};
