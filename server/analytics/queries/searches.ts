import type { SearchAnalyticsResponse } from "@core/contracts/analytics";
import type { DayRange } from "@core/tracking";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { answersRow, type Executor, isoTime } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { search_analytics } from "../../db/schema";

/**
 * The searches' SQL: recording a search (search_analytics) and the admin's search analytics over
 * a range of UTC days. The rules (which terms count, the method's label) are search-record.ts's.
 */

// ---------------------------------------------------------------- recording

/** A search as search_analytics keeps it: the term already normalised, the method labelled. */
export type SearchRow = Columns<
	typeof search_analytics,
	| "search_term"
	| "user_id"
	| "session_id"
	| "result_count"
	| "search_method"
	| "expanded_terms"
	| "user_agent"
>;

/**
 * Until the transaction ends, the only one recording this session's term: two requests at once
 * cannot both pass the duplicate check.
 */
export async function lockSessionTerm(tx: Executor, session: string, term: string): Promise<void> {
	await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`search:${session}\n${term}`}, 0))`);
}

/**
 * Inserts the search unless the same session searched the same term in the last `windowMs`;
 * answers whether it did. The address is never stored (ip_address null).
 */
export function insertSearchUnlessRecent(tx: Executor, row: SearchRow, windowMs: number): Promise<boolean> {
	const expanded = row.expanded_terms;
	return answersRow(
		tx,
		sql`insert into search_analytics
					(search_term, user_id, session_id, result_count, search_method, synonym_expanded, expanded_terms,
					 ip_address, user_agent)
				select ${row.search_term}, ${row.user_id}, ${row.session_id}, ${row.result_count}, ${row.search_method},
					${expanded !== null}, ${expanded === null ? null : sql`${sql.param(expanded)}::text[]`}, null,
					${row.user_agent}
				where not exists (
					select 1 from search_analytics
					where session_id = ${row.session_id} and search_term = ${row.search_term}
						and created_at > clock_timestamp() - make_interval(secs => ${windowMs / 1000}))
				returning id`,
	);
}

// ---------------------------------------------------------------- analytics

/** `column` inside the range: from the start's midnight UTC to before the next day after the end. */
const inRange = (column: SQL, { from, to }: DayRange) =>
	sql`${column} >= (${from}::date)::timestamp at time zone 'UTC'
		and ${column} < ((${to}::date + 1))::timestamp at time zone 'UTC'`;

/** Every day of the range as `d` (a date), for zero-filled charts. */
export const daysOf = ({ from, to }: DayRange) =>
	sql`select gs::date as d from generate_series(${from}::date, ${to}::date, interval '1 day') gs`;

/** The searches of the range (`where` of search_analytics). */
const searchedIn = (range: DayRange) => inRange(sql`created_at`, range);

/** How many of the top and no-result terms the screen lists. */
const TOP_LIMIT = 20;

type SearchTotals = {
	searches: number;
	unique_terms: number;
	no_results: number;
	sessions: number;
	/** Searches that used synonyms. */
	expanded: number;
};

/** The range's counts: searches, distinct terms, searches without results, sessions, expanded searches. */
export async function searchTotals(database: Database, range: DayRange): Promise<SearchTotals | undefined> {
	const where = searchedIn(range);
	const [row] = await database.query<SearchTotals>(sql`
			select count(*)::int as searches, count(distinct search_term)::int as unique_terms,
				count(*) filter (where result_count = 0)::int as no_results,
				count(distinct session_id)::int as sessions,
				count(*) filter (where synonym_expanded)::int as expanded
			from search_analytics where ${where}`);
	return row;
}

/** The most searched terms of the range with their average result count. */
export async function topSearches(
	database: Database,
	range: DayRange,
): Promise<SearchAnalyticsResponse["top_searches"]> {
	const where = searchedIn(range);
	const rows = await database.query<{
		term: string;
		searches: number;
		avg_results: number;
		last: Date | string;
	}>(sql`
			select search_term as term, count(*)::int as searches,
				round(avg(result_count), 2)::float8 as avg_results, max(created_at) as last
			from search_analytics where ${where}
			group by search_term order by searches desc, last desc, term limit ${TOP_LIMIT}`);
	return rows.map((r) => ({
		term: r.term,
		searches: r.searches,
		avg_results: Number(r.avg_results),
		last_searched_at: isoTime(r.last),
	}));
}

/** The most searched terms of the range that found nothing. */
export async function noResultSearches(
	database: Database,
	range: DayRange,
): Promise<SearchAnalyticsResponse["no_result_searches"]> {
	const where = searchedIn(range);
	const rows = await database.query<{ term: string; searches: number; last: Date | string }>(sql`
			select search_term as term, count(*)::int as searches, max(created_at) as last
			from search_analytics where ${where} and result_count = 0
			group by search_term order by searches desc, last desc, term limit ${TOP_LIMIT}`);
	return rows.map((r) => ({ term: r.term, searches: r.searches, last_searched_at: isoTime(r.last) }));
}

/** Searches and searches without results on every day of the range, 0 on a day without any. */
export async function searchesPerDay(
	database: Database,
	range: DayRange,
): Promise<SearchAnalyticsResponse["over_time"]> {
	const where = searchedIn(range);
	const rows = await database.query<{ day: string; searches: number; no_results: number }>(sql`
			select to_char(days.d, 'YYYY-MM-DD') as day, coalesce(c.searches, 0)::int as searches,
				coalesce(c.no_results, 0)::int as no_results
			from (${daysOf(range)}) days
			left join (
				select (created_at at time zone 'UTC')::date as d, count(*) as searches,
					count(*) filter (where result_count = 0) as no_results
				from search_analytics where ${where} group by 1
			) c on c.d = days.d
			order by days.d`);
	return rows.map((r) => ({ day: r.day, searches: r.searches, no_results: r.no_results }));
}

/** The range's searches per method, for the methods searched (a method without searches is absent). */
export async function searchesPerMethod(database: Database, range: DayRange): Promise<Map<string, number>> {
	const where = searchedIn(range);
	const rows = await database.query<{ method: string; searches: number }>(sql`
			select search_method as method, count(*)::int as searches
			from search_analytics where ${where} group by search_method`);
	return new Map(rows.map((m) => [m.method, Number(m.searches)]));
}
