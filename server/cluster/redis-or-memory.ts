import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "./redis";

/** While Redis stays away, its outage is logged at most this often per user of it. */
const LOG_EVERY_MS = 30_000;
/** Redis answers in well under a millisecond; past this a request does not wait for it. */
const DEFAULT_TIMEOUT_MS = 500;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
	});
	return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Asks Redis for something this process could also keep in its own memory (issue 31,
 * docs/rate-limits.md): the answer, or null when Redis does not answer (not connected, an error,
 * or slower than `timeoutMs`), and the caller uses its memory instead. The outage is logged as a
 * warning when it starts, then at most every 30 s with how many answers came from memory, and its
 * end once. Every call tries Redis again, so the shared answer returns as soon as Redis does.
 */
export function redisOrMemory(
	redis: Redis,
	log: FastifyBaseLogger,
	what: string,
	timeoutMs = DEFAULT_TIMEOUT_MS,
) {
	let down = false;
	let lastLogged = 0;
	let fromMemory = 0;
	const failed = (err: unknown, limit: string) => {
		fromMemory += 1;
		const now = Date.now();
		if (down && now - lastLogged < LOG_EVERY_MS) return;
		log.warn(
			{ err, limit, countedInMemory: fromMemory },
			`${what}: Redis did not answer; counting in this process's memory until it does`,
		);
		down = true;
		lastLogged = now;
		fromMemory = 0;
	};
	/** `limit` names what was asked about in the log, never the caller (no address, no account). */
	return async function ask<T>(command: () => Promise<T>, limit: string): Promise<T | null> {
		// Disconnected: no command is sent (it would fail at once anyway).
		if (redis.status !== "ready") {
			failed(new Error(`Redis connection is ${redis.status}`), limit);
			return null;
		}
		try {
			const answer = await withTimeout(command(), timeoutMs);
			if (down) {
				log.info({ countedInMemory: fromMemory }, `${what}: Redis answers again; counting there`);
				down = false;
				fromMemory = 0;
			}
			return answer;
		} catch (err) {
			failed(err, limit);
			return null;
		}
	};
}
