import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit, { type CreateRateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { redisRateLimitStore } from "../cluster/rate-limit-store";
import type { Redis } from "../cluster/redis";
import type { Config } from "../config";
import { registerErrorHandler } from "../errors";
import { registerInputGuard } from "../input-guard";
import { APP_LOADER_HASH } from "../seo/page-shell";

/**
 * What stands between a request and any route: the error mapping, the input guard, the security
 * headers and the rate limiter, with the cookie parser and compression every route relies on.
 * Registered on the root instance, not as an encapsulated plugin, so its hooks reach every route;
 * the order is the order their hooks run in, so keep it.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, redis?: Redis): Promise<void> {
	registerErrorHandler(app);
	registerInputGuard(app);

	await app.register(fastifyHelmet, {
		contentSecurityPolicy: {
			directives: {
				defaultSrc: ["'self'"],
				imgSrc: ["'self'", "data:", "blob:"],
				styleSrc: ["'self'", "'unsafe-inline'"],
				// The page shell's inline loader (it starts the app after the first paint), by its hash.
				scriptSrc: ["'self'", APP_LOADER_HASH],
				connectSrc: ["'self'"],
				// The captcha widget solves its proof of work in workers it starts from blob: URLs.
				workerSrc: ["'self'", "blob:"],
				fontSrc: ["'self'", "data:"],
				objectSrc: ["'none'"],
				frameAncestors: ["'none'"],
				upgradeInsecureRequests: config.isProduction ? [] : null,
			},
		},
		crossOriginEmbedderPolicy: false,
	});
	// JSON answers and the page shell go gzip or brotli (1 KB and up); images are left as they are,
	// and the built assets are served from their own precompressed copies.
	await app.register(fastifyCompress, { threshold: 1024 });
	await app.register(fastifyCookie, { secret: config.authSecret });
	// Off by default; auth and other sensitive routes opt in with `config.rateLimit`. With Redis
	// (REDIS_URL) every instance counts in it; without, in this process's memory (docs/rate-limits.md).
	await app.register(fastifyRateLimit, {
		global: false,
		...(redis
			? { store: redisRateLimitStore({ redis, keyPrefix: config.redis?.keyPrefix ?? "ssd:", log: app.log }) }
			: {}),
	});
}

/**
 * A limiter made with `app.createRateLimit` (a route that judges several limits itself), its keys
 * named `<name>:<key>`: in Redis all such limiters share one key space, so two limiters counting
 * the same address must not count in one key.
 */
export function namedLimiter(
	app: FastifyInstance,
	name: string,
	options: Omit<CreateRateLimitOptions, "keyGenerator"> & {
		keyGenerator: (request: FastifyRequest) => string | Promise<string>;
		/** Counters the in-memory store keeps (passed through to it, though the options' type omits it). */
		cache?: number;
	},
) {
	const { keyGenerator } = options;
	const named: CreateRateLimitOptions = {
		...options,
		keyGenerator: async (request) => `${name}:${await keyGenerator(request)}`,
	};
	return app.createRateLimit(named);
}
