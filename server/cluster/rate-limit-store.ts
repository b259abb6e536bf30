import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "./redis";
import { redisOrMemory } from "./redis-or-memory";

/**
 * The rate limiter's store when Redis is configured (issue 31, docs/rate-limits.md): every
 * instance counts in the same Redis key, so a limit holds across all of them. A fixed window per
 * key, as @fastify/rate-limit's in-memory store counts: the first request of a window starts it,
 * the key expires with it.
 *
 * When Redis does not answer (not connected, an error, or slower than `timeoutMs`), the request is
 * counted in this process's memory instead, and the outage is logged: the limits keep holding per
 * instance (at most the number of instances times looser) rather than stopping every request or
 * none. Each request tries Redis again first, so counting moves back as soon as it answers.
 */

/** What a store reports for one key: the count in the current window and the window's rest (ms). */
type Count = { current: number; ttl: number };
type Done = (err: Error | null, result: Count) => void;

/**
 * What `child` learns from the limit it serves. @fastify/rate-limit passes the limit's merged
 * options with `routeInfo` (the route's options; empty for `createRateLimit`) — not the route
 * options its type declares — so it is read defensively.
 */
function childOptions(options: object): { route: string; cache: number | undefined } {
	const { routeInfo, cache } = options as { routeInfo?: unknown; cache?: unknown };
	const info = (routeInfo && typeof routeInfo === "object" ? routeInfo : {}) as {
		method?: unknown;
		url?: unknown;
	};
	const method = Array.isArray(info.method)
		? info.method.join(",")
		: typeof info.method === "string"
			? info.method
			: "";
	const route = typeof info.url === "string" && info.url !== "" ? `${method}${info.url}:` : "";
	return { route, cache: typeof cache === "number" && cache > 0 ? cache : undefined };
}

/** Counted and read in one step, so instances counting at once never both see the same number. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;
const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

/** Counters one fallback store keeps in memory (the oldest window is dropped first). */
const FALLBACK_COUNTERS = 10_000;

/** A fixed-window count per key in this process's memory: the fallback while Redis is away. */
class MemoryWindows {
	private readonly windows = new Map<string, { count: number; endsAt: number }>();
	constructor(private readonly size: number) {}

	incr(key: string, timeWindow: number, now: number): Count {
		const found = this.windows.get(key);
		if (found && found.endsAt > now) {
			found.count += 1;
			return { current: found.count, ttl: found.endsAt - now };
		}
		this.windows.delete(key);
		if (this.windows.size >= this.size) {
			const oldest = this.windows.keys().next();
			if (!oldest.done) this.windows.delete(oldest.value);
		}
		this.windows.set(key, { count: 1, endsAt: now + timeWindow });
		return { current: 1, ttl: timeWindow };
	}

	read(key: string, now: number): Count {
		const found = this.windows.get(key);
		return found && found.endsAt > now
			? { current: found.count, ttl: found.endsAt - now }
			: { current: 0, ttl: 0 };
	}
}

type RedisWithLimits = Redis & {
	rateLimitCount(key: string, windowMs: number): Promise<[number, number]>;
	rateLimitPeek(key: string): Promise<[number, number]>;
};

function withCommands(redis: Redis): RedisWithLimits {
	// ioredis adds a method per defined command; defining twice (two apps on one client) is harmless.
	redis.defineCommand("rateLimitCount", { numberOfKeys: 1, lua: INCREMENT });
	redis.defineCommand("rateLimitPeek", { numberOfKeys: 1, lua: READ });
	return redis as RedisWithLimits;
}

/**
 * The store class for @fastify/rate-limit's `store` option. Keys are
 * `<prefix>rl:<METHOD><route pattern>:<key>` for a route's limit, and `<prefix>rl:<key>` for a
 * limiter made with `app.createRateLimit`, whose key generator must therefore name its limiter
 * (see namedLimiter in server/plugins/security.ts).
 */
export function redisRateLimitStore(options: {
	redis: Redis;
	keyPrefix: string;
	log: FastifyBaseLogger;
	timeoutMs?: number;
}): FastifyRateLimitStoreCtor {
	const redis = withCommands(options.redis);
	const ask = redisOrMemory(redis, options.log, "rate limits", options.timeoutMs);

	class RedisRateLimitStore implements FastifyRateLimitStore {
		private readonly memory: MemoryWindows;

		constructor(
			_globalOptions: unknown,
			private readonly prefix = `${options.keyPrefix}rl:`,
			cache = FALLBACK_COUNTERS,
		) {
			this.memory = new MemoryWindows(cache);
		}

		incr(key: string, done: Done, timeWindow: number): void {
			const full = this.prefix + key;
			void ask(() => redis.rateLimitCount(full, timeWindow), this.prefix).then((counted) =>
				done(
					null,
					counted ? { current: counted[0], ttl: counted[1] } : this.memory.incr(full, timeWindow, Date.now()),
				),
			);
		}

		read(key: string, done: Done): void {
			const full = this.prefix + key;
			void ask(() => redis.rateLimitPeek(full), this.prefix).then((counted) =>
				done(null, counted ? { current: counted[0], ttl: counted[1] } : this.memory.read(full, Date.now())),
			);
		}

		child(limitOptions: object): RedisRateLimitStore {
			const { route, cache } = childOptions(limitOptions);
			return new RedisRateLimitStore(undefined, `${this.prefix}${route}`, cache ?? FALLBACK_COUNTERS);
		}
	}
	return RedisRateLimitStore;
}
