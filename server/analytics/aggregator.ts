import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { foldClickBatch, sleepInside } from "./queries/clicks";

/**
 * The click aggregator (spec section 4, "Click tracking"): folds unprocessed click_events into
 * click_analytics, click_visitors and click_daily. Besides the spec's unique users and sessions it
 * counts distinct visitors (click_events.visitor, issue 24), which popularity ranks by.
 *
 * Exactly once: one transaction claims a batch (`for update skip locked`, so other workers take
 * other events), marks it processed and writes its counts. If the process dies mid-batch the
 * transaction rolls back and the events are unprocessed again; nothing is counted twice.
 *
 * Two workers at once: unique users, sessions and visitors are counted by inserting (entity, visitor) rows
 * `on conflict do nothing returning`, so a visitor is new for exactly one of them (the second
 * waits on the first's uncommitted row, then skips it). Every table is written in one fixed key
 * order, table after table, so two workers never wait on each other in a cycle; a deadlock or
 * serialization failure all the same retries the batch.
 */

export const DEFAULT_BATCH_SIZE = 5000;
/**
 * On PGlite a batch's transaction holds the only connection: every request waits for it. Short
 * batches, with the event loop let through between them, keep that wait to a few milliseconds.
 */
export const PGLITE_BATCH_SIZE = 250;
const MAX_ATTEMPTS = 5;
const RETRYABLE = new Set(["40P01", "40001"]);

export type AggregateOptions = {
	batchSize?: number;
	/**
	 * Test hook (the kill test's child process): sleep this long inside the transaction after
	 * writing the batch, before the commit, so the process can be killed mid-batch. Never set in production.
	 */
	pauseInsideMs?: number;
};

function sqlState(err: unknown): string | undefined {
	let current: unknown = err;
	for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
		const code = (current as Error & { code?: unknown }).code;
		if (typeof code === "string") return code;
		current = current.cause;
	}
	return undefined;
}

async function foldBatch(tx: Executor, options: AggregateOptions): Promise<number> {
	const processed = await foldClickBatch(tx, options.batchSize ?? DEFAULT_BATCH_SIZE);
	if (options.pauseInsideMs) await sleepInside(tx, options.pauseInsideMs);
	return processed;
}

/**
 * Folds up to `batchSize` unprocessed events (oldest first) in one transaction; answers how many.
 * A deadlock or serialization failure rolls the batch back and runs it again.
 */
export async function aggregateClicks(
	database: Database,
	options: AggregateOptions = {},
): Promise<{ processed: number }> {
	for (let attempt = 1; ; attempt++) {
		try {
			const processed = await database.db.transaction((tx) => foldBatch(tx, options));
			return { processed };
		} catch (err) {
			const state = sqlState(err);
			if (attempt >= MAX_ATTEMPTS || !state || !RETRYABLE.has(state)) throw err;
			await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
		}
	}
}

/** Runs batches until one comes back short of full; answers the events folded. */
export async function drainClicks(database: Database, options: AggregateOptions = {}): Promise<number> {
	const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
	let total = 0;
	for (;;) {
		const { processed } = await aggregateClicks(database, { ...options, batchSize });
		total += processed;
		if (processed < batchSize) return total;
	}
}

export type AggregatorLog = { error(obj: unknown, msg?: string): void };

export type ClickAggregator = {
	/** Stops the loop; resolves once the batch in flight (if any) has committed or rolled back. */
	stop(): Promise<void>;
	/** Folds everything queued now (waiting for the batch in flight first); answers the events folded. */
	drain(): Promise<number>;
};

/**
 * The background loop: a batch at once, again at once while batches come back full (a backlog),
 * else after `intervalMs`. An error is logged and the next tick tries again.
 */
export function startClickAggregator(
	database: Database,
	options: { intervalMs: number; batchSize?: number; log?: AggregatorLog },
): ClickAggregator {
	const batchSize =
		options.batchSize ?? (database.driver === "pglite" ? PGLITE_BATCH_SIZE : DEFAULT_BATCH_SIZE);
	let stopped = false;
	let timer: NodeJS.Timeout | undefined;
	/** The batch (or drain) running now; batches never overlap within one process. */
	let inFlight: Promise<unknown> = Promise.resolve();

	const exclusive = <T>(run: () => Promise<T>): Promise<T> => {
		const next = inFlight.then(run, run);
		inFlight = next.catch(() => undefined);
		return next;
	};

	const tick = async () => {
		timer = undefined;
		if (stopped) return;
		let full = false;
		const started = performance.now();
		try {
			const { processed } = await exclusive(() => aggregateClicks(database, { batchSize }));
			full = processed >= batchSize;
		} catch (err) {
			options.log?.error({ err }, "click aggregation failed; retrying on the next tick");
		}
		if (stopped) return;
		// A backlog: the next batch at once, except on PGlite, where the requests that queued behind
		// this batch go first (the aggregator takes at most half of the database's time).
		const backlogPause = database.driver === "pglite" ? performance.now() - started : 0;
		timer = setTimeout(tick, full ? backlogPause : options.intervalMs);
		timer.unref?.();
	};
	timer = setTimeout(tick, 0);
	timer.unref?.();

	return {
		async stop() {
			stopped = true;
			if (timer) clearTimeout(timer);
			timer = undefined;
			await inFlight;
		},
		drain: () => exclusive(() => drainClicks(database, { batchSize })),
	};
}
