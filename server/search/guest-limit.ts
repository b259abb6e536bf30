import { ErrorCode } from "@core/contracts/errors";
import { GUEST_RESULT_LIMIT, GUEST_SEARCH_LIMIT_MESSAGE } from "@core/contracts/search";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Visitors } from "../analytics/visitor";
import type { Config } from "../config";
import { DomainError } from "../errors";
import { namedLimiter } from "../plugins/security";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * Counters kept per limiter in this process's memory (without Redis, or while it is away; least
 * recently used dropped first): a day's worth of distinct guests. An address dropped early only
 * starts its count again. With Redis (REDIS_URL) every instance counts in it (docs/rate-limits.md).
 */
const COUNTERS = 100_000;

class GuestLimitError extends DomainError {
	constructor() {
		super(429, ErrorCode.rateLimited, GUEST_SEARCH_LIMIT_MESSAGE);
	}
}

/** Whether a guest's search shows photos: a window starting past the first 24 shows none. */
export const showsPhotos = (offset: number) => offset < GUEST_RESULT_LIMIT;

/**
 * The guest limit as a limit (issue 24, docs/guest-limit.md): a guest's search shows at most 24
 * photos, and a guest may make only so many searches that show photos, per network address (its
 * /64 for IPv6) and per visitor (the tracking cookie; without one, the address again), in a minute
 * and in a day. Past any of them the search answers 429 in the error format, with Retry-After.
 * Members are never counted.
 */
export function guestSearchLimit(app: FastifyInstance, config: Config, visitors: Visitors) {
	const { address, visitor } = config.guestSearchLimits;
	const limiter = (name: string, max: number, timeWindow: number, key: (request: FastifyRequest) => string) =>
		namedLimiter(app, name, { max, timeWindow, cache: COUNTERS, keyGenerator: key });
	const byAddress = (request: FastifyRequest) => visitors.visitorOf(request).address;
	const byVisitor = (request: FastifyRequest) => visitors.visitorOf(request).session;
	// Each counts the search before it is judged, so concurrent requests cannot slip past together.
	// The minutes first: a burst refused by them does not use up the day.
	const limiters = [
		limiter("guest-search-address-minute", address.minute, MINUTE_MS, byAddress),
		limiter("guest-search-visitor-minute", visitor.minute, MINUTE_MS, byVisitor),
		limiter("guest-search-address-day", address.day, DAY_MS, byAddress),
		limiter("guest-search-visitor-day", visitor.day, DAY_MS, byVisitor),
	];

	/** Counts one guest search that shows photos; throws the 429 past a limit. */
	return async function countGuestSearch(request: FastifyRequest, reply: FastifyReply): Promise<void> {
		for (const limit of limiters) {
			const verdict = await limit(request);
			if (!verdict.isAllowed && verdict.isExceeded) {
				reply.header("retry-after", String(verdict.ttlInSeconds));
				throw new GuestLimitError();
			}
		}
	};
}
