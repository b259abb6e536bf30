import {
	HealthResponse,
	type ReadinessCheck,
	ReadinessResponse,
	SiteStatusResponse,
} from "@core/contracts/photos";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pingRedis, type Redis } from "../cluster/redis";
import { type Database, ping } from "../db/client";
import { preparationState } from "../demo/preparation";
import type { MediaStorage } from "../media/storage";
import type { Lifecycle } from "./lifecycle";

/** A part that has not answered by then counts as down: a probe must answer in time itself. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

export type HealthDeps = {
	database: Database;
	storage: MediaStorage;
	redis?: Redis;
	lifecycle: Lifecycle;
};

/** Runs one readiness check with a deadline; a failure is logged with the part's name. */
async function checkPart(
	name: string,
	log: FastifyBaseLogger,
	check: () => Promise<boolean>,
): Promise<ReadinessCheck> {
	let timer: NodeJS.Timeout | undefined;
	const deadline = new Promise<never>((_, reject) => {
		timer = setTimeout(
			() => reject(new Error(`no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`)),
			READINESS_CHECK_TIMEOUT_MS,
		);
	});
	try {
		if (await Promise.race([check(), deadline])) return "ok";
		log.warn({ part: name }, "readiness: check answered not ok");
		return "error";
	} catch (err) {
		log.warn({ err, part: name }, "readiness: check failed");
		return "error";
	} finally {
		clearTimeout(timer);
	}
}

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (
	app,
	{ database, storage, redis, lifecycle },
) => {
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
				summary:
					"Readiness: 200 when the database, media storage and Redis (if configured) answer; 503 while the server prepares a first start's demo archive or shuts down",
				response: { 200: ReadinessResponse, 503: ReadinessResponse },
			},
		},
		async (request, reply) => {
			const preparing = !preparationState().ready;
			const shuttingDown = lifecycle.shuttingDown;
			const [databaseCheck, storageCheck, redisCheck] = await Promise.all([
				checkPart("database", request.log, () => ping(database)),
				checkPart("storage", request.log, async () => {
					await storage.check();
					return true;
				}),
				redis ? checkPart("redis", request.log, () => pingRedis(redis)) : Promise.resolve("off" as const),
			]);
			const ready =
				!preparing &&
				!shuttingDown &&
				databaseCheck === "ok" &&
				storageCheck === "ok" &&
				redisCheck !== "error";
			reply.header("cache-control", "no-store");
			return reply.status(ready ? 200 : 503).send({
				ready,
				checks: { database: databaseCheck, storage: storageCheck, redis: redisCheck },
				preparing,
				shutting_down: shuttingDown,
			});
		},
	);
};
