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

function orderBy(sort: SortOrder, hasText: boolean, seed: number): SQL {
	switch (sort) {
		case "relevance":
			return hasText
				? sql`ts_rank_cd(p.search_vector, q.tsq, 32) desc, p.created_at desc, p.id`
				: sql`p.created_at desc, p.id`;
		// Both read the live-photos index (created_at desc, id), forwards or backwards, without a sort.
		case "newest":
			return sql`p.created_at desc nulls last, p.id`;
		case "oldest":
			return sql`p.created_at asc nulls first, p.id desc`;
		case "popular":
			return sql`coalesce(ca.total_clicks, 0) desc, p.created_at desc, p.id`;
		case "random":
			// One fixed shuffle per seed: a total order, so offset paging never repeats or skips.
			return sql`md5(p.id::text || ${String(seed)}), p.id`;
	}
}

type Window = { offset: number; limit: number; guestLimited: boolean };

/** A guest's window never reaches past the first GUEST_RESULT_LIMIT results. */
function visibleWindow(input: SearchInput): Window {
	if (input.signedIn) return { offset: input.offset, limit: input.limit, guestLimited: false };
	const end = Math.min(input.offset + input.limit, GUEST_RESULT_LIMIT);
	return { offset: input.offset, limit: Math.max(0, end - input.offset), guestLimited: true };
}

async function run(database: Database, input: SearchInput, text: TextQuery | null, sort: SortOrder) {
	const where = filterConditions(input);
	if (text?.tsquery) where.push(sql`p.search_vector @@ q.tsq`);
	const from = sql`from photos p
		${text?.tsquery ? sql`cross join (select ${text.tsquery} as tsq) q` : sql``}
		${sort === "popular" ? sql`left join click_analytics ca on ca.entity_type = 'photo' and ca.taxonomy_type = '' and ca.entity_id = p.id::text` : sql``}
		where ${sql.join(where, sql` and `)}`;
	const [counted] = await database.query<{ n: number }>(
		sql`select count(*)::int as n from (select 1 ${from} limit ${TOTAL_COUNT_CAP + 1}) capped`,
	);
	const total = counted?.n ?? 0;
	const window = visibleWindow(input);
	const ids =
		window.limit > 0 && window.offset < total
			? await database.query<{ id: string }>(
					sql`select p.id ${from} order by ${orderBy(sort, Boolean(text?.tsquery), input.seed ?? 0)}
						limit ${window.limit} offset ${window.offset}`,
				)
			: [];
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
