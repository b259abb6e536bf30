import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { ErrorCode } from "@core/contracts/errors";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { adminAnalyticsRoutes } from "./analytics/admin-routes";
import { startClickAggregator } from "./analytics/aggregator";
import { analyticsRoutes } from "./analytics/routes";
import { trackingRoutes } from "./analytics/tracking-routes";
import { visitorCookies } from "./analytics/visitor";
import { registerAccessControl, sessionOf } from "./auth/access";
import { accountRoutes } from "./auth/account-routes";
import { createAuth, trustedOrigins } from "./auth/auth";
import { authRoutes } from "./auth/routes";
import { adminBannerRoutes } from "./banner/admin-routes";
import { bannerRoutes } from "./banner/routes";
import { captchaRoutes } from "./captcha/routes";
import { createCaptcha } from "./captcha/service";
import { cartRoutes } from "./cart/routes";
import { catalogueAdminRoutes } from "./catalogue/admin-routes";
import { catalogueIngestRoutes } from "./catalogue/ingest-routes";
import { cliRoutes } from "./cli/routes";
import { adminCompaniesRoutes } from "./companies/admin-routes";
import { companiesRoutes } from "./companies/routes";
import type { Config } from "./config";
import { contactRoutes } from "./contact/routes";
import { adminCollectionsRoutes } from "./curation/collections-routes";
import { adminEventsRoutes } from "./curation/events-routes";
import type { Database } from "./db/client";
import { deliverablesRoutes } from "./deliverables/routes";
import { errorBody, registerErrorHandler } from "./errors";
import { adminFamiliesRoutes } from "./families/admin-routes";
import { healthRoutes } from "./health/routes";
import { inputGuardOptions, registerInputGuard } from "./input-guard";
import { legacyRoutes } from "./legacy/routes";
import { isListingsWrite, listingsChanged } from "./listings/freshness";
import { listingsRoutes } from "./listings/routes";
import { mailRoutes } from "./mail/routes";
import { createMail } from "./mail/setup";
import type { MailTransport } from "./mail/transport";
import { IMMUTABLE, mediaRoutes } from "./media/routes";
import type { MediaStorage } from "./media/storage";
import { adminOrdersRoutes } from "./orders/admin-routes";
import { ordersRoutes } from "./orders/routes";
import type { PaymentProviders } from "./payments/provider";
import { createPaymentProviders } from "./payments/registry";
import { stripeWebhookRoutes } from "./payments/webhook-routes";
import { adminPeopleRoutes } from "./people/admin-routes";
import { photosRoutes } from "./photos/routes";
import { profileRoutes } from "./profiles/routes";
import { projectsRoutes } from "./projects/routes";
import { searchRoutes } from "./search/routes";
import { APP_LOADER_HASH } from "./seo/page-shell";
import { createPageShell, seoRoutes } from "./seo/routes";
import { siteRoutes } from "./site/routes";
import { adminStudioLogosRoutes } from "./studio-logos/admin-routes";
import { studioLogosRoutes } from "./studio-logos/routes";
import { STUDIO_LOGO_FOLDER } from "./studio-logos/service";
import { wishlistsRoutes } from "./wishlists/routes";

export type AppDeps = {
	config: Config;
	database: Database;
	storage: MediaStorage;
	/** The built SPA (dist/web); without it, pages answer 503 with a hint to build. */
	webDir?: string;
	/** Secret that guards the local command channel of the CLI; unset disables the channel. */
	cliToken?: string;
	/** What the mail queue's worker delivers through: defaults to SMTP with SMTP_URL, else the dev mailbox. */
	mailTransport?: MailTransport;
	/** Defaults to the providers the config enables (createPaymentProviders); tests may pass their own. */
	payments?: PaymentProviders;
};

/** The path only: query strings carry one-time tokens, and reset links carry one in the path. */
export function redactPath(url: string): string {
	return (url.split("?")[0] ?? "").replace(/(\/reset-password\/)[^/]+/, "$1[redacted]");
}

/**
 * Media folders whose files are written once under a name nothing else will ever get: a photo's
 * derivatives under its fresh id (or the seed's fixed number), logos and portraits under a hash
 * of their content. Browsers keep them for a year without asking again.
 */
const WRITE_ONCE_MEDIA = new Set([
	"thumbs",
	"previews",
	"company-logos",
	"family-portraits",
	STUDIO_LOGO_FOLDER,
]);
/** The generated backgrounds keep their names when redrawn: a day. */
const BRAND_ART_CACHE = "public, max-age=86400";
const PAGE_ANSWER_HEADER = "x-page-answer";

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
	const { config, database, storage } = deps;
	// The API requests a page makes for its first answers carry this mark: their routine lines
	// (about ten a page view) stay out of the log; their warnings and errors do not.
	const pageAnswerMark = randomBytes(16).toString("hex");
	const app = Fastify({
		childLoggerFactory(logger, bindings, options, rawRequest) {
			const quiet =
				rawRequest.headers[PAGE_ANSWER_HEADER] === pageAnswerMark &&
				["trace", "debug", "info"].includes(logger.level);
			return logger.child(bindings, quiet ? { ...options, level: "warn" } : options);
		},
		logger: {
			level: config.logLevel,
			serializers: {
				req: (req: { method: string; url: string; id: string }) => ({
					id: req.id,
					method: req.method,
					path: redactPath(req.url),
				}),
			},
		},
		trustProxy: config.trustProxy,
		// Every route inherits it; the few that take files set their own.
		bodyLimit: 1_048_576,
		...inputGuardOptions,
	});
	app.setValidatorCompiler(validatorCompiler);
	app.setSerializerCompiler(serializerCompiler);
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

	await app.register(fastifySwagger, {
		openapi: {
			info: {
				title: "Snapshot Set Dressing API",
				description: "Licensing pre-cleared vintage family snapshots for film, television and commercials.",
				version: "0.1.0",
			},
		},
		transform: jsonSchemaTransform,
	});
	await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

	const mail = createMail({ config, database, log: app.log, transport: deps.mailTransport });
	const { mailer } = mail;
	app.addHook("onClose", () => mail.close());
	const captcha = createCaptcha({
		enabled: config.captcha === "altcha",
		secret: config.authSecret,
		database,
	});
	const auth = createAuth({ config, database, mailer, log: app.log });
	registerAccessControl(app, auth, trustedOrigins(config));
	app.addHook("onResponse", async (request, reply) => {
		if (isListingsWrite(request.method, request.url, reply.statusCode)) listingsChanged();
	});

	await app.register(healthRoutes, { database });
	await app.register(authRoutes, { auth, config, database, captcha });
	await app.register(captchaRoutes, { captcha, rateLimit: config.authRateLimit });
	await app.register(accountRoutes, { auth, database, rateLimit: config.authRateLimit });
	await app.register(contactRoutes, { auth, config, database, captcha, mailer });
	await app.register(profileRoutes, { auth, database });
	await app.register(cartRoutes, { auth, database });
	await app.register(companiesRoutes, { auth, database });
	await app.register(projectsRoutes, { auth, database });
	await app.register(wishlistsRoutes, { auth, database });
	await app.register(adminCompaniesRoutes, { database, storage });
	const services = {
		auth,
		config,
		database,
		mailer,
		storage,
		payments: deps.payments ?? createPaymentProviders(config),
	};
	await app.register(ordersRoutes, services);
	await app.register(adminOrdersRoutes, services);
	await app.register(stripeWebhookRoutes, services);
	await app.register(deliverablesRoutes, services);
	await app.register(searchRoutes, { auth, config, database });
	await app.register(legacyRoutes, { database });
	await app.register(mailRoutes, { mail, config });
	await app.register(photosRoutes, { auth, database });
	await app.register(listingsRoutes, { database });
	await app.register(analyticsRoutes, services);
	await app.register(trackingRoutes, services);
	await app.register(adminAnalyticsRoutes, services);
	if (config.clickAggregateIntervalMs > 0) {
		const aggregator = startClickAggregator(database, {
			intervalMs: config.clickAggregateIntervalMs,
			log: app.log,
		});
		app.addHook("onClose", () => aggregator.stop());
	}
	await app.register(bannerRoutes, { database });
	await app.register(adminBannerRoutes, { database, storage });
	await app.register(catalogueAdminRoutes, { database, storage });
	await app.register(catalogueIngestRoutes, { database, storage });
	await app.register(adminFamiliesRoutes, { database, storage });
	await app.register(adminPeopleRoutes, { database });
	await app.register(adminEventsRoutes, { database });
	await app.register(adminCollectionsRoutes, { auth, database });
	await app.register(mediaRoutes, { storage });
	await app.register(studioLogosRoutes, { database });
	await app.register(adminStudioLogosRoutes, { database, storage });
	await app.register(siteRoutes, { config });
	await app.register(seoRoutes, { database, origin: config.publicUrl });
	if (deps.cliToken) await app.register(cliRoutes, { database, storage, token: deps.cliToken });

	// Public media: thumbnails, watermarked previews, backgrounds, logos. Originals live elsewhere.
	await app.register(fastifyStatic, {
		root: storage.publicDir,
		prefix: "/media/",
		decorateReply: false,
		wildcard: true,
		index: false,
		cacheControl: false,
		setHeaders: (reply, filePath) => {
			const folder = path.relative(storage.publicDir, filePath).split(path.sep)[0] ?? "";
			reply.header("cache-control", WRITE_ONCE_MEDIA.has(folder) ? IMMUTABLE : BRAND_ART_CACHE);
		},
	});

	const visitors = visitorCookies(config);
	const webDir = deps.webDir;
	const indexHtml = webDir ? path.join(webDir, "index.html") : undefined;
	const hasWeb = Boolean(indexHtml && existsSync(indexHtml));
	const pageShell =
		indexHtml && hasWeb
			? createPageShell(database, config.publicUrl, indexHtml, (error) =>
					app.log.error({ err: error }, "page shell: the page's head could not be read"),
				)
			: undefined;
	if (webDir && hasWeb) {
		await app.register(fastifyStatic, {
			root: webDir,
			prefix: "/",
			wildcard: false,
			index: false,
			// The build writes .br and .gz copies of its text assets; each browser gets the smallest it takes.
			preCompressed: true,
			setHeaders: (reply, filePath) => {
				reply.header(
					"cache-control",
					filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : "no-cache",
				);
			},
		});
	}

	const serveRequest = async (request: FastifyRequest, reply: FastifyReply) => {
		const url = request.url.split("?")[0] ?? "/";
		if (url === "/api" || url.startsWith("/api/") || url.startsWith("/media/")) {
			return reply
				.status(404)
				.send(errorBody(ErrorCode.notFound, `No such endpoint: ${request.method} ${url}`));
		}
		if (request.method !== "GET" && request.method !== "HEAD") {
			return reply
				.status(404)
				.send(errorBody(ErrorCode.notFound, `No such endpoint: ${request.method} ${url}`));
		}
		if (!pageShell) {
			return reply
				.status(503)
				.type("text/plain")
				.send("The web app has not been built yet: run `npm run build` (npm start does it for you).");
		}
		// Every other page is the single-page app, its head written for the page; a path the app
		// has no page for answers 404 (the app shows its not-found page).
		const query = new URLSearchParams(request.url.slice(url.length + 1));
		// The visit's signed cookies (server/analytics/visitor.ts), set with its first page for the
		// browser session: the random-order seed, so this page's loading view and the app list a
		// random page alike, and the tracking session its clicks and searches count under.
		const { seed, cookie } = visitors.pageVisit(request, reply);
		// Read in full, not from isSignedIn's memory: a session due for renewal is renewed by this
		// lookup, and its new cookie goes out with the page (the API answers asked below, which
		// then find it fresh, would renew it unseen).
		const signedIn = (await sessionOf(auth, request).catch(() => null)) !== null;
		// The page carries the answers to the app's first requests, asked as this visitor: with the
		// cookies just issued and from their address (the guest limit counts these searches).
		const ask = async (apiUrl: string) => {
			const headers = { [PAGE_ANSWER_HEADER]: pageAnswerMark, ...(cookie ? { cookie } : {}) };
			const answer = await app.inject({ method: "GET", url: apiUrl, headers, remoteAddress: request.ip });
			return answer.statusCode === 200 ? answer.json() : undefined;
		};
		// A HEAD request gets the page's head and status, not the work of its answers.
		const page = await pageShell(
			url,
			{ signedIn, seed, ...(request.method === "GET" ? { ask } : {}) },
			query,
		);
		// It holds the visitor's own answers: no shared cache keeps it, and a member's (their name,
		// their cart) is not kept at all, like /api/me itself, so Back after a sign-out never
		// shows it again.
		reply.header("cache-control", signedIn ? "private, no-store" : "private, no-cache");
		return reply.status(page.status).type("text/html").send(page.html);
	};
	// Pages are a route of their own, not only the not-found handler: route hooks (compression
	// above all: a listing's loading view is 20 KB of HTML, 4 KB gzip) only run on routes.
	app.get("/*", { schema: { hide: true } }, serveRequest);
	app.setNotFoundHandler(serveRequest);

	return app;
}
