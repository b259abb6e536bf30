import type { ClickAnalyticsResponse, ClickAnalyticsRow } from "@core/contracts/analytics";
import type { DayRange } from "@core/tracking";
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { click_events } from "../../db/schema";
import { ENTITY_JOINS, NAMED_COLUMNS, type NamedClickRow, toPopularContentRow } from "./popular";
import { daysOf } from "./searches";

/**
 * The clicks' SQL: storing a batch of click events, the aggregator's fold of them into
 * click_analytics, click_visitors and click_daily, and the admin's click analytics. The rules
 * (de-duplication, batches and retries, date ranges) are ingest.ts's, aggregator.ts's and
 * admin-service.ts's.
 */

// ---------------------------------------------------------------- storing events

/** A click event as ingest.ts stores it: the columns the insert's JSON carries. */
export type NewClickEvent = Columns<
	typeof click_events,
	| "event_type"
	| "entity_id"
	| "entity_type"
	| "taxonomy_type"
	| "user_id"
	| "session_id"
	| "visitor"
	| "user_agent"
	| "referrer"
	| "metadata"
>;

/** The insert of a batch given as one JSON array (`$1`). */
const INSERT_FROM_JSON = `
	insert into click_events
		(event_type, entity_id, entity_type, taxonomy_type, user_id, session_id, visitor, user_agent, referrer,
			metadata)
	select r.event_type, r.entity_id, r.entity_type, r.taxonomy_type, r.user_id, r.session_id, r.visitor,
		r.user_agent, r.referrer, coalesce(r.metadata, '{}'::jsonb)
	from jsonb_to_recordset($1::jsonb) as r(
		event_type text, entity_id text, entity_type text, taxonomy_type text, user_id uuid, session_id text,
		visitor text, user_agent text, referrer text, metadata jsonb)`;
const [INSERT_HEAD, INSERT_TAIL] = INSERT_FROM_JSON.split("$1") as [string, string];

/**
 * PGlite runs every statement in this process's one thread and plans each anew: planning this
 * insert cost more than running it (0.6 ms against 0.26 ms for 10 events). So on PGlite it is a
 * session-level prepared statement, executed with the batch as a dollar-quoted literal (EXECUTE
 * takes no bind parameters). One preparation per PGlite instance.
 */
const PGLITE_STATEMENT = "click_events_insert_json";
const PGLITE_QUOTE = "$click_events$";
const preparedOn = new WeakMap<PGlite, Promise<unknown>>();

async function insertOnPglite(pglite: PGlite, json: string): Promise<void> {
	let prepared = preparedOn.get(pglite);
	if (!prepared) {
		prepared = pglite.exec(`prepare ${PGLITE_STATEMENT} (text) as ${INSERT_FROM_JSON}`);
		preparedOn.set(pglite, prepared);
		prepared.catch(() => preparedOn.delete(pglite));
	}
	await prepared;
	await pglite.exec(`execute ${PGLITE_STATEMENT}(${PGLITE_QUOTE}${json}${PGLITE_QUOTE})`);
}

/**
 * Inserts a batch given as one JSON array of NewClickEvent in one statement, so its text never
 * changes with the batch size: a PREPAREd statement on PGlite (unless the batch holds the quote),
 * a named prepared statement on the server.
 */
export async function insertClickEventsJson(database: Database, json: string): Promise<void> {
	if (database.pglite && !json.includes(PGLITE_QUOTE)) await insertOnPglite(database.pglite, json);
	else await database.queryPrepared(sql`${sql.raw(INSERT_HEAD)}${json}${sql.raw(INSERT_TAIL)}`);
}

// ---------------------------------------------------------------- the aggregator's fold

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

/** Folds up to `batchSize` unprocessed events (oldest first) inside `tx`; answers how many. */
export async function foldClickBatch(tx: Executor, batchSize: number): Promise<number> {
	const [row] = await rowsOf<{ processed: number }>(tx, foldStatement(batchSize));
	return row?.processed ?? 0;
}

/** Sleeps inside the transaction (the kill test's pause before the commit). */
export async function sleepInside(tx: Executor, ms: number): Promise<void> {
	await tx.execute(sql`select pg_sleep(${ms / 1000})`);
}

// ---------------------------------------------------------------- click analytics

/** How many click events wait for the aggregator. */
export async function unprocessedClickCount(database: Database): Promise<number> {
	const [row] = await database.query<{ n: number }>(
		sql`select count(*)::int as n from click_events where not processed`,
	);
	return row?.n ?? 0;
}

/** The click_analytics filters of spec section 7 (each optional). */
export type EntityFilter = { entity_type?: string; taxonomy_type?: string; entity_id?: string };

/** The filters on a table aliased `alias`. */
function entityFilter(alias: string, filter: EntityFilter): SQL {
	const t = sql.raw(alias);
	const parts: SQL[] = [sql`true`];
	if (filter.entity_type) parts.push(sql`${t}.entity_type = ${filter.entity_type}`);
	if (filter.taxonomy_type) parts.push(sql`${t}.taxonomy_type = ${filter.taxonomy_type}`);
	if (filter.entity_id) parts.push(sql`${t}.entity_id = ${filter.entity_id}`);
	return sql.join(parts, sql` and `);
}

const dayBetween = ({ from, to }: DayRange) => sql`cd.day between ${from}::date and ${to}::date`;

/**
 * The click_analytics rows matching the filters as `ca`, each with clicks_in_range, and which of
 * them count: with a range (`range` not null) the rows clicked inside it, by their clicks there
 * (from the daily roll-up); without, every row by its all-time total.
 */
function matchingClicks(filter: EntityFilter, range: DayRange | null): { source: SQL; kept: SQL } {
	const where = entityFilter("ca", filter);
	if (range === null)
		return {
			source: sql`(select ca.*, ca.total_clicks as clicks_in_range from click_analytics ca where ${where}) ca`,
			kept: sql`true`,
		};
	const inRangeClicks = sql`(select sum(cd.clicks) from click_daily cd
		where cd.entity_type = ca.entity_type and cd.entity_id = ca.entity_id
			and cd.taxonomy_type = ca.taxonomy_type and ${dayBetween(range)})`;
	return {
		source: sql`(select ca.*, ${inRangeClicks}::int as clicks_in_range from click_analytics ca where ${where}) ca`,
		kept: sql`ca.clicks_in_range > 0`,
	};
}

/**
 * A page of the matching rows (matchingClicks), most clicks first, named as the popular lists
 * name them (a photo or event that no longer exists by its id).
 */
export async function clickAnalyticsRows(
	database: Database,
	filter: EntityFilter & { limit: number; offset: number },
	range: DayRange | null,
): Promise<ClickAnalyticsRow[]> {
	const { source, kept } = matchingClicks(filter, range);
	const rows = await database.query<NamedClickRow & { clicks_in_range: number }>(sql`
			select ${NAMED_COLUMNS(true)}, ca.clicks_in_range
			from ${source} ${ENTITY_JOINS}
			where ${kept}
			order by ca.clicks_in_range desc, ca.total_clicks desc, ca.last_clicked_at desc nulls last,
				ca.entity_type, ca.entity_id, ca.taxonomy_type
			limit ${filter.limit} offset ${filter.offset}`);
	return rows.map(
		(row): ClickAnalyticsRow => ({
			...toPopularContentRow(row),
			unique_sessions: Number(row.unique_sessions),
			clicks_in_range: Number(row.clicks_in_range),
		}),
	);
}

/** How many rows match (matchingClicks). */
export async function clickAnalyticsCount(
	database: Database,
	filter: EntityFilter,
	range: DayRange | null,
): Promise<number> {
	const { source, kept } = matchingClicks(filter, range);
	const [row] = await database.query<{ n: number }>(
		sql`select count(*)::int as n from ${source} where ${kept}`,
	);
	return row?.n ?? 0;
}

/** The matching entities' clicks on every day of the range, 0 on a day without any. */
export async function clicksPerDay(
	database: Database,
	filter: EntityFilter,
	range: DayRange,
): Promise<ClickAnalyticsResponse["over_time"]> {
	const rows = await database.query<{ day: string; clicks: number }>(sql`
			select to_char(days.d, 'YYYY-MM-DD') as day, coalesce(c.clicks, 0)::int as clicks
			from (${daysOf(range)}) days
			left join (
				select cd.day as d, sum(cd.clicks) as clicks from click_daily cd
				where ${entityFilter("cd", filter)} and ${dayBetween(range)} group by cd.day
			) c on c.d = days.d
			order by days.d`);
	return rows.map((r) => ({ day: r.day, clicks: r.clicks }));
}

/**
 * The clicks per entity type (of every entity, whatever the filters): inside the range, or all
 * time when `range` is null. A type without clicks is absent.
 */
export async function clicksPerEntityType(
	database: Database,
	range: DayRange | null,
): Promise<Map<string, number>> {
	const rows = await (range
		? database.query<{ entity_type: string; clicks: number }>(sql`
				select cd.entity_type, sum(cd.clicks)::int as clicks from click_daily cd
				where ${dayBetween(range)} group by cd.entity_type`)
		: database.query<{ entity_type: string; clicks: number }>(sql`
				select entity_type, sum(total_clicks)::int as clicks from click_analytics group by entity_type`));
	return new Map(rows.map((r) => [r.entity_type, Number(r.clicks)]));
}
