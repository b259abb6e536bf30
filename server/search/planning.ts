import { TOTAL_COUNT_CAP } from "@core/search-options";
import type { SortOrder } from "@core/sort-order";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { matchingPhotos, type SearchInput } from "./filters";
import { type Page, type Total, visibleWindow, type Window } from "./results";
import type { TextQuery } from "./text-query";

/**
 * How a page of matches is read: counted in one statement when the planner expects few, else
 * estimated and read by walking the index of the page's order (or ranking a pool for relevance).
 */

/** Where a visitor's seed starts in the fixed shuffle (photos.shuffle_key is hashtext of the id). */
const shuffleStart = (seed: number) => sql`hashtext(${String(seed)})`;

/**
 * Sorts read from an index; ranking is done on the capped pool of matches instead (see pageIds).
 * `row` names the rows: photos p, or the collected matches m.
 */
function orderBy(sort: Exclude<SortOrder, "random">, row: "p" | "m" = "p", collectionId?: string): SQL {
	const r = sql.raw(row);
	switch (sort) {
		case "curated":
			// The curator's positions (a collection holds few photos: sorting them is cheap).
			return sql`(select cp.position from collection_photos cp
				where cp.collection_id = ${collectionId ?? null} and cp.photo_id = ${r}.id), ${r}.id`;
		case "relevance":
		case "newest":
			// Reads the live-photos index (created_at desc, id), forwards or backwards, without a sort.
			return sql`${r}.created_at desc nulls last, ${r}.id`;
		case "oldest":
			return sql`${r}.created_at asc nulls first, ${r}.id desc`;
		case "popular":
			// "nulls last" as in the index (the column has no nulls): otherwise it is not used.
			return sql`${r}.popularity desc nulls last, ${r}.created_at desc nulls last, ${r}.id`;
	}
}

/** Below the planner's estimate of this many matches, the total is counted exactly. */
export const EXACT_COUNT_LIMIT = 1_000;
/**
 * An exact count stops here and reads "2,000+": the planner had expected far fewer. Twice the
 * limit, so a planner's estimate that is a little low still gets its page in one statement.
 */
export const COUNT_CEILING = 2 * EXACT_COUNT_LIMIT;
/**
 * From this many matches a page walks its order's index (checking each row) rather than
 * collecting every match from the GIN index and sorting: a walk finding n rows among m matches
 * in N photos reads about n·N/m rows, which beats reading all m once m passes about √(n·N).
 */
export const WALK_THRESHOLD = 5_000;
/** Relevance ranks this many of the newest matches; past them a search continues newest first. */
export const RELEVANCE_POOL = 240;

/** The planner's row estimate for a query: one planning round trip, no rows read. */
async function estimateRows(database: Database, query: SQL): Promise<number> {
	const [row] = await database.query<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${query}`);
	const plan = row?.["QUERY PLAN"];
	const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{
		Plan: { "Plan Rows": number };
	}>;
	return parsed[0]?.Plan["Plan Rows"] ?? 0;
}

/** Two significant figures: an estimate should not look more precise than it is. */
const roundEstimate = (n: number) => {
	const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
	return Math.round(n / unit) * unit;
};

/**
 * The total of a search with many matches: the planner's estimate, since counting tens of
 * thousands of matches costs more than the page. Above the cap it reads "10,000+".
 */
function estimatedTotal(estimate: number): Total {
	const many = estimate >= WALK_THRESHOLD;
	if (estimate > TOTAL_COUNT_CAP) return { total: TOTAL_COUNT_CAP, capped: true, estimated: true, many };
	return { total: roundEstimate(estimate), capped: false, estimated: true, many };
}

/** One page of a search: its matches (a FROM and WHERE over photos p), order and window. */
type PageQuery = {
	filtered: SQL;
	text: TextQuery | null;
	sort: SortOrder;
	window: Window;
	seed: number;
	/** The collection listed, for its curated order. */
	collectionId?: string;
};

/**
 * A search the planner expects few matches of, in one statement: up to COUNT_CEILING + 1 matches
 * collected once (one GIN scan), counted exactly, and the page cut from them in the page's
 * order. Null when there are more than the ceiling: words that go together ('birthday cake')
 * fool the planner, which multiplies their odds, and the page must then be read as for many.
 */
async function fewMatches(
	database: Database,
	{ filtered, text, sort, window, seed, collectionId }: PageQuery,
): Promise<(Total & { ids: string[] }) | null> {
	const ranked = sort === "relevance" && text?.tsquery;
	const order = (): SQL => {
		if (sort === "random") return sql`(m.shuffle_key < ${shuffleStart(seed)}), m.shuffle_key, m.id`;
		if (!ranked) return orderBy(sort, "m", collectionId);
		// The RELEVANCE_POOL newest ranked first, the rest newest first: as pageIds reads them.
		return sql`(m.pos > ${RELEVANCE_POOL}), case when m.pos <= ${RELEVANCE_POOL} then m.rank end desc nulls last,
			m.created_at desc nulls last, m.id`;
	};
	// Ranked as they are collected (about 1 µs a row, while the row is at hand): cheaper than
	// reading the pool's search documents back, and carrying them costs more still.
	const [row] = await database.query<{ n: number; ids: string[] }>(sql`
		with found as materialized (
			select p.id, p.created_at, p.popularity, p.shuffle_key
				${ranked ? sql`, ts_rank_cd(p.search_vector, ${text.tsquery}, 32) as rank` : sql``}
			${filtered} limit ${COUNT_CEILING + 1}
		),
		m as (select found.*, row_number() over (order by found.created_at desc nulls last, found.id) as pos from found)
		select (select count(*)::int from found) as n,
			array(select m.id from m order by ${order()} limit ${window.limit} offset ${window.offset})::text[] as ids`);
	const n = row?.n ?? 0;
	if (n > COUNT_CEILING) return null;
	return { total: n, capped: false, estimated: false, many: false, ids: row?.ids ?? [] };
}

/**
 * The ids of one page, each read by walking an index in the page's order, never by sorting
 * every match:
 * - random: the shuffle index from the visitor's seed to the end, then from the start;
 * - newest, oldest, popular: their own indexes;
 * - relevance: the RELEVANCE_POOL newest matches, ranked (ts_rank_cd); pages past the pool
 *   continue newest first, which is exactly the matches the pool did not hold.
 * Words and filters narrow each walk; the planner reads the GIN index first when they are rare.
 */
async function pageIds(
	database: Database,
	{ filtered, text, sort, window, seed, collectionId }: PageQuery,
	many: boolean,
): Promise<string[]> {
	const ids = async (query: SQL) =>
		(many ? await database.walk<{ id: string }>(query) : await database.query<{ id: string }>(query)).map(
			(r) => r.id,
		);
	const { offset, limit } = window;
	if (sort === "random") {
		const reach = offset + limit;
		return ids(sql`
			select r.id from (
				(select p.id, 0 as part, p.shuffle_key ${filtered} and p.shuffle_key >= ${shuffleStart(seed)}
					order by p.shuffle_key, p.id limit ${reach})
				union all
				(select p.id, 1 as part, p.shuffle_key ${filtered} and p.shuffle_key < ${shuffleStart(seed)}
					order by p.shuffle_key, p.id limit ${reach})
			) r order by r.part, r.shuffle_key, r.id limit ${limit} offset ${offset}`);
	}
	if (sort !== "relevance" || !text?.tsquery)
		return ids(
			sql`select p.id ${filtered} order by ${orderBy(sort, "p", collectionId)} limit ${limit} offset ${offset}`,
		);
	const ranked =
		offset < RELEVANCE_POOL
			? await ids(sql`
				select m.id from (
					select p.id, p.created_at, ts_rank_cd(p.search_vector, ${text.tsquery}, 32) as rank
					${filtered} order by ${orderBy("newest")} limit ${RELEVANCE_POOL}
				) m order by m.rank desc, m.created_at desc nulls last, m.id
				limit ${Math.min(limit, RELEVANCE_POOL - offset)} offset ${offset}`)
			: [];
	const rest = offset + limit - Math.max(offset, RELEVANCE_POOL);
	if (rest <= 0 || (ranked.length < Math.min(limit, RELEVANCE_POOL - offset) && offset < RELEVANCE_POOL))
		return ranked;
	const after = await ids(
		sql`select p.id ${filtered} order by ${orderBy("newest")} limit ${rest} offset ${Math.max(offset, RELEVANCE_POOL)}`,
	);
	return [...ranked, ...after];
}

export async function searchPage(
	database: Database,
	input: SearchInput,
	text: TextQuery | null,
	sort: SortOrder,
): Promise<Page> {
	const filtered = await matchingPhotos(database, input, text);
	const window = visibleWindow(input);
	const page: PageQuery = {
		filtered,
		text,
		sort,
		window,
		seed: input.seed ?? 0,
		collectionId: input.collection_id,
	};
	const estimate = await estimateRows(database, sql`select 1 ${filtered}`);
	let total: Total;
	if (estimate <= EXACT_COUNT_LIMIT) {
		const few = await fewMatches(database, page);
		if (few) return { ...few, window };
		// Past the ceiling the true number is unknown: 1,001 matches or 50,000. Walking an index for a
		// few thousand scattered matches reads hundreds of thousands of rows, so the planner decides.
		total = { total: COUNT_CEILING, capped: true, estimated: false, many: false };
	} else total = estimatedTotal(estimate);
	const ids = window.limit === 0 ? [] : await pageIds(database, page, total.many);
	// A page that is not full is the last one, whatever the estimate said: now the total is known.
	if (ids.length < window.limit && (ids.length > 0 || window.offset === 0))
		total = { total: window.offset + ids.length, capped: false, estimated: false, many: total.many };
	return { ...total, ids, window };
}
