import { HealthResponse } from "@core/contracts/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Database, ping } from "../db/client";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	app.get(
		"/api/health",
		{
			config: { access: "public" },
			schema: {
				tags: ["health"],
				summary: "Liveness and database check",
				response: { 200: HealthResponse, 503: HealthResponse },
			},
		},
		async (request, reply) => {
			let ok = false;
			try {
				ok = await ping(database);
			} catch (err) {
				request.log.error({ err }, "health check: database unreachable");
			}
			reply.header("cache-control", "no-store");
			return reply.status(ok ? 200 : 503).send({
				status: ok ? "ok" : "error",
				database: ok ? "ok" : "error",
				driver: database.driver,
				uptime_s: Math.round(process.uptime()),
			});
		},
	);
};
