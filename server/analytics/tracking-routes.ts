import { ErrorCode } from "@core/contracts/errors";
import {
	SearchRecord,
	SearchRecordResponse,
	TrackEventsBody,
	TrackEventsResponse,
} from "@core/contracts/tracking";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { sessionOf } from "../auth/access";
import { DomainError } from "../errors";
import { capUserAgent, insertClickEvents } from "./ingest";
import { recordSearch } from "./search-record";

/** A beacon carries at most 50 small events: anything larger is not ours. */
const BODY_LIMIT = 64 * 1024;
const MINUTE_MS = 60_000;

class RateLimitedError extends DomainError {
	constructor() {
		super(429, ErrorCode.rateLimited, "Too many requests. Please wait a moment and try again.");
	}
}

/**
 * The signed-in caller, if any. Beacons from guests carry no cookie at all: they skip the session
 * lookup (a tenth of a millisecond each, at thousands of events a second).
 */
const callerOf = (auth: AppServices["auth"], request: FastifyRequest) =>
	request.headers.cookie ? sessionOf(auth, request) : Promise.resolve(null);

/** The tracking session a body names: the first event's, or the search's. */
function bodySessionId(body: unknown): string {
	if (body && typeof body === "object") {
		if ("session_id" in body && typeof body.session_id === "string") return body.session_id;
		if ("events" in body && Array.isArray(body.events)) {
			const first: unknown = body.events[0];
			if (first && typeof first === "object" && "session_id" in first && typeof first.session_id === "string")
				return first.session_id;
		}
	}
	return "";
}

/**
 * POST /api/track-events and POST /api/search-analytics: ingestion. Both are public (guests are
 * tracked too), take the user from the session only, and share two rate limits: per tracking
 * session (the sign-in session when there is one) and, ten times larger, per address.
 */
export const trackingRoutes: FastifyPluginAsyncZod<AppServices> = async (app, { auth, config, database }) => {
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
	const perAddress = app.createRateLimit({
		max: config.trackRateLimit * 10,
		timeWindow: MINUTE_MS,
		keyGenerator: (request) => request.ip,
	});
	const perSession = app.createRateLimit({
		max: config.trackRateLimit,
		timeWindow: MINUTE_MS,
		keyGenerator: async (request) => {
			const session = await callerOf(auth, request);
			return session ? `auth:${session.session.id}` : `track:${bodySessionId(request.body)}`;
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
				summary: "Store a batch of click events for the aggregator",
				body: TrackEventsBody,
				response: { 202: TrackEventsResponse },
			},
		},
		async (request, reply) => {
			const session = await callerOf(auth, request);
			const accepted = await insertClickEvents(database, request.body.events, {
				userId: session?.user.id ?? null,
				userAgent: request.headers["user-agent"],
			});
			return reply.status(202).send({ accepted });
		},
	);

	app.post(
		"/api/search-analytics",
		{
			config: { access: "public" },
			bodyLimit: BODY_LIMIT,
			preHandler: rateLimited,
			schema: {
				tags: ["analytics"],
				summary: "Record a search (term rules, 30 s duplicate window, method label)",
				body: SearchRecord,
				response: { 202: SearchRecordResponse },
			},
		},
		async (request, reply) => {
			const session = await callerOf(auth, request);
			const result = await recordSearch(database, request.body, {
				userId: session?.user.id ?? null,
				userAgent: capUserAgent(request.headers["user-agent"]),
			});
			return reply.status(202).send(result);
		},
	);
};
