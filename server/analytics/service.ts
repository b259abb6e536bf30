import type { PopularContentRow, PopularPhotosPage } from "@core/contracts/analytics";
import type { PhotoSummary } from "@core/contracts/photos";
import {
	type ClickEntityType,
	mergeTrending,
	TRACKING,
	type TrendingChip,
	trendingShares,
} from "@core/tracking";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { isoTime } from "../db/executor";
import { type PhotoSummaryRow, toPhotoSummary } from "../photos/mappers";

/** entity_id as a uuid when it is one, else null (entity ids are free text: tags, values, uuids). */
const entityUuid = sql`(case when ca.entity_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ca.entity_id::uuid end)`;

/**
 * The joins that name a click_analytics row `ca`: a photo by its title, an event by its name, a
 * creator (taxonomy 'creator', entity_id the family's user id) by the storefront name.
 */
export const ENTITY_JOINS = sql`
	left join photos p on ca.entity_type = 'photo' and p.id = ${entityUuid}
	left join events e on ca.entity_type = 'event' and e.id = ${entityUuid}
	left join profiles pr on ca.entity_type = 'taxonomy' and ca.taxonomy_type = 'creator' and pr.id = ${entityUuid}`;

/**
 * entity_name of get_popular_by_clicks. With `fallback` (the admin's view of every row) a photo
 * or event that no longer exists is named by its id instead of being null.
 */
export const entityName = (fallback: boolean) => sql`case ca.entity_type
		when 'photo' then ${fallback ? sql`coalesce(p.title, ca.entity_id)` : sql`p.title`}
		when 'event' then ${fallback ? sql`coalesce(e.name, ca.entity_id)` : sql`e.name`}
		when 'taxonomy' then case when ca.taxonomy_type = 'creator'
			then coalesce(nullif(pr.storefront_name, ''), 'Unknown Creator') else ca.entity_id end
		else ca.entity_id end`;

/** The popular lists show only what a visitor can open: live photos, events that still exist. */
const EXISTS_PUBLICLY = sql`(ca.entity_type <> 'photo' or p.photo_status = 'live')
	and (ca.entity_type <> 'event' or e.id is not null)`;

export type NamedClickRow = {
	entity_id: string;
	entity_type: ClickEntityType;
	taxonomy_type: string | null;
	total_clicks: number;
	unique_users: number;
	unique_sessions: number;
	unique_visitors: number;
	last_clicked_at: Date | string | null;
	entity_name: string;
};

/** The columns of a named row (taxonomy_type '' comes back as null). */
export const NAMED_COLUMNS = (fallback: boolean) => sql`ca.entity_id, ca.entity_type,
	nullif(ca.taxonomy_type, '') as taxonomy_type, ca.total_clicks, ca.unique_users, ca.unique_sessions,
	ca.unique_visitors, ca.last_clicked_at, ${entityName(fallback)} as entity_name`;

export const toPopularContentRow = (row: NamedClickRow): PopularContentRow => ({
	entity_id: row.entity_id,
	entity_type: row.entity_type,
	taxonomy_type: row.taxonomy_type,
	total_clicks: Number(row.total_clicks),
	unique_users: Number(row.unique_users),
	unique_visitors: Number(row.unique_visitors),
	last_clicked_at: row.last_clicked_at === null ? null : isoTime(row.last_clicked_at),
	entity_name: row.entity_name,
});

/** The default list length of get_popular_by_clicks per entity type (spec section 9). */
export const popularDefaultLimit = (entityType: ClickEntityType): number =>
	entityType === "tag" ? TRACKING.popularTagsLimit : TRACKING.popularPhotosDefaultLimit;

/**
 * The popular order (issue 24): the most distinct visitors first, the latest click breaking ties.
 * Raw clicks play no part, so one visitor's burst of clicks moves an entity by one visitor at most.
 * `ca` names the click_analytics row.
 */
const POPULAR_ORDER = sql`ca.unique_visitors desc, ca.last_clicked_at desc nulls last`;

/**
 * get_popular_by_clicks (spec section 7): the clicked entities of one type (and taxonomy type),
 * in the popular order; archived photos and deleted events left out.
 */
export async function popularContent(
	database: Database,
	options: { entityType: ClickEntityType; taxonomyType?: string | null; limit?: number },
): Promise<PopularContentRow[]> {
	const { entityType, taxonomyType } = options;
	const limit = options.limit ?? popularDefaultLimit(entityType);
	const rows = await database.query<NamedClickRow>(sql`
		select ${NAMED_COLUMNS(false)}
		from click_analytics ca ${ENTITY_JOINS}
		where ca.entity_type = ${entityType} and ca.unique_visitors > 0
			${taxonomyType ? sql`and ca.taxonomy_type = ${taxonomyType}` : sql``}
			and ${EXISTS_PUBLICLY}
		order by ${POPULAR_ORDER}, ca.entity_id, ca.taxonomy_type
		limit ${limit}`);
	return rows.map(toPopularContentRow);
}

/** Ranked live photos from `start`, `count` of them: the popular pool in order. */
async function rankedPhotos(database: Database, start: number, count: number): Promise<PhotoSummaryRow[]> {
	if (count <= 0) return [];
	const ranked: SQL = sql`
		select p.id, ca.unique_visitors, ca.last_clicked_at, p.photoid
		from click_analytics ca
		join photos p on p.id = ${entityUuid}
		where ca.entity_type = 'photo' and ca.taxonomy_type = '' and ca.unique_visitors > 0
			and p.photo_status = 'live'
		order by ${POPULAR_ORDER}, p.photoid
		offset ${start} limit ${count}`;
	// Rank first, then read the page's photos_details rows: the view's per-row subqueries
	// (event names, faces) run for the page only.
	return database.query<PhotoSummaryRow>(sql`
		select d.id, d.photoid, d.title, d.thumbnail_url, d.preview_url, d.width, d.height, d.price,
			d.user_id, d.storefront_name, d.decade_taken, d.event_names
		from (${ranked}) r join photos_details d on d.id = r.id
		order by r.unique_visitors desc, r.last_clicked_at desc nulls last, r.photoid`);
}

/**
 * /popular (spec section 9): a pool of the `limit` x 10 most-clicked live photos, paged with
 * `offset`. Guests see the pool's first 24 only; past them they get no photos and
 * `guest_limited`, which is also set on the page that reaches the cap when signing in would
 * show more.
 */
export async function popularPhotosPage(
	database: Database,
	options: { limit: number; offset: number; signedIn: boolean },
): Promise<PopularPhotosPage> {
	const { limit, offset, signedIn } = options;
	const pool = limit * TRACKING.popularPoolFactor;
	const visibleEnd = signedIn ? pool : Math.min(pool, TRACKING.guestPopularCap);
	const end = Math.min(offset + limit, visibleEnd);
	const start = Math.min(offset, end);
	// One more than the page when the pool goes on: the photo at `end` says whether more exist.
	const probe = end < pool ? 1 : 0;
	const rows = await rankedPhotos(database, start, end - start + probe);
	const photos: PhotoSummary[] = rows.slice(0, end - start).map(toPhotoSummary);
	const beyond = rows.length > end - start;
	return {
		photos,
		offset,
		limit,
		has_more: beyond && end < visibleEnd,
		guest_limited: !signedIn && beyond && end === visibleEnd && visibleEnd < pool,
	};
}

/**
 * The footer's Trending strip (spec section 7): 12 event and 8 taxonomy items, merged by
 * distinct visitors and cut to 20, each chip with its taxonomy page type.
 */
export async function trendingChips(database: Database): Promise<TrendingChip[]> {
	const shares = trendingShares();
	const [events, taxonomy] = await Promise.all([
		popularContent(database, { entityType: "event", limit: shares.events }),
		popularContent(database, { entityType: "taxonomy", limit: shares.taxonomy }),
	]);
	return mergeTrending(events, taxonomy);
}
