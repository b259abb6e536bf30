import { TrackEventsBody, TrackEventsResponse } from "@core/contracts/analytics";
import { ErrorCode } from "@core/contracts/errors";
import { clickDedupeKey, storedTaxonomyType } from "@core/tracking";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { isSignedIn, sessionOf } from "../auth/access";
import { DomainError } from "../errors";
import { namedLimiter } from "../plugins/security";
import { insertClickEvents } from "./ingest";
import { localRecentClicks, redisRecentClicks } from "./recent-clicks";
import { visitorCookies } from "./visitor";

/** A beacon carries at most 50 small events: anything larger is not ours. */
const BODY_LIMIT = 64 * 1024;
const MINUTE_MS = 60_000;
/**
 * The 5 s de-duplication remembers this many (visitor, event) keys per process at most: at the
 * per-address rate limit that is five seconds of a hundred busy addresses. Past it the oldest are
 * forgotten, which can only let a repeat be stored: popularity, counted in distinct visitors,
 * does not move for it.
 */
const DEDUPE_MEMORY = 100_000;

class RateLimitedError extends DomainError {
	constructor() {
		super(429, ErrorCode.rateLimited, "Too many requests. Please wait a moment and try again.");
	}
}

/**
 * The signed-in caller, if any. Beacons from guests carry no session cookie: they skip the session
 * lookup (a tenth of a millisecond each, at thousands of events a second).
 */
const callerOf = async (auth: AppServices["auth"], request: FastifyRequest) =>
	(await isSignedIn(auth, request)) ? sessionOf(auth, request) : null;

/**
 * POST /api/track-events: click ingestion. Public (guests are tracked too); the user comes from
 * the sign-in session and the tracking session from the server's own cookie, never from the body.
 * The spec's de-duplication (the same event for the same entity counts once in 5 s) is applied
 * here, per visitor, before anything is stored. Two rate limits: per tracking session (the sign-in
 * session when there is one) and, ten times larger, per address (an IPv6 address's /64).
 */
export const trackingRoutes: FastifyPluginAsyncZod<AppServices> = async (
	app,
	{ auth, config, database, redis },
) => {
	const visitors = visitorCookies(config);
	// Checked and set in one step (in this process, or one SET NX in Redis shared by every
	// instance): concurrent requests cannot both pass it.
	const recent =
		redis && config.redis
			? redisRecentClicks({ redis, keyPrefix: config.redis.keyPrefix, log: app.log, size: DEDUPE_MEMORY })
			: localRecentClicks(DEDUPE_MEMORY);

	// navigator.sendBeacon posts a Blob whose type the browser client sets to text/plain (no CORS
	// preflight) or application/json: both are JSON here, in this plugin only.
	app.addContentTypeParser(
		"text/plain",
		{ parseAs: "string", bodyLimit: BODY_LIMIT },
		(_request, body, done) => {
			try {
				done(null, JSON.parse(String(body)));
			} catch {
				const err = new Error("Body is not valid JSON") as Error & { statusCode: number };
				err.statusCode = 400;
				done(err, undefined);
			}
		},
	);

	// Two limiters on one route: `app.rateLimit` handlers share a "has run" flag per request, so
	// a second one would never count. `createRateLimit` answers the verdict and we act on it.
	const perAddress = namedLimiter(app, "track-address", {
		max: config.trackRateLimit * 10,
		timeWindow: MINUTE_MS,
		// The address's pseudonym: an IPv6 host counts as its /64, as it does for popularity.
		keyGenerator: (request) => visitors.visitorOf(request).address,
	});
	const perSession = namedLimiter(app, "track-session", {
		max: config.trackRateLimit,
		timeWindow: MINUTE_MS,
		keyGenerator: async (request) => {
			const session = await callerOf(auth, request);
			return session ? `auth:${session.session.id}` : `track:${visitors.visitorOf(request).session}`;
		},
	});
	const rateLimited = async (request: FastifyRequest, reply: FastifyReply) => {
		for (const limiter of [perAddress, perSession]) {
			const verdict = await limiter(request);
			if (!verdict.isAllowed && verdict.isExceeded) {
				reply.header("retry-after", String(verdict.ttlInSeconds));
				throw new RateLimitedError();
			}
		}
	};

	app.post(
		"/api/track-events",
		{
			config: { access: "public" },
			bodyLimit: BODY_LIMIT,
			preHandler: rateLimited,
			schema: {
				tags: ["analytics"],
				summary:
					"Store a batch of click events for the aggregator (a visitor's repeat inside 5 s is not stored)",
				body: TrackEventsBody,
				response: { 202: TrackEventsResponse },
			},
		},
		async (request, reply) => {
			const session = await callerOf(auth, request);
			const visitor = visitors.visitorOf(request, reply);
			const userId = session?.user.id ?? null;
			// A member is one visitor on every device; a guest is their tracking session here (the
			// address without a cookie), and their address for popularity (see docs/tracking.md).
			const who = userId ? `u:${userId}` : visitor.session;
			const all = request.body.events.map(
				(event) => `${who}\u0000${clickDedupeKey({ ...event, taxonomy_type: storedTaxonomyType(event) })}`,
			);
			const admitted = await recent.admit(all);
			const keys = all.filter((_, i) => admitted[i]);
			const fresh = request.body.events.filter((_, i) => admitted[i]);
			try {
				const accepted = await insertClickEvents(database, fresh, {
					userId,
					sessionId: visitor.session,
					visitor: userId ? `u:${userId}` : `a:${visitor.address}`,
					userAgent: request.headers["user-agent"],
				});
				return reply.status(202).send({ accepted });
			} catch (err) {
				// Not stored: a retry of these events must count.
				await recent.forget(keys);
				throw err;
			}
		},
	);
};
