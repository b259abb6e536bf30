import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from "@core/contracts/site";
import { DEFAULT_PAYOUT_MINIMUM_CENTS, DEFAULT_ROYALTY_PERCENT } from "@core/family";
import { DEFAULT_EXCLUSIVE_MULTIPLIERS, type ExclusiveMultipliers } from "@core/licensing";
import { z } from "zod";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
/** A count of 1 or more, `fallback` when unset. */
const positiveCount = (fallback: number) =>
	z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000_000).default(fallback));
const optionalHttpsUrl = z.preprocess(
	emptyToUndefined,
	z.url({ protocol: /^https$/, normalize: true, error: "must be an https:// address" }).optional(),
);

/** A multiple of the hero price, from 1 (no dearer than hero) to 100. */
const exclusiveMultiplier = (fallback: number) =>
	z.preprocess(
		emptyToUndefined,
		z.coerce.number().min(1, "must be at least 1").max(100, "must be at most 100").default(fallback),
	);

/** The variable that names each network's account. */
const SOCIAL_ENV = {
	Instagram: "SOCIAL_INSTAGRAM_URL",
	Facebook: "SOCIAL_FACEBOOK_URL",
	LinkedIn: "SOCIAL_LINKEDIN_URL",
	YouTube: "SOCIAL_YOUTUBE_URL",
} as const satisfies Record<SocialNetwork, string>;

/** Outside production without CONTACT_TO: the team's address beside MAIL_FROM's default sender. */
export const DEV_CONTACT_TO = "Snapshot Set Dressing team <team@localhost>";

const EnvSchema = z.object({
	NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
	PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
	HOST: z.string().min(1).default("127.0.0.1"),
	DATA_DIR: z.string().min(1).default("./data"),
	DATABASE_URL: optionalUrl,
	PUBLIC_URL: optionalUrl,
	SMTP_URL: optionalUrl,
	MAIL_FROM: z.string().default("Snapshot Set Dressing <hello@localhost>"),
	/** Where contact-form messages go ('Name <address>' or a bare address). Unset: MAIL_FROM in production. */
	CONTACT_TO: z.preprocess(
		emptyToUndefined,
		z
			.string()
			.trim()
			.regex(/@/, "must be an email address ('Team <team@example.com>' or a bare address)")
			.optional(),
	),
	AUTH_SECRET: z.preprocess(
		emptyToUndefined,
		z.string().min(32, "must be at least 32 characters").optional(),
	),
	OIDC_ISSUER: optionalUrl,
	OIDC_CLIENT_ID: optionalString,
	OIDC_CLIENT_SECRET: optionalString,
	/** The provider's name on the sign-in button, e.g. "Google Workspace". */
	OIDC_NAME: z.string().min(1).default("your company account"),
	/** Requests a minute one address may send to the sign-in endpoints. */
	AUTH_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(20)),
	CAPTCHA: z.enum(["altcha", "off"]).default("altcha"),
	/** Tracking requests (click batches and searches) a minute per tracking session; an address gets ten times this. */
	TRACK_RATE_LIMIT: z.preprocess(
		emptyToUndefined,
		z.coerce.number().int().min(1).max(1_000_000).default(120),
	),
	/** How often the click aggregator looks for new events, in ms; 0 leaves it off (tests run it by hand). */
	CLICK_AGGREGATE_INTERVAL_MS: z.preprocess(
		emptyToUndefined,
		z.coerce.number().int().min(0).max(3_600_000).default(200),
	),
	STRIPE_SECRET_KEY: optionalString,
	STRIPE_WEBHOOK_SECRET: optionalString,
	/** The bank account invoices ask productions to pay into, printed as given (e.g. "IBAN … · BIC …"). */
	INVOICE_BANK_DETAILS: optionalString,
	/** The seller's legal name printed on invoices and certificates; required in production. */
	SELLER_NAME: optionalString,
	/** The seller's postal address, printed as given: one line, or one line per new line; required in production. */
	SELLER_ADDRESS: optionalString,
	/** The seller's tax or VAT number, printed when set. */
	SELLER_TAX_ID: optionalString,
	/** The address buyers write to about invoices; unset: MAIL_FROM's address. */
	SELLER_EMAIL: z.preprocess(emptyToUndefined, z.email("must be an email address").optional()),
	LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
	/** Unset: 300 outside production, 0 in production (a real deployment gets no demo data). */
	SEED_PHOTOS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).optional()),
	/** Set only behind a reverse proxy that writes X-Forwarded-For; otherwise clients could fake their address. */
	TRUST_PROXY: z.preprocess(
		emptyToUndefined,
		z
			.string()
			.regex(/^(true|false|[1-9])$/, "must be false, a number of proxies from 1 to 9, or true")
			.default("false"),
	),
	/** Guest searches (issue 24, docs/guest-limit.md) one network address may make a minute and a day. */
	GUEST_SEARCH_LIMIT_MINUTE: positiveCount(120),
	GUEST_SEARCH_LIMIT_DAY: positiveCount(1000),
	/** The same for one visitor (the tracking cookie), so one guest cannot use up a shared address's. */
	GUEST_SEARCH_VISITOR_LIMIT_MINUTE: positiveCount(40),
	GUEST_SEARCH_VISITOR_LIMIT_DAY: positiveCount(400),
	/** The product's social accounts the footer links to (https only); unset ones are not shown. */
	SOCIAL_INSTAGRAM_URL: optionalHttpsUrl,
	SOCIAL_FACEBOOK_URL: optionalHttpsUrl,
	SOCIAL_LINKEDIN_URL: optionalHttpsUrl,
	SOCIAL_YOUTUBE_URL: optionalHttpsUrl,
	/** A family's share of each licence line it sells, in whole percent of the price paid after discount (docs/earnings.md). */
	ROYALTY_PERCENT: z.preprocess(
		emptyToUndefined,
		z.coerce
			.number()
			.int("must be a whole percentage")
			.min(0, "must be 0 to 100")
			.max(100, "must be 0 to 100")
			.default(DEFAULT_ROYALTY_PERCENT),
	),
	/** The balance, in cents, from which a family is listed as due a payout on /admin/payouts. */
	PAYOUT_MINIMUM_CENTS: z.preprocess(
		emptyToUndefined,
		z.coerce.number().int().min(1).max(100_000_000).default(DEFAULT_PAYOUT_MINIMUM_CENTS),
	),
	/** How often the mail queue's worker looks for due mail, in ms (each mail queued also wakes it); 0: no worker (tests). */
	MAIL_QUEUE_INTERVAL_MS: z.preprocess(
		emptyToUndefined,
		z.coerce.number().int().min(0).max(3_600_000).default(1000),
	),
	/** How often the background job queue's worker looks for due jobs, in ms (each job queued also wakes it); 0: no worker (tests). */
	JOB_QUEUE_INTERVAL_MS: z.preprocess(
		emptyToUndefined,
		z.coerce.number().int().min(0).max(3_600_000).default(1000),
	),
	/** An exclusive hero licence's price as a multiple of the hero price, for 6 and 12 months (docs/licensing.md). */
	EXCLUSIVE_MULTIPLIER_6: exclusiveMultiplier(DEFAULT_EXCLUSIVE_MULTIPLIERS[6]),
	EXCLUSIVE_MULTIPLIER_12: exclusiveMultiplier(DEFAULT_EXCLUSIVE_MULTIPLIERS[12]),
	/** Jobs (an upload's derivatives ...) one process runs at once. */
	JOB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(2)),
	/** Issue 31: a direct connection (not through a pooler) for migrations, advisory locks and LISTEN; unset: DATABASE_URL. */
	DATABASE_DIRECT_URL: optionalUrl,
	/** Issue 31: Redis for rate-limit counters shared by every instance; unset: counted in this process's memory. */
	REDIS_URL: z.preprocess(
		emptyToUndefined,
		z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// address" }).optional(),
	),
	/** Prefix of every key this app writes to Redis, so apps (or test runs) can share one server. */
	REDIS_KEY_PREFIX: z.string().min(1).max(64).default("ssd:"),
	/** Issue 31: where media live: `local` (DATA_DIR) or `s3` (an S3-compatible bucket). */
	MEDIA_STORAGE: z.enum(["local", "s3"]).default("local"),
	S3_BUCKET: optionalString,
	S3_ENDPOINT: optionalUrl,
	S3_REGION: z.string().min(1).default("us-east-1"),
	S3_ACCESS_KEY_ID: optionalString,
	S3_SECRET_ACCESS_KEY: optionalString,
	S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("false")),
	/** How long a presigned link to an original (or a private document) works, in seconds. */
	S3_LINK_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).max(3600).default(300)),
	/** Public derivatives from this base (a CDN or the bucket) instead of the app's /media. */
	MEDIA_PUBLIC_URL: optionalUrl,
	/** Graceful shutdown: how long readiness answers 503 before the server stops taking requests, in ms. */
	SHUTDOWN_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(120_000).optional()),
	/** Graceful shutdown: how long requests in flight and the current job batch may take to finish, in ms. */
	SHUTDOWN_TIMEOUT_MS: z.preprocess(
		emptyToUndefined,
		z.coerce.number().int().min(0).max(600_000).default(25_000),
	),
	/** Prometheus metrics on their own listener (internal only); unset: no metrics listener. */
	METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
	METRICS_HOST: z.string().min(1).default("127.0.0.1"),
	/** Cluster notifications: how often each instance re-reads the cache generations it may have missed, in ms. */
	CACHE_RESYNC_MS: z.preprocess(
		emptyToUndefined,
		z.coerce.number().int().min(0).max(3_600_000).default(10_000),
	),
});

/** Outside production without SELLER_NAME / SELLER_ADDRESS: a seller that says it is a demo. */
export const DEMO_SELLER = {
	name: "Snapshot Set Dressing (demo seller: set SELLER_NAME)",
	address: "Demo address: set SELLER_ADDRESS",
} as const;

/** Who sells the licences: printed on every invoice and certificate (docs/payments.md). */
export type SellerConfig = {
	name: string;
	address: string;
	taxId: string | undefined;
	email: string | undefined;
};

export type Config = {
	nodeEnv: "development" | "production" | "test";
	isProduction: boolean;
	port: number;
	host: string;
	dataDir: string;
	databaseUrl: string | undefined;
	publicUrl: string;
	smtpUrl: string | undefined;
	mailFrom: string;
	/** The team's inbox for the contact form. */
	contactTo: string;
	authSecret: string;
	oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
	authRateLimit: number;
	trackRateLimit: number;
	clickAggregateIntervalMs: number;
	captcha: "altcha" | "off";
	stripe: { secretKey: string; webhookSecret: string | undefined } | undefined;
	logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
	seedPhotos: number;
	/**
	 * Whose X-Forwarded-For to believe: false (the socket's address), a number of proxies in front
	 * (the address that many hops from the socket: what the nearest proxy saw, whatever a client
	 * wrote before it), or true (every hop: the leftmost address, which a client can forge).
	 */
	trustProxy: boolean | number;
	invoiceBankDetails: string | undefined;
	seller: SellerConfig;
	/** Guest searches allowed per network address and per visitor, a minute and a day. */
	guestSearchLimits: {
		address: { minute: number; day: number };
		visitor: { minute: number; day: number };
	};
	/** The configured social accounts, in the footer's order; empty when none is set. */
	socialLinks: SocialLink[];
	mailQueueIntervalMs: number;
	jobQueueIntervalMs: number;
	jobConcurrency: number;
	/** A family's share of a licence line, in percent (0 to 100) of what the buyer paid for it. */
	royaltyPercent: number;
	/** Families with at least this balance (cents) are due a payout. */
	payoutMinimumCents: number;
	/** Issue 30: an exclusive hero licence's price per term, as a multiple of the hero price. */
	exclusiveMultipliers: ExclusiveMultipliers;
	/** Issue 31: migrations, advisory locks and LISTEN go through this (DATABASE_URL unless DATABASE_DIRECT_URL). */
	databaseDirectUrl: string | undefined;
	redis: { url: string; keyPrefix: string } | undefined;
	media: MediaConfig;
	shutdown: { delayMs: number; timeoutMs: number };
	metrics: { port: number; host: string } | undefined;
	cacheResyncMs: number;
};

/** Where media live (issue 31, docs/deploy.md). */
export type MediaConfig =
	| { storage: "local"; publicUrl: string | undefined }
	| {
			storage: "s3";
			publicUrl: string | undefined;
			bucket: string;
			endpoint: string | undefined;
			region: string;
			accessKeyId: string | undefined;
			secretAccessKey: string | undefined;
			forcePathStyle: boolean;
			linkSeconds: number;
	  };

export class ConfigError extends Error {
	constructor(public readonly problems: string[]) {
		super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
		this.name = "ConfigError";
	}
}

/** Outside production a missing AUTH_SECRET is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string): string {
	const file = path.join(dataDir, "auth-secret");
	mkdirSync(dataDir, { recursive: true });
	try {
		// 'wx': when the server and the CLI start together, one writes and both read the same secret.
		writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
	} catch (err) {
		if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
	}
	const secret = readFileSync(file, "utf8").trim();
	if (secret.length < 32)
		throw new ConfigError([
			`AUTH_SECRET: ${file} holds a secret shorter than 32 characters; delete it to generate a new one`,
		]);
	return secret;
}

/**
 * The address a browser on this machine reaches the server at: its HOST, so the printed address,
 * the links in mail (PUBLIC_URL's default) and the sign-in cookie's host are one and the same.
 * A server listening on every interface (0.0.0.0, ::) is reached as localhost.
 */
export function localUrl(host: string, port: number): string {
	const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
	return `http://${name}:${port}`;
}

/** Parses the environment once; every bad variable is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
	const parsed = EnvSchema.safeParse(env);
	if (!parsed.success) {
		throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
	}
	const e = parsed.data;
	const isProduction = e.NODE_ENV === "production";
	const problems: string[] = [];
	if (isProduction) {
		if (!e.AUTH_SECRET) problems.push("AUTH_SECRET: required in production (32+ random characters)");
		if (!e.PUBLIC_URL) problems.push("PUBLIC_URL: required in production (links in mail)");
		if (!e.SMTP_URL) problems.push("SMTP_URL: required in production (sign-in links go out by mail)");
		if (e.CAPTCHA === "off")
			problems.push("CAPTCHA: 'off' is for local development only, never in production");
		if (!e.SELLER_NAME)
			problems.push(
				"SELLER_NAME: required in production (the seller's legal name on invoices and certificates)",
			);
		if (!e.SELLER_ADDRESS)
			problems.push("SELLER_ADDRESS: required in production (the seller's postal address on invoices)");
		if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
			problems.push("STRIPE_WEBHOOK_SECRET: required in production when STRIPE_SECRET_KEY is set");
	}
	const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
	const oidcSet = oidcParts.filter(Boolean).length;
	if (oidcSet > 0 && oidcSet < 3)
		problems.push("OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three or none");
	if (e.MEDIA_STORAGE === "s3" && !e.S3_BUCKET) problems.push("S3_BUCKET: required when MEDIA_STORAGE is s3");
	if (e.MEDIA_PUBLIC_URL && /\/media\/*$/i.test(new URL(e.MEDIA_PUBLIC_URL).pathname))
		problems.push(
			"MEDIA_PUBLIC_URL: give the base without /media (the app adds /media/<key> itself): https://cdn.example.com, not https://cdn.example.com/media",
		);
	if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
		problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither");
	if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL)
		problems.push("DATABASE_DIRECT_URL: only with DATABASE_URL (the embedded database has no pooler)");
	if (problems.length > 0) throw new ConfigError(problems);

	const dataDir = path.resolve(e.DATA_DIR);
	return {
		nodeEnv: e.NODE_ENV,
		isProduction,
		port: e.PORT,
		host: e.HOST,
		dataDir,
		databaseUrl: e.DATABASE_URL,
		publicUrl: (e.PUBLIC_URL ?? localUrl(e.HOST, e.PORT)).replace(/\/$/, ""),
		smtpUrl: e.SMTP_URL,
		mailFrom: e.MAIL_FROM,
		// In production the sending address is a real one (SMTP_URL is required), so it is the
		// inbox of last resort; elsewhere messages land in the dev outbox, addressed to the team.
		contactTo: e.CONTACT_TO ?? (isProduction ? e.MAIL_FROM : DEV_CONTACT_TO),
		authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
		oidc:
			e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
				? {
						issuer: e.OIDC_ISSUER.replace(/\/$/, ""),
						clientId: e.OIDC_CLIENT_ID,
						clientSecret: e.OIDC_CLIENT_SECRET,
						name: e.OIDC_NAME,
					}
				: undefined,
		authRateLimit: e.AUTH_RATE_LIMIT,
		trackRateLimit: e.TRACK_RATE_LIMIT,
		clickAggregateIntervalMs: e.CLICK_AGGREGATE_INTERVAL_MS,
		captcha: e.CAPTCHA,
		stripe: e.STRIPE_SECRET_KEY
			? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
			: undefined,
		logLevel: e.LOG_LEVEL,
		seedPhotos: e.SEED_PHOTOS ?? (isProduction ? 0 : 300),
		trustProxy: e.TRUST_PROXY === "true" ? true : e.TRUST_PROXY === "false" ? false : Number(e.TRUST_PROXY),
		invoiceBankDetails: e.INVOICE_BANK_DETAILS?.trim(),
		seller: {
			name: e.SELLER_NAME?.trim() ?? DEMO_SELLER.name,
			address: e.SELLER_ADDRESS?.trim() ?? DEMO_SELLER.address,
			taxId: e.SELLER_TAX_ID?.trim(),
			email: e.SELLER_EMAIL,
		},
		guestSearchLimits: {
			address: { minute: e.GUEST_SEARCH_LIMIT_MINUTE, day: e.GUEST_SEARCH_LIMIT_DAY },
			visitor: { minute: e.GUEST_SEARCH_VISITOR_LIMIT_MINUTE, day: e.GUEST_SEARCH_VISITOR_LIMIT_DAY },
		},
		socialLinks: SOCIAL_NETWORKS.flatMap((network) => {
			const url = e[SOCIAL_ENV[network]];
			return url ? [{ network, url }] : [];
		}),
		mailQueueIntervalMs: e.MAIL_QUEUE_INTERVAL_MS,
		jobQueueIntervalMs: e.JOB_QUEUE_INTERVAL_MS,
		jobConcurrency: e.JOB_CONCURRENCY,
		royaltyPercent: e.ROYALTY_PERCENT,
		payoutMinimumCents: e.PAYOUT_MINIMUM_CENTS,
		exclusiveMultipliers: { 6: e.EXCLUSIVE_MULTIPLIER_6, 12: e.EXCLUSIVE_MULTIPLIER_12 },
		databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
		redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
		media:
			e.MEDIA_STORAGE === "s3" && e.S3_BUCKET
				? {
						storage: "s3",
						publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/$/, ""),
						bucket: e.S3_BUCKET,
						endpoint: e.S3_ENDPOINT,
						region: e.S3_REGION,
						accessKeyId: e.S3_ACCESS_KEY_ID,
						secretAccessKey: e.S3_SECRET_ACCESS_KEY,
						forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
						linkSeconds: e.S3_LINK_SECONDS,
					}
				: { storage: "local", publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/$/, "") },
		// In production a balancer needs a moment to see readiness fail; locally, stop at once.
		shutdown: { delayMs: e.SHUTDOWN_DELAY_MS ?? (isProduction ? 5000 : 0), timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
		metrics: e.METRICS_PORT !== undefined ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
		cacheResyncMs: e.CACHE_RESYNC_MS,
	};
}
