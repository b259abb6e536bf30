import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Registry } from "prom-client";
import { forgetSignedInOnChange } from "./auth/access";
import { createAuth } from "./auth/auth";
import { createCaptcha } from "./captcha/service";
import { startBus } from "./cluster/bus";
import type { Redis } from "./cluster/redis";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createLifecycle, type Lifecycle } from "./health/lifecycle";
import { inputGuardOptions } from "./input-guard";
import { createJobs, jobHandlers } from "./jobs/setup";
import { createMail } from "./mail/setup";
import type { MailTransport } from "./mail/transport";
import type { MediaStorage } from "./media/storage";
import { registerMetrics } from "./observability/metrics";
import { registerRequestHeaders, requestIdOf } from "./observability/request-id";
import type { PaymentProviders } from "./payments/provider";
import { registerApi } from "./plugins/api";
import { registerDocs } from "./plugins/docs";
import { pageAnswerLogging, registerPages } from "./plugins/pages";
import { registerSecurity } from "./plugins/security";

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
	/** Issue 31: the shared Redis (REDIS_URL), opened and closed by the caller; unset: counters in memory. */
	redis?: Redis;
	/** Shutdown state (readiness 503, `Connection: close`); server/serve.ts flips it on SIGTERM. */
	lifecycle?: Lifecycle;
	/** Prometheus registry the request and queue metrics go to (server/serve.ts with METRICS_PORT). */
	metrics?: Registry;
};

/**
 * TRUST_PROXY as Fastify takes it. A number of proxies becomes a function trusting that many hops
 * from the socket (Fastify's own number form trusts none since it cannot check the nearest peer:
 * the instances must be reachable only through their proxies, docs/deploy.md says so).
 */
function trustedHops(trust: boolean | number): boolean | ((address: string, hop: number) => boolean) {
	return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}

/** The path only: query strings carry one-time tokens, and reset links carry one in the path. */
export function redactPath(url: string): string {
	return (url.split("?")[0] ?? "").replace(/(\/reset-password\/)[^/]+/, "$1[redacted]");
}

/**
 * The app in four parts, in the order their hooks and routes must be added: security (error
 * mapping, input guard, headers, rate limits), docs (OpenAPI, which collects the routes after
 * it), the API (access check, then each domain's routes) and pages (media, the built app, the
 * page shell, not-found). Each part is a function on the root instance, like registerErrorHandler
 * and registerAccessControl, not an encapsulated plugin: its hooks, decorators and handlers stay
 * global, exactly as when this was one function (fastify-plugin is not one of our dependencies).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
	const { config, database, storage } = deps;
	const pageAnswers = pageAnswerLogging();
	const lifecycle = deps.lifecycle ?? createLifecycle();
	const app = Fastify({
		// The balancer's X-Request-Id when well formed, else a UUID (server/observability/request-id.ts).
		genReqId: requestIdOf,
		requestIdHeader: false,
		childLoggerFactory: pageAnswers.childLoggerFactory,
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
		trustProxy: trustedHops(config.trustProxy),
		// Every route inherits it; the few that take files set their own.
		bodyLimit: 1_048_576,
		...inputGuardOptions,
	});
	app.setValidatorCompiler(validatorCompiler);
	app.setSerializerCompiler(serializerCompiler);

	registerRequestHeaders(app, lifecycle);
	if (deps.metrics)
		registerMetrics(app, deps.metrics, (request) => pageAnswers.isPageAnswer(request.headers));
	await registerSecurity(app, config, deps.redis);
	await registerDocs(app);

	const mail = createMail({ config, database, log: app.log, transport: deps.mailTransport });
	const { mailer } = mail;
	app.addHook("onClose", () => mail.close());
	const jobs = createJobs({
		config,
		database,
		log: app.log,
		handlers: jobHandlers({ storage, mail: { database, mailer, config } }),
	});
	app.addHook("onClose", () => jobs.close());
	const captcha = createCaptcha({
		enabled: config.captcha === "altcha",
		secret: config.authSecret,
		database,
	});
	const auth = createAuth({ config, database, mailer, log: app.log });
	// Caches an admin write (or a sign-out) must clear are cleared on every instance.
	const stopForgetting = forgetSignedInOnChange(auth, database);
	app.addHook("onClose", async () => {
		stopForgetting();
	});
	const bus = await startBus(database, {
		directUrl: config.databaseDirectUrl,
		resyncMs: config.cacheResyncMs,
		log: app.log,
	});
	app.addHook("onClose", () => bus.close());

	await registerApi(app, {
		auth,
		config,
		database,
		mailer,
		storage,
		mail,
		captcha,
		payments: deps.payments,
		cliToken: deps.cliToken,
		redis: deps.redis,
		lifecycle,
	});
	await registerPages(app, {
		auth,
		config,
		database,
		storage,
		webDir: deps.webDir,
		pageAnswerMark: pageAnswers.mark,
	});
	return app;
}
