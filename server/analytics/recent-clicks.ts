import { createHash } from "node:crypto";
import { RecentKeys, TRACKING } from "@core/tracking";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "../cluster/redis";
import { redisOrMemory } from "../cluster/redis-or-memory";

/**
 * The 5 s de-duplication's memory of the (visitor, event) keys it stored (docs/tracking.md).
 * `admit` answers, for each key in order, whether it counts now (and remembers it); a key given
 * twice in one call counts once. `forget` undoes admissions whose events were then not stored.
 */
export type RecentClicks = {
	admit(keys: readonly string[]): Promise<boolean[]>;
	forget(keys: readonly string[]): Promise<void>;
};

/** In this process's memory: checked and recorded in one synchronous step. */
export function localRecentClicks(size: number): RecentClicks & { keys: RecentKeys } {
	const keys = new RecentKeys(undefined, size);
	return {
		keys,
		async admit(batch) {
			const now = Date.now();
			return batch.map((key) => keys.admit(key, now));
		},
		async forget(batch) {
			for (const key of batch) keys.forget(key);
		},
	};
}

/**
 * In Redis (issue 31), so a repeat sent to another instance within 5 s is dropped too: one
 * `SET NX PX` per key, which only the first of any number of instances wins. Keys are hashed
 * (`<prefix>click:<sha1>`, 5 s each). While Redis does not answer, this process's memory decides,
 * as without Redis.
 */
export function redisRecentClicks(options: {
	redis: Redis;
	keyPrefix: string;
	log: FastifyBaseLogger;
	size: number;
}): RecentClicks {
	const { redis } = options;
	const local = localRecentClicks(options.size);
	const ask = redisOrMemory(redis, options.log, "click de-duplication");
	const redisKey = (key: string) =>
		`${options.keyPrefix}click:${createHash("sha1").update(key).digest("base64url")}`;
	return {
		async admit(batch) {
			if (batch.length === 0) return [];
			const set = async () => {
				const pipeline = redis.pipeline();
				for (const key of batch) pipeline.set(redisKey(key), "1", "PX", TRACKING.clickDedupeMs, "NX");
				const results = (await pipeline.exec()) ?? [];
				return batch.map((_, i) => {
					const [err, answer] = results[i] ?? [new Error("no answer"), null];
					if (err) throw err;
					return answer === "OK";
				});
			};
			return (await ask(set, "click")) ?? local.admit(batch);
		},
		async forget(batch) {
			if (batch.length === 0) return;
			await local.forget(batch);
			await ask(() => redis.del(...batch.map(redisKey)), "click");
		},
	};
}
