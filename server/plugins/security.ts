import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
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
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
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
	// Off by default; auth and other sensitive routes opt in with `config.rateLimit`.
	await app.register(fastifyRateLimit, { global: false });
}
