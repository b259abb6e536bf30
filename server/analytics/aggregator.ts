import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type Executor, rowsOf } from "../db/executor";

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

/**
 * One batch in one statement (one round trip; the events never leave the database). The phases
 * run in a fixed order whatever the worker: claim the events, insert the new visitors, upsert
 * click_analytics, upsert click_daily; each writes its rows sorted by key. `news` reads every
 * visitor row before click_analytics gets one, so the uniques it adds are exactly the visitor
 * rows this batch inserted.
 */
const foldStatement = (batchSize: number) => sql`
	with batch as (
		update click_events e set processed = true
		from (select id from click_events where not processed order by id limit ${batchSize}
			for update skip locked) claimed
		where e.id = claimed.id
		returning e.entity_type, e.entity_id, coalesce(e.taxonomy_type, '') as taxonomy_type, e.user_id,
			e.session_id, e.visitor, e.created_at
	), visitors as (
		insert into click_visitors (entity_type, entity_id, taxonomy_type, kind, visitor)
		select entity_type, entity_id, taxonomy_type, kind, visitor from (
			select entity_type, entity_id, taxonomy_type, 'user' as kind, user_id::text as visitor
			from batch where user_id is not null
			union
			select entity_type, entity_id, taxonomy_type, 'session', session_id
			from batch where session_id is not null
			union
			select entity_type, entity_id, taxonomy_type, 'visitor', visitor
			from batch where visitor is not null
		) v
		order by entity_type, entity_id, taxonomy_type, kind, visitor
		on conflict do nothing
		returning entity_type, entity_id, taxonomy_type, kind
	), news as (
		select entity_type, entity_id, taxonomy_type,
			count(*) filter (where kind = 'user')::int as users,
			count(*) filter (where kind = 'session')::int as sessions,
			count(*) filter (where kind = 'visitor')::int as visitors
		from visitors group by entity_type, entity_id, taxonomy_type
	), totals as (
		select entity_type, entity_id, taxonomy_type, count(*)::int as clicks, max(created_at) as last
		from batch group by entity_type, entity_id, taxonomy_type
	), analytics as (
		insert into click_analytics
			(entity_type, entity_id, taxonomy_type, total_clicks, unique_users, unique_sessions, unique_visitors,
				last_clicked_at)
		select t.entity_type, t.entity_id, t.taxonomy_type, t.clicks, coalesce(n.users, 0), coalesce(n.sessions, 0),
			coalesce(n.visitors, 0), t.last
		from totals t
		left join news n using (entity_type, entity_id, taxonomy_type)
		order by t.entity_type, t.entity_id, t.taxonomy_type
		on conflict (entity_type, entity_id, taxonomy_type) do update set
			total_clicks = click_analytics.total_clicks + excluded.total_clicks,
			unique_users = click_analytics.unique_users + excluded.unique_users,
			unique_sessions = click_analytics.unique_sessions + excluded.unique_sessions,
			unique_visitors = click_analytics.unique_visitors + excluded.unique_visitors,
			last_clicked_at = greatest(click_analytics.last_clicked_at, excluded.last_clicked_at),
			updated_at = now()
		returning 1
	), daily as (
		insert into click_daily (day, entity_type, entity_id, taxonomy_type, clicks)
		select (created_at at time zone 'UTC')::date as day, entity_type, entity_id, taxonomy_type, count(*)::int
		from batch
		group by 1, 2, 3, 4
		order by 1, 2, 3, 4
		on conflict (day, entity_type, entity_id, taxonomy_type) do update set
			clicks = click_daily.clicks + excluded.clicks
		returning 1
	)
	select (select count(*) from batch)::int as processed,
		(select count(*) from analytics)::int as entities,
		(select count(*) from daily)::int as days`;

async function foldBatch(tx: Executor, options: AggregateOptions): Promise<number> {
	const [row] = await rowsOf<{ processed: number }>(
		tx,
		foldStatement(options.batchSize ?? DEFAULT_BATCH_SIZE),
	);
	if (options.pauseInsideMs) await tx.execute(sql`select pg_sleep(${options.pauseInsideMs / 1000})`);
	return row?.processed ?? 0;
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
