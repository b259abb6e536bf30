import { Redis } from "ioredis";
import type { Config } from "../config";

export type { Redis };

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
	// A lost connection is retried by the client; without a listener the error would crash the process.
	client.on("error", () => undefined);
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
