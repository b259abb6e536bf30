import type { PopularContentRow } from "@core/contracts/analytics";
import type { ClickEntityType } from "@core/tracking";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isoTime } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { click_analytics } from "../../db/schema";
import type { PhotoSummaryRow } from "../../photos/mappers";
import { CARD_COLUMNS } from "../../photos/queries";

/**
 * The popular lists' SQL: click_analytics rows named by what they count (a photo's title, an
 * event's name, a creator's storefront), in the popular order. The admin's click analytics
 * (clicks.ts) names its rows the same way.
 */

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
const entityName = (fallback: boolean) => sql`case ca.entity_type
		when 'photo' then ${fallback ? sql`coalesce(p.title, ca.entity_id)` : sql`p.title`}
		when 'event' then ${fallback ? sql`coalesce(e.name, ca.entity_id)` : sql`e.name`}
		when 'taxonomy' then case when ca.taxonomy_type = 'creator'
			then coalesce(nullif(pr.storefront_name, ''), 'Unknown Creator') else ca.entity_id end
		else ca.entity_id end`;

/**
 * The popular lists show only what a visitor can open: live photos, events that still exist, and
 * tags that lead to photos (issue 28: a tag page with at least one live photo, matched as the tag
 * page matches them, so a clicked tag whose photos were all archived or retagged is never shown).
 */
const EXISTS_PUBLICLY = sql`(ca.entity_type <> 'photo' or p.photo_status = 'live')
	and (ca.entity_type <> 'event' or e.id is not null)
	and (ca.entity_type <> 'tag' or exists (select 1 from photos tp
		where tp.tags @> array[lower(ca.entity_id)]::text[] and tp.photo_status = 'live'))`;

/** A click_analytics row with its name (NAMED_COLUMNS). */
export type NamedClickRow = Columns<
	typeof click_analytics,
	"entity_id" | "total_clicks" | "unique_users" | "unique_sessions" | "unique_visitors" | "last_clicked_at"
> & {
	/** One of the entity types: the column's CHECK holds it to core/tracking.ts's list. */
	entity_type: ClickEntityType;
	/** null for '' (no taxonomy type). */
	taxonomy_type: string | null;
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

/**
 * The popular order (issue 24): the most distinct visitors first, the latest click breaking ties.
 * Raw clicks play no part, so one visitor's burst of clicks moves an entity by one visitor at most.
 * `ca` names the click_analytics row.
 */
const POPULAR_ORDER = sql`ca.unique_visitors desc, ca.last_clicked_at desc nulls last`;

/**
 * The clicked entities of one type (and taxonomy type, when given), in the popular order, the
 * first `limit`; archived photos and deleted events left out.
 */
export async function popularEntities(
	database: Database,
	entityType: ClickEntityType,
	taxonomyType: string | null | undefined,
	limit: number,
): Promise<PopularContentRow[]> {
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

/** Ranked live photos from `start`, `count` of them (at least one): the popular pool in order. */
export function rankedPhotos(database: Database, start: number, count: number): Promise<PhotoSummaryRow[]> {
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
		select ${CARD_COLUMNS}
		from (${ranked}) r join photos_details d on d.id = r.id
		order by r.unique_visitors desc, r.last_clicked_at desc nulls last, r.photoid`);
}
