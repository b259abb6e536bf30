import { HealthResponse, ReadinessResponse, SiteStatusResponse } from "@core/contracts/photos";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Database, ping } from "../db/client";
import { preparationState } from "../demo/preparation";

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

	app.get(
		"/api/status",
		{
			config: { access: "public" },
			schema: {
				tags: ["health"],
				summary: "What the server is still preparing: the demo archive's progress on a first start",
				response: { 200: SiteStatusResponse },
			},
		},
		async (_request, reply) => {
			reply.header("cache-control", "no-store");
			return { demo_archive: preparationState().demo };
		},
	);

	app.get(
		"/api/ready",
		{
			config: { access: "public" },
			schema: {
				tags: ["health"],
				summary: "Readiness: 503 while the server still prepares the site (a first start's demo archive)",
				response: { 200: ReadinessResponse, 503: ReadinessResponse },
			},
		},
		async (_request, reply) => {
			const { ready } = preparationState();
			reply.header("cache-control", "no-store");
			return reply.status(ready ? 200 : 503).send({ ready });
		},
	);
};
