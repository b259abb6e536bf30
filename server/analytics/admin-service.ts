import type {
	ClickAnalyticsResponse,
	ClickAnalyticsRow,
	SearchAnalyticsResponse,
	Synonym,
} from "@core/contracts/analytics";
import { TRACKING_TEXT } from "@core/contracts/analytics";
import { ErrorCode } from "@core/contracts/errors";
import { SEARCH_METHODS, type SearchMethod } from "@core/search-query";
import {
	CLICK_ENTITY_TYPES,
	type ClickEntityType,
	type DayRange,
	daysInRange,
	lastDays,
	TRACKING,
	utcDay,
} from "@core/tracking";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf, uniqueViolation } from "../db/executor";
import { DomainError, NotFoundError, ValidationError } from "../errors";
import { ENTITY_JOINS, NAMED_COLUMNS, type NamedClickRow, toPopularContentRow } from "./service";

// ---------------------------------------------------------------- date ranges

const DEFAULT_RANGE_DAYS = TRACKING.analyticsDefaultDays;
const MAX_RANGE_DAYS = TRACKING.analyticsMaxDays;

/**
 * Both ends inclusive, as UTC days. A missing end is today, a missing start the 30 days up to
 * the end. A start after the end or a range over 366 days is a 400.
 */
export function resolveRange(query: { from?: string; to?: string }, now: number = Date.now()): DayRange {
	const to = query.to ?? utcDay(now);
	const from = query.from ?? lastDays(DEFAULT_RANGE_DAYS, to).from;
	if (from > to) throw new ValidationError(TRACKING_TEXT.dateOrder, { from: TRACKING_TEXT.dateOrder });
	if (daysInRange({ from, to }) > MAX_RANGE_DAYS)
		throw new ValidationError(TRACKING_TEXT.rangeTooLong, { from: TRACKING_TEXT.rangeTooLong });
	return { from, to };
}

/** `column` inside the range: from the start's midnight UTC to before the next day after the end. */
const inRange = (column: SQL, { from, to }: DayRange) =>
	sql`${column} >= (${from}::date)::timestamp at time zone 'UTC'
		and ${column} < ((${to}::date + 1))::timestamp at time zone 'UTC'`;

/** Every day of the range as `d` (a date), for zero-filled charts. */
const daysOf = ({ from, to }: DayRange) =>
	sql`select gs::date as d from generate_series(${from}::date, ${to}::date, interval '1 day') gs`;

// ---------------------------------------------------------------- synonyms

type SynonymRow = { id: string; term: string; synonym_of: string; created_at: Date | string };
const toSynonym = (row: SynonymRow): Synonym => ({
	id: row.id,
	term: row.term,
	synonym_of: row.synonym_of,
	created_at: isoTime(row.created_at),
});
const SYNONYM_COLUMNS = sql`id, term, synonym_of, created_at`;

const synonymExists = () =>
	new DomainError(409, ErrorCode.conflict, TRACKING_TEXT.synonymExists, {
		synonym_of: TRACKING_TEXT.synonymExists,
	});

/** LIKE pattern for "contains", with the pattern characters taken literally. */
const containing = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The synonyms, by term; with `q`, those whose term or synonym_of contains it. */
export async function listSynonyms(database: Database, q?: string): Promise<Synonym[]> {
	const filter = q
		? sql`where lower(term) like ${containing(q)} or lower(synonym_of) like ${containing(q)}`
		: sql``;
	const rows = await database.query<SynonymRow>(
		sql`select ${SYNONYM_COLUMNS} from synonyms ${filter} order by lower(term), lower(synonym_of), id`,
	);
	return rows.map(toSynonym);
}

/**
 * The search looks synonyms up both ways, so a pair and its reverse are the same synonym. Writes
 * are serialised by a transaction lock, so two admins adding a pair and its reverse at once
 * cannot both succeed.
 */
async function assertNewPair(tx: Executor, term: string, synonymOf: string, exceptId?: string) {
	await tx.execute(sql`select pg_advisory_xact_lock(hashtext('synonyms'))`);
	const [clash] = await rowsOf<{ id: string }>(
		tx,
		sql`select id from synonyms
			where ((lower(term) = ${term} and lower(synonym_of) = ${synonymOf})
				or (lower(term) = ${synonymOf} and lower(synonym_of) = ${term}))
				${exceptId ? sql`and id <> ${exceptId}` : sql``}
			limit 1`,
	);
	if (clash) throw synonymExists();
}

async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (err) {
		if (uniqueViolation(err) !== null) throw synonymExists();
		throw err;
	}
}

export function createSynonym(
	database: Database,
	input: { term: string; synonym_of: string },
): Promise<Synonym> {
	return guardUnique(() =>
		database.db.transaction(async (tx) => {
			await assertNewPair(tx, input.term, input.synonym_of);
			const [row] = await rowsOf<SynonymRow>(
				tx,
				sql`insert into synonyms (term, synonym_of) values (${input.term}, ${input.synonym_of})
					returning ${SYNONYM_COLUMNS}`,
			);
			if (!row) throw new Error("insert returned no row");
			return toSynonym(row);
		}),
	);
}

export function updateSynonym(
	database: Database,
	id: string,
	input: { term: string; synonym_of: string },
): Promise<Synonym> {
	return guardUnique(() =>
		database.db.transaction(async (tx) => {
			await assertNewPair(tx, input.term, input.synonym_of, id);
			const [row] = await rowsOf<SynonymRow>(
				tx,
				sql`update synonyms set term = ${input.term}, synonym_of = ${input.synonym_of}
					where id = ${id} returning ${SYNONYM_COLUMNS}`,
			);
			if (!row) throw new NotFoundError(TRACKING_TEXT.synonymNotFound);
			return toSynonym(row);
		}),
	);
}

export async function deleteSynonym(database: Database, id: string): Promise<void> {
	const rows = await database.query<{ id: string }>(sql`delete from synonyms where id = ${id} returning id`);
	if (rows.length === 0) throw new NotFoundError(TRACKING_TEXT.synonymNotFound);
}

// ---------------------------------------------------------------- search analytics

const TOP_LIMIT = 20;

/** The admin search analytics (spec section 2, /admin/search-analytics) over a range of UTC days. */
export async function searchAnalytics(database: Database, range: DayRange): Promise<SearchAnalyticsResponse> {
	const where = inRange(sql`created_at`, range);
	const [totals, top, empty, overTime, methods] = await Promise.all([
		database.query<{
			searches: number;
			unique_terms: number;
			no_results: number;
			sessions: number;
			expanded: number;
		}>(sql`
			select count(*)::int as searches, count(distinct search_term)::int as unique_terms,
				count(*) filter (where result_count = 0)::int as no_results,
				count(distinct session_id)::int as sessions,
				count(*) filter (where synonym_expanded)::int as expanded
			from search_analytics where ${where}`),
		database.query<{ term: string; searches: number; avg_results: number; last: Date | string }>(sql`
			select search_term as term, count(*)::int as searches,
				round(avg(result_count), 2)::float8 as avg_results, max(created_at) as last
			from search_analytics where ${where}
			group by search_term order by searches desc, last desc, term limit ${TOP_LIMIT}`),
		database.query<{ term: string; searches: number; last: Date | string }>(sql`
			select search_term as term, count(*)::int as searches, max(created_at) as last
			from search_analytics where ${where} and result_count = 0
			group by search_term order by searches desc, last desc, term limit ${TOP_LIMIT}`),
		database.query<{ day: string; searches: number; no_results: number }>(sql`
			select to_char(days.d, 'YYYY-MM-DD') as day, coalesce(c.searches, 0)::int as searches,
				coalesce(c.no_results, 0)::int as no_results
			from (${daysOf(range)}) days
			left join (
				select (created_at at time zone 'UTC')::date as d, count(*) as searches,
					count(*) filter (where result_count = 0) as no_results
				from search_analytics where ${where} group by 1
			) c on c.d = days.d
			order by days.d`),
		database.query<{ method: string; searches: number }>(sql`
			select search_method as method, count(*)::int as searches
			from search_analytics where ${where} group by search_method`),
	]);
	const sum = totals[0];
	const perMethod = new Map(methods.map((m) => [m.method, Number(m.searches)]));
	return {
		...range,
		totals: {
			searches: sum?.searches ?? 0,
			unique_terms: sum?.unique_terms ?? 0,
			no_result_searches: sum?.no_results ?? 0,
			sessions: sum?.sessions ?? 0,
		},
		top_searches: top.map((r) => ({
			term: r.term,
			searches: r.searches,
			avg_results: Number(r.avg_results),
			last_searched_at: isoTime(r.last),
		})),
		no_result_searches: empty.map((r) => ({
			term: r.term,
			searches: r.searches,
			last_searched_at: isoTime(r.last),
		})),
		over_time: overTime.map((r) => ({ day: r.day, searches: r.searches, no_results: r.no_results })),
		methods: SEARCH_METHODS.map((method: SearchMethod) => ({ method, searches: perMethod.get(method) ?? 0 })),
		synonym_expanded_searches: sum?.expanded ?? 0,
	};
}

// ---------------------------------------------------------------- click analytics

export type ClickAnalyticsFilter = {
	entity_type?: ClickEntityType;
	taxonomy_type?: string;
	entity_id?: string;
	from?: string;
	to?: string;
	limit: number;
	offset: number;
};

/** The click_analytics filters of spec section 7 on a table aliased `alias`. */
function entityFilter(alias: string, filter: ClickAnalyticsFilter): SQL {
	const t = sql.raw(alias);
	const parts: SQL[] = [sql`true`];
	if (filter.entity_type) parts.push(sql`${t}.entity_type = ${filter.entity_type}`);
	if (filter.taxonomy_type) parts.push(sql`${t}.taxonomy_type = ${filter.taxonomy_type}`);
	if (filter.entity_id) parts.push(sql`${t}.entity_id = ${filter.entity_id}`);
	return sql.join(parts, sql` and `);
}

const dayBetween = ({ from, to }: DayRange) => sql`cd.day between ${from}::date and ${to}::date`;

export async function unprocessedClicks(database: Database): Promise<number> {
	const [row] = await database.query<{ n: number }>(
		sql`select count(*)::int as n from click_events where not processed`,
	);
	return row?.n ?? 0;
}

/**
 * The admin click analytics: every click_analytics row matching the filters, most clicks first
 * (clicks inside the date range when one is given, from the daily roll-up), named as the
 * popular lists name them, with the clicks per day for the chart, the clicks per entity type in
 * the range and the aggregator's backlog.
 */
export async function clickAnalytics(
	database: Database,
	filter: ClickAnalyticsFilter,
): Promise<ClickAnalyticsResponse> {
	const ranged = filter.from !== undefined || filter.to !== undefined;
	const range = resolveRange(filter);
	const where = entityFilter("ca", filter);
	// With a range: the rows clicked inside it, by their clicks there. Without: all-time totals.
	const inRangeClicks = sql`(select sum(cd.clicks) from click_daily cd
		where cd.entity_type = ca.entity_type and cd.entity_id = ca.entity_id
			and cd.taxonomy_type = ca.taxonomy_type and ${dayBetween(range)})`;
	const source = ranged
		? sql`(select ca.*, ${inRangeClicks}::int as clicks_in_range from click_analytics ca where ${where}) ca`
		: sql`(select ca.*, ca.total_clicks as clicks_in_range from click_analytics ca where ${where}) ca`;
	const kept = ranged ? sql`ca.clicks_in_range > 0` : sql`true`;

	const [rows, count, overTime, byType, unprocessed] = await Promise.all([
		database.query<NamedClickRow & { clicks_in_range: number }>(sql`
			select ${NAMED_COLUMNS(true)}, ca.clicks_in_range
			from ${source} ${ENTITY_JOINS}
			where ${kept}
			order by ca.clicks_in_range desc, ca.total_clicks desc, ca.last_clicked_at desc nulls last,
				ca.entity_type, ca.entity_id, ca.taxonomy_type
			limit ${filter.limit} offset ${filter.offset}`),
		database.query<{ n: number }>(sql`select count(*)::int as n from ${source} where ${kept}`),
		database.query<{ day: string; clicks: number }>(sql`
			select to_char(days.d, 'YYYY-MM-DD') as day, coalesce(c.clicks, 0)::int as clicks
			from (${daysOf(range)}) days
			left join (
				select cd.day as d, sum(cd.clicks) as clicks from click_daily cd
				where ${entityFilter("cd", filter)} and ${dayBetween(range)} group by cd.day
			) c on c.d = days.d
			order by days.d`),
		ranged
			? database.query<{ entity_type: string; clicks: number }>(sql`
				select cd.entity_type, sum(cd.clicks)::int as clicks from click_daily cd
				where ${dayBetween(range)} group by cd.entity_type`)
			: database.query<{ entity_type: string; clicks: number }>(sql`
				select entity_type, sum(total_clicks)::int as clicks from click_analytics group by entity_type`),
		unprocessedClicks(database),
	]);
	const perType = new Map(byType.map((r) => [r.entity_type, Number(r.clicks)]));
	return {
		rows: rows.map(
			(row): ClickAnalyticsRow => ({
				...toPopularContentRow(row),
				unique_sessions: Number(row.unique_sessions),
				clicks_in_range: Number(row.clicks_in_range),
			}),
		),
		total: count[0]?.n ?? 0,
		over_time: overTime.map((r) => ({ day: r.day, clicks: r.clicks })),
		by_entity_type: CLICK_ENTITY_TYPES.map((entity_type) => ({
			entity_type,
			clicks: perType.get(entity_type) ?? 0,
		})),
		unprocessed,
	};
}
