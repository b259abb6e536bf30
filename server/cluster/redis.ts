import { Redis } from "ioredis";
import type { Config } from "../config";

export type { Redis };

const ERROR_LOG_EVERY_MS = 60_000;

/** The address without its password, for a log line. */
function redactedUrl(url: string): string {
	const parsed = new URL(url);
	if (parsed.password) parsed.password = "***";
	return parsed.toString();
}

/**
 * The shared Redis (issue 31): rate-limit counters every instance counts in. A command waits
 * at most one retry, so a Redis that went away costs a request a moment, not a hang; callers
 * decide what an error means (rate limits let the request through and log it).
 */
export function openRedis(redis: NonNullable<Config["redis"]>): Redis {
	const client = new Redis(redis.url, {
		maxRetriesPerRequest: 1,
		connectTimeout: 2000,
		// A Redis that hangs fails a command after this long instead of queueing it in the client.
		commandTimeout: 1000,
		// Commands sent while disconnected fail at once instead of queueing without bound.
		enableOfflineQueue: false,
		lazyConnect: false,
	});
	// A lost connection is retried by the client; without a listener the error would crash the
	// process. Logged at most once a minute (a Redis that is down errs at every retry).
	let loggedAt = 0;
	client.on("error", (err: Error) => {
		if (Date.now() - loggedAt < ERROR_LOG_EVERY_MS) return;
		loggedAt = Date.now();
		process.emitWarning(`Redis (${redactedUrl(redis.url)}): ${err.message}`);
	});
	return client;
}

/** Whether Redis answers now (readiness). */
export async function pingRedis(client: Redis): Promise<boolean> {
	try {
		return (await client.ping()) === "PONG";
	} catch {
		return false;
	}
}
