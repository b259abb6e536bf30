import {
	FACE_AGE_MAX,
	FACE_AGE_MIN,
	GUEST_RESULT_LIMIT,
	type SearchParams,
	type SearchResponse,
	TOTAL_COUNT_CAP,
} from "@core/contracts/search";
import { searchMethodLabel } from "@core/search-query";
import { resolveSortOrder, type SortOrder } from "@core/sort-order";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type PhotoSummaryRow, toPhotoSummary } from "../photos/mappers";
import { correctedTextQuery, type TextQuery, textQuery } from "./text-query";

/**
 * search_photos_v2: one search behind every listing page. Only live photos; filters of the
 * spec's filter set; weighted full text with synonyms, prefixes, phrases and trigram
 * correction; the five sort orders; a capped exact total; the guest limit.
 */

export type SearchInput = SearchParams & { signedIn: boolean };

const list = (values: string[]) =>
	sql`array[${sql.join(
		values.map((v) => sql`${v}`),
		sql`, `,
	)}]`;

function filterConditions(input: SearchInput): SQL[] {
	const where: SQL[] = [sql`p.photo_status = 'live'`];
	if (input.decade) where.push(sql`p.decade_taken = ${input.decade}`);
	if (input.orientation) where.push(sql`p.orientation = ${input.orientation}`);
	if (input.ethnicities) where.push(sql`p.ethnicities && ${list(input.ethnicities)}::text[]`);
	if (input.age_groups) where.push(sql`p.age_groups && ${list(input.age_groups)}::text[]`);
	if (input.country) where.push(sql`p.location_country = ${input.country}`);
	if (input.state) where.push(sql`p.location_state_province = ${input.state}`);
	if (input.city) where.push(sql`p.location_city = ${input.city}`);
	if (input.location)
		where.push(sql`(p.location_city = ${input.location} or p.location_state_province = ${input.location}
			or p.location_country = ${input.location})`);
	if (input.tag) where.push(sql`p.tags @> array[lower(${input.tag})]::text[]`);
	if (input.image_style) where.push(sql`lower(p.image_style) = lower(${input.image_style})`);
	if (input.color_and_mood) where.push(sql`lower(p.color_and_mood) = lower(${input.color_and_mood})`);
	if (input.user_id) where.push(sql`p.user_id = ${input.user_id}`);
	if (input.people_count)
		where.push(
			input.people_count === "5+"
				? sql`p.people_count >= 5`
				: sql`p.people_count = ${Number(input.people_count)}`,
		);
	if (input.event_ids)
		where.push(sql`exists (select 1 from photo_events pe where pe.photo_id = p.id
			and pe.event_id = any(${list(input.event_ids)}::uuid[]))`);
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

/** Sorts read from an index; ranking is done on the capped pool of matches instead (see run). */
function orderBy(sort: Exclude<SortOrder, "random">): SQL {
	switch (sort) {
		case "relevance":
		case "newest":
			// Reads the live-photos index (created_at desc, id), forwards or backwards, without a sort.
			return sql`p.created_at desc nulls last, p.id`;
		case "oldest":
			return sql`p.created_at asc nulls first, p.id desc`;
		case "popular":
			return sql`p.popularity desc, p.created_at desc nulls last, p.id`;
	}
}

type Window = { offset: number; limit: number; guestLimited: boolean };

/** A guest's window never reaches past the first GUEST_RESULT_LIMIT results. */
function visibleWindow(input: SearchInput): Window {
	if (input.signedIn) return { offset: input.offset, limit: input.limit, guestLimited: false };
	const end = Math.min(input.offset + input.limit, GUEST_RESULT_LIMIT);
	return { offset: input.offset, limit: Math.max(0, end - input.offset), guestLimited: true };
}

type Page = { total: number; ids: string[]; window: Window };

/**
 * The ids of one page and the capped total, in at most two index-driven queries:
 * - With words, the matches are gathered once, up to TOTAL_COUNT_CAP + 1 of them (the GIN index
 *   stops there), which gives the capped total; relevance ranks that pool and random order
 *   shuffles it. For a word matching more than 10,000 photos, relevance orders the first 10,000
 *   matches found, and the total reads "10,000+".
 * - Without words, the total is a count that stops at the cap; random order walks the shuffle
 *   index from the visitor's seed and wraps around; the other sorts walk their own index.
 */
async function run(
	database: Database,
	input: SearchInput,
	text: TextQuery | null,
	sort: SortOrder,
): Promise<Page> {
	const where = filterConditions(input);
	const window = visibleWindow(input);
	const seed = input.seed ?? 0;
	if (text?.tsquery) {
		const pool = sql`select p.id, p.created_at, p.shuffle_key, p.popularity,
				ts_rank_cd(p.search_vector, q.tsq, 32) as rank
			from photos p cross join (select ${text.tsquery} as tsq) q
			where ${sql.join(where, sql` and `)} and p.search_vector @@ q.tsq
			limit ${TOTAL_COUNT_CAP + 1}`;
		const order =
			sort === "random"
				? sql`(m.shuffle_key < ${shuffleStart(seed)}), m.shuffle_key, m.id`
				: sort === "relevance"
					? sql`m.rank desc, m.created_at desc nulls last, m.id`
					: sort === "popular"
						? sql`m.popularity desc, m.created_at desc nulls last, m.id`
						: sort === "oldest"
							? sql`m.created_at asc nulls first, m.id desc`
							: sql`m.created_at desc nulls last, m.id`;
		const rows = await database.query<{ id: string | null; total: number }>(sql`
			with m as materialized (${pool})
			select page.id, (select count(*)::int from m) as total
			from (select 1) one
			left join (select m.id from m order by ${order} limit ${window.limit} offset ${window.offset}) page on true`);
		return { total: rows[0]?.total ?? 0, ids: rows.flatMap((r) => (r.id ? [r.id] : [])), window };
	}
	const filtered = sql`from photos p where ${sql.join(where, sql` and `)}`;
	const [counted] = await database.query<{ n: number }>(
		sql`select count(*)::int as n from (select 1 ${filtered} limit ${TOTAL_COUNT_CAP + 1}) capped`,
	);
	const total = counted?.n ?? 0;
	if (window.limit === 0 || window.offset >= total) return { total, ids: [], window };
	const reach = window.offset + window.limit;
	const ids =
		sort === "random"
			? // From the seed's place in the shuffle to the end, then from the start: two index walks.
				await database.query<{ id: string }>(sql`
					select r.id from (
						(select p.id, 0 as part, p.shuffle_key ${filtered} and p.shuffle_key >= ${shuffleStart(seed)}
							order by p.shuffle_key, p.id limit ${reach})
						union all
						(select p.id, 1 as part, p.shuffle_key ${filtered} and p.shuffle_key < ${shuffleStart(seed)}
							order by p.shuffle_key, p.id limit ${reach})
					) r order by r.part, r.shuffle_key, r.id limit ${window.limit} offset ${window.offset}`)
			: await database.query<{ id: string }>(
					sql`select p.id ${filtered} order by ${orderBy(sort)} limit ${window.limit} offset ${window.offset}`,
				);
	return { total, ids: ids.map((r) => r.id), window };
}

async function details(database: Database, ids: string[]): Promise<PhotoSummaryRow[]> {
	if (ids.length === 0) return [];
	const rows = await database.query<PhotoSummaryRow>(sql`
		select d.id, d.photoid, d.title, d.thumbnail_url, d.preview_url, d.width, d.height, d.price,
			d.user_id, d.storefront_name, d.decade_taken, d.event_names
		from photos_details d where d.id = any(${list(ids)}::uuid[])`);
	const byId = new Map(rows.map((r) => [r.id, r]));
	return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function searchPhotos(database: Database, input: SearchInput): Promise<SearchResponse> {
	const started = performance.now();
	const rawText = input.q?.trim() ?? "";
	let text = rawText ? await textQuery(database, rawText) : null;
	const hasText = Boolean(text?.tsquery);
	const sort = resolveSortOrder(input.sort, hasText);
	let result = await run(database, input, text, sort);
	if (hasText && result.total === 0) {
		const corrected = await correctedTextQuery(database, rawText);
		if (corrected) {
			text = corrected;
			result = await run(database, input, corrected, sort);
		}
	}
	const rows = await details(database, result.ids);
	const { window, total } = result;
	const end = window.offset + rows.length;
	return {
		photos: rows.map(toPhotoSummary),
		total_count: Math.min(total, TOTAL_COUNT_CAP),
		total_capped: total > TOTAL_COUNT_CAP,
		sort,
		method: hasText ? searchMethodLabel(rawText) : null,
		expanded_terms: text?.expanded ?? [],
		corrected_terms: text?.corrected ?? [],
		offset: window.offset,
		limit: input.limit,
		has_more: end < total && (!window.guestLimited || end < GUEST_RESULT_LIMIT),
		guest_limited: window.guestLimited && total > GUEST_RESULT_LIMIT,
		took_ms: Math.round((performance.now() - started) * 10) / 10,
	};
}
