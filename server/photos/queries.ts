import type { PhotoFlags, PhotoFlagsUpdate } from "@core/contracts/photos";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Columns } from "../db/rows";
import type { click_analytics, photos, photos_issues, tags } from "../db/schema";
import { sqlArray } from "../db/sql";
import type { PhotoDetailRow, PhotoSummaryRow } from "./mappers";

/**
 * The photos' SQL: counts, cards and pages of photos_details, the facts similar photos and
 * similar people are ranked by, and the Admin tab's insights and flags. Ranking and paging the
 * rows is similar.ts's and detail.ts's.
 */

/** How many photos the catalogue holds; `liveOnly` counts what buyers can find. */
export async function countPhotos(database: Database, { liveOnly = false } = {}): Promise<number> {
	const rows = await database.query<{ n: number }>(
		liveOnly
			? sql`select count(*)::int as n from photos where photo_status = 'live'`
			: sql`select count(*)::int as n from photos`,
	);
	return rows[0]?.n ?? 0;
}

/**
 * The columns of a photo card (PhotoSummaryRow) from photos_details as `d`: every list of cards
 * (search pages, popular photos, wishlists, the cart) selects these.
 */
export const CARD_COLUMNS = sql`d.id, d.photoid, d.title, d.thumbnail_url, d.preview_url, d.width, d.height, d.price,
			d.user_id, d.storefront_name, d.decade_taken, d.event_names, d.clearance`;

/** The card rows of these photos, in no order (prepared: it is sent for every page of results). */
export function photoSummaryRows(database: Database, ids: readonly string[]): Promise<PhotoSummaryRow[]> {
	return database.queryPrepared<PhotoSummaryRow>(sql`
		select ${CARD_COLUMNS}
		from photos_details d where d.id = any(${sqlArray(ids)}::uuid[])`);
}

/** One photo's page row with its events, by its number or its uuid; `isAdmin` also finds photos that are not live. */
export async function photoDetailRow(
	database: Database,
	ref: string,
	isAdmin: boolean,
): Promise<PhotoDetailRow | undefined> {
	const byNumber = /^[0-9]+$/.test(ref);
	const [row] = await database.query<PhotoDetailRow>(sql`
		select d.*, (
			select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name) order by e.name), '[]')
			from photo_events pe join events e on e.id = pe.event_id where pe.photo_id = d.id
		) as events
		from photos_details d
		where ${byNumber ? sql`d.photoid = ${Number(ref)}` : sql`d.id = ${ref}`}
			${isAdmin ? sql`` : sql`and d.photo_status = 'live'`}`);
	return row;
}

/** The photo's id when it is live, else undefined. */
export async function livePhotoId(database: Database, photoId: string): Promise<string | undefined> {
	const [photo] = await database.query<Columns<typeof photos, "id">>(
		sql`select id from photos where id = ${photoId} and photo_status = 'live'`,
	);
	return photo?.id;
}

/**
 * A page of the live photos showing a person of the photo (each person widened to every record
 * known to be the same person), most people shared first, newest among equals: their ids, how
 * many people each shares (in the same order), and how many such photos there are.
 */
export async function similarPeoplePage(
	database: Database,
	photoId: string,
	limit: number,
	offset: number,
): Promise<{ ids: string[]; shared: number[]; total: number } | undefined> {
	const [row] = await database.query<{ ids: string[]; shared: number[]; total: number }>(sql`
		with people as (
			-- Each person of the photo (two records of one person are one), with every id of them.
			select distinct (select min(a::text) from unnest(ids) a) as person, unnest(ids) as alias
			from (
				select get_aliased_person_ids(f.person_id) as ids
				from faces f where f.photo_id = ${photoId} and f.person_id is not null
			) known
		),
		shared as (
			select f.photo_id, count(distinct pp.person)::int as shared
			from people pp join faces f on f.person_id = pp.alias
			join photos p on p.id = f.photo_id and p.photo_status = 'live'
			where f.photo_id <> ${photoId}
			group by f.photo_id
		),
		page as (
			select s.photo_id, s.shared from shared s join photos p on p.id = s.photo_id
			order by s.shared desc, p.created_at desc nulls last, p.id
			limit ${limit} offset ${offset}
		)
		select (select count(*)::int from shared) as total,
			array(select photo_id from page)::text[] as ids, array(select shared from page) as shared`);
	return row;
}

/** What similar photos are scored by (core/similar-photos). */
export type SimilarityRow = Columns<
	typeof photos,
	"id" | "tags" | "people_composition" | "decade_taken" | "image_style" | "ethnicities"
>;

/** The similarity facts of the photo, when it is live. */
export async function liveSimilarityRow(
	database: Database,
	photoId: string,
): Promise<SimilarityRow | undefined> {
	const [photo] = await database.query<SimilarityRow>(sql`
		select id, tags, people_composition, decade_taken, image_style, ethnicities
		from photos where id = ${photoId} and photo_status = 'live'`);
	return photo;
}

/**
 * The synonym groups touching these (lower-case) words: each group, named by its lower-case
 * synonym_of word, once with that word and once with each of its terms.
 */
export function synonymGroupWords(
	database: Database,
	words: string[],
): Promise<{ grp: string; word: string }[]> {
	return database.query<{ grp: string; word: string }>(sql`
		with g as (
			select distinct lower(synonym_of) as grp from synonyms
			where lower(term) = any(${sqlArray(words)}::text[]) or lower(synonym_of) = any(${sqlArray(words)}::text[])
		)
		select g.grp, g.grp as word from g
		union select g.grp, lower(s.term) from g join synonyms s on lower(s.synonym_of) = g.grp`);
}

/** Those of these (lower-case) words that the vocabulary marks generic, lower-cased. */
export async function genericTagNames(database: Database, words: string[]): Promise<string[]> {
	const rows = await database.query<Columns<typeof tags, "name">>(
		sql`select lower(name) as name from tags where is_generic and lower(name) = any(${sqlArray(words)}::text[])`,
	);
	return rows.map((row) => row.name);
}

/**
 * Which photos candidates are read from (similar.ts chooses): those holding any of `any`, or
 * every word of one of `pairs` (each pair two posting lists for GIN to intersect).
 */
export type CandidateReach = { any: string[] } | { pairs: string[][] };

function reachCondition(reach: CandidateReach): SQL {
	if ("any" in reach) return sql`p.tags && ${sqlArray(reach.any)}::text[]`;
	return sql`(${sql.join(
		reach.pairs.map((pair) => sql`p.tags @> ${sqlArray(pair)}::text[]`),
		sql` or `,
	)})`;
}

/**
 * Candidates for the photos similar to `photoId`: at most `read` live photos through `reach`, in
 * the order the table holds them (each is a random read of the heap, about 50 µs when it is not
 * cached, and sorting them first would read every match); of those, the `limit` sharing the most
 * of `words`, newest among equals.
 */
export function similarCandidates(
	database: Database,
	photoId: string,
	reach: CandidateReach,
	words: string[],
	read: number,
	limit: number,
): Promise<SimilarityRow[]> {
	return database.query<SimilarityRow>(sql`
		select c.id, c.tags, c.people_composition, c.decade_taken, c.image_style, c.ethnicities
		from (
			select p.id, p.tags, p.people_composition, p.decade_taken, p.image_style, p.ethnicities, p.created_at
			from photos p
			where p.photo_status = 'live' and p.id <> ${photoId} and ${reachCondition(reach)}
			limit ${read}
		) c
		order by (select count(*) from unnest(c.tags) t where lower(t) = any(${sqlArray(words)}::text[])) desc,
			c.created_at desc nulls last, c.id
		limit ${limit}`);
}

/** Click events on the photo still waiting to be counted (the Admin tab polls this). */
export async function unprocessedClicks(database: Database, photoId: string): Promise<number> {
	const [row] = await database.query<{ n: number }>(sql`
		select count(*)::int as n from click_events
		where entity_type = 'photo' and entity_id = ${photoId} and not processed`);
	return row?.n ?? 0;
}

type ClickCounts =
	| "total_clicks"
	| "unique_users"
	| "unique_sessions"
	| "unique_visitors"
	| "last_clicked_at";

/** The Admin tab's row: the photo's issue flags, its click counts (null when never clicked), sales and waiting clicks. */
export type InsightsRow = Pick<
	typeof photos_issues.$inferSelect,
	"photoshop" | "info_missing" | "missing_faces"
> & {
	[K in ClickCounts]: Columns<typeof click_analytics, K>[K] | null;
} & {
	sales_count: number;
	/** A sum of integers: bigint, which the driver may answer as text. */
	revenue_cents: number | string;
	unprocessed: number;
};

/** The Admin tab of a photo page, in one statement; undefined when there is no such photo. */
export async function photoInsightsRow(
	database: Database,
	photoId: string,
): Promise<InsightsRow | undefined> {
	const [row] = await database.query<InsightsRow>(sql`
		select i.photoshop, i.info_missing, i.missing_faces,
			ca.total_clicks, ca.unique_users, ca.unique_sessions, ca.unique_visitors, ca.last_clicked_at,
			(select count(*)::int from purchases pu where pu.photo_id = i.id and pu.deleted_at is null) as sales_count,
			(select coalesce(sum(pu.price_cents), 0) from purchases pu where pu.photo_id = i.id and pu.deleted_at is null)
				as revenue_cents,
			(select count(*)::int from click_events ce
				where ce.entity_type = 'photo' and ce.entity_id = i.id::text and not ce.processed) as unprocessed
		from photos_issues i
		left join click_analytics ca on ca.entity_type = 'photo' and ca.taxonomy_type = '' and ca.entity_id = i.id::text
		where i.id = ${photoId}`);
	return row;
}

/** Sets the named issue flags of a photo; the flags after the change, or null for no such photo. */
export async function updatePhotoFlags(
	database: Database,
	photoId: string,
	update: PhotoFlagsUpdate,
): Promise<PhotoFlags | null> {
	const set = (name: keyof PhotoFlags) =>
		update[name] === undefined ? sql`${sql.identifier(name)}` : sql`${update[name]}`;
	const [row] = await database.query<Columns<typeof photos, keyof PhotoFlags>>(sql`
		update photos set photoshop = ${set("photoshop")}, info_missing = ${set("info_missing")},
			missing_faces = ${set("missing_faces")}, updated_at = now()
		where id = ${photoId}
		returning photoshop, info_missing, missing_faces`);
	return row ?? null;
}
