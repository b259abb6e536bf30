import { GUEST_RESULT_LIMIT, type SearchParams, type SearchResponse } from "@core/contracts/search";
import { type Decade, isDecade } from "@core/decades";
import { FACE_AGE_MAX, FACE_AGE_MIN, TOTAL_COUNT_CAP } from "@core/search-options";
import { searchMethodLabel } from "@core/search-query";
import { resolveSortOrder, type SortOrder } from "@core/sort-order";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlArray } from "../db/sql";
import { type ElementShares, elementShares, readElementShares } from "../db/stats";
import { photoSummaries } from "../photos/service";
import { correctedTextQuery, type TextQuery, textQuery } from "./text-query";

/**
 * search_photos_v2: one search behind every listing page. Only live photos; filters of the
 * spec's filter set; weighted full text with synonyms, prefixes, phrases and trigram
 * correction; the five sort orders; a capped exact total; the guest limit.
 */

export type SearchInput = SearchParams & { signedIn: boolean };

/**
 * A facet word held by more than this share of the photos ('o:horizontal') is checked on the rows
 * the index found rather than intersected in it: GIN would decode its whole posting list (half a
 * million entries at a million photos) to drop half the candidates. Measured on the benchmark's
 * word + three filters: 12.7 ms in the index with it, 7.7 ms checked on the rows.
 */
export const COMMON_FACET_SHARE = 0.3;

/** The facet words above COMMON_FACET_SHARE, from the planner's statistics (none before ANALYZE). */
const commonOf = ({ shares }: ElementShares) =>
	new Set([...shares].filter(([, share]) => share > COMMON_FACET_SHARE).map(([word]) => word));

export const readCommonFacets = async (database: Database) =>
	commonOf(await readElementShares(database, "photos", "facets"));

/** As readCommonFacets, from statistics read again every 10 minutes. */
const commonFacets = async (database: Database) =>
	commonOf(await elementShares(database, "photos", "facets"));

/**
 * The filters that photos.facets holds, as "kind:value" words (migration 0010): each must be
 * there (all), and of each any-of list at least one (any). One GIN scan then ANDs them with the
 * words of the search; the common words are checked on its rows (checked).
 */
function facetWords(
	input: SearchInput,
	common: ReadonlySet<string>,
	byDecade: boolean,
): { all: SQL[]; any: SQL[][]; checked: string[] } {
	const all: SQL[] = [];
	const any: SQL[][] = [];
	const checked: string[] = [];
	const one = (w: string) => (common.has(w) ? checked.push(w) : all.push(sql`${w}`));
	const oneOf = (words: string[]) => {
		if (words.length === 1) words.forEach(one);
		else if (words.length > 1) any.push(words.map((w) => sql`${w}`));
	};
	const word = (kind: string, value: string) => one(`${kind}:${value}`);
	if (input.decade && !byDecade) word("d", input.decade);
	if (input.orientation) word("o", input.orientation);
	if (input.ethnicities) oneOf(input.ethnicities.map((e) => `e:${e}`));
	if (input.age_groups) oneOf(input.age_groups.map((a) => `a:${a}`));
	if (input.country) word("c", input.country);
	if (input.state) word("s", input.state);
	if (input.city) word("y", input.city);
	if (input.location) oneOf([`y:${input.location}`, `s:${input.location}`, `c:${input.location}`]);
	// Lower-cased as the column is, by PostgreSQL's lower().
	if (input.image_style) all.push(sql`'i:' || lower(${input.image_style})`);
	if (input.color_and_mood) all.push(sql`'m:' || lower(${input.color_and_mood})`);
	if (input.user_id) word("u", input.user_id.toLowerCase());
	if (input.people_count) word("p", input.people_count);
	return { all, any, checked };
}

/**
 * A text search filtered by one of the archive's decades reads that decade's own GIN index
 * (migration 0017), which the planner picks only when the condition names the decade as the
 * index does: a literal, checked against the list, so a prepared plan cannot lose it.
 */
function decadeIndexed(input: SearchInput, text: TextQuery | null): Decade | null {
	return text?.tsquery && isDecade(input.decade) ? input.decade : null;
}

function filterConditions(input: SearchInput, common: ReadonlySet<string>, decade: Decade | null): SQL[] {
	const where: SQL[] = [sql`p.photo_status = 'live'`];
	if (decade) where.push(sql`p.decade_taken = ${sql.raw(`'${decade}'`)}`);
	const facets = facetWords(input, common, decade !== null);
	const array = (words: SQL[]) => sql`array[${sql.join(words, sql`, `)}]::text[]`;
	if (facets.all.length > 0) where.push(sql`p.facets @> ${array(facets.all)}`);
	for (const words of facets.any) where.push(sql`p.facets && ${array(words)}`);
	// "= any" is not a GIN operator: the rows are checked after the index scan.
	for (const w of facets.checked) where.push(sql`${w} = any(p.facets)`);
	if (input.tag) where.push(sql`p.tags @> array[lower(${input.tag})]::text[]`);
	if (input.event_ids)
		where.push(sql`exists (select 1 from photo_events pe where pe.photo_id = p.id
			and pe.event_id = any(${sqlArray(input.event_ids)}::uuid[]))`);
	if (input.collection_id)
		where.push(sql`exists (select 1 from collection_photos cp join collections c on c.id = cp.collection_id
			where cp.photo_id = p.id and cp.collection_id = ${input.collection_id} and c.is_public)`);
	const ageMin = Math.min(input.face_age_min, input.face_age_max);
	const ageMax = Math.max(input.face_age_min, input.face_age_max);
	const narrowedAge = ageMin > FACE_AGE_MIN || ageMax < FACE_AGE_MAX;
	if (input.gender || narrowedAge) {
		// A photo matches when one face is of that gender within that age range.
		where.push(sql`exists (select 1 from faces f where f.photo_id = p.id
			${input.gender ? sql`and f.gender = ${input.gender}` : sql``}
			${narrowedAge ? sql`and f.age between ${ageMin} and ${ageMax}` : sql``})`);
	}
	return where;
}

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

type Window = { offset: number; limit: number; guestLimited: boolean };

/** A guest's window never reaches past the first GUEST_RESULT_LIMIT results. */
function visibleWindow(input: SearchInput): Window {
	if (input.signedIn) return { offset: input.offset, limit: input.limit, guestLimited: false };
	const end = Math.min(input.offset + input.limit, GUEST_RESULT_LIMIT);
	return { offset: input.offset, limit: Math.max(0, end - input.offset), guestLimited: true };
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

type Total = { total: number; capped: boolean; estimated: boolean; many: boolean };
type Page = Total & { ids: string[]; window: Window };

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

const nothingFound = (input: SearchInput): Page => ({
	total: 0,
	capped: false,
	estimated: false,
	many: false,
	ids: [],
	window: visibleWindow(input),
});

async function run(
	database: Database,
	input: SearchInput,
	text: TextQuery | null,
	sort: SortOrder,
): Promise<Page> {
	const where = filterConditions(input, await commonFacets(database), decadeIndexed(input, text));
	if (text?.tsquery) where.push(sql`p.search_vector @@ ${text.tsquery}`);
	const filtered = sql`from photos p where ${sql.join(where, sql` and `)}`;
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

export async function searchPhotos(database: Database, input: SearchInput): Promise<SearchResponse> {
	const started = performance.now();
	const rawText = input.q?.trim() ?? "";
	let text = rawText ? await textQuery(database, rawText) : null;
	const hasText = Boolean(text?.tsquery);
	const sort = resolveSortOrder(input.sort, hasText, Boolean(input.collection_id));
	// A word the archive does not hold goes straight to its correction: searching would find nothing.
	let result = text?.matchesNothing ? nothingFound(input) : await run(database, input, text, sort);
	if (hasText && result.total === 0) {
		const corrected = await correctedTextQuery(database, rawText);
		if (corrected) {
			text = corrected;
			result = corrected.matchesNothing ? nothingFound(input) : await run(database, input, corrected, sort);
		}
	}
	const photos = await photoSummaries(database, result.ids);
	const { window, total, capped, estimated } = result;
	const end = window.offset + photos.length;
	return {
		photos,
		total_count: total,
		total_capped: capped,
		total_estimated: estimated,
		sort,
		method: hasText ? searchMethodLabel(rawText) : null,
		expanded_terms: text?.expanded ?? [],
		corrected_terms: text?.corrected ?? [],
		offset: window.offset,
		limit: input.limit,
		// An estimated or capped total cannot say where the end is: a full page means there may be more.
		has_more:
			(estimated || capped ? photos.length === window.limit && window.limit > 0 : end < total) &&
			(!window.guestLimited || end < GUEST_RESULT_LIMIT),
		guest_limited: window.guestLimited && (capped || total > GUEST_RESULT_LIMIT),
		took_ms: Math.round((performance.now() - started) * 10) / 10,
	};
}
