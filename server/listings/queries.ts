import type {
	CollectionSummary,
	CoverImage,
	EventSummary,
	FilterOptionsResponse,
} from "@core/contracts/listings";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { collections, events, photos, profiles } from "../db/schema";

/**
 * The browse lists' SQL: events, public collections, storefronts, the filter panel's option
 * values and creators' names. Counts and covers only ever see live photos.
 */

type CoverColumn = "id" | "thumbnail_url" | "width" | "height" | "title";

/** The cover photo's columns under `cover_` names; null when the set has no live photo. */
type CoverRow = {
	[K in CoverColumn as `cover_${K}`]: Columns<typeof photos, K>[K] | null;
};

function toCover(row: CoverRow): CoverImage | null {
	if (!row.cover_id) return null;
	return {
		photo_id: row.cover_id,
		thumbnail_url: row.cover_thumbnail_url,
		width: row.cover_width,
		height: row.cover_height,
		title: row.cover_title ?? "",
	};
}

/**
 * The columns every cover card needs for a set of photos given as `from … where …` (aliasing
 * the photos `p`): its live photos counted, and the first live one in `order` as cover (`c`).
 */
function liveCountAndCover(members: SQL, order: SQL): { columns: SQL; join: SQL } {
	return {
		columns: sql`(select count(*)::int ${members} and p.photo_status = 'live') as photo_count,
			c.id as cover_id, c.thumbnail_url as cover_thumbnail_url, c.width as cover_width,
			c.height as cover_height, c.title as cover_title`,
		join: sql`left join lateral (
			select p.id, p.thumbnail_url, p.width, p.height, p.title ${members} and p.photo_status = 'live'
			order by ${order} limit 1
		) c on true`,
	};
}

/** Every event, by name, with its live photos counted and its newest live photo as cover. */
export async function eventSummaries(executor: Executor): Promise<EventSummary[]> {
	const { columns, join } = liveCountAndCover(
		sql`from photo_events pe join photos p on p.id = pe.photo_id where pe.event_id = e.id`,
		sql`p.created_at desc, p.id`,
	);
	const rows = await rowsOf<CoverRow & Columns<typeof events, "id" | "name"> & { photo_count: number }>(
		executor,
		sql`select e.id, e.name, ${columns} from events e ${join} order by lower(e.name), e.id`,
	);
	return rows.map((r) => ({ id: r.id, name: r.name, photo_count: r.photo_count, cover: toCover(r) }));
}

type CollectionRow = CoverRow &
	Columns<typeof collections, "id" | "title" | "description"> & { photo_count: number };

/** Public collections; the cover is the chosen cover photo while it is live, else the first live one. */
function collectionsQuery(only?: string) {
	const { columns, join } = liveCountAndCover(
		sql`from collection_photos cp join photos p on p.id = cp.photo_id where cp.collection_id = col.id`,
		sql`(p.id = col.cover_photo_id) desc, cp.position, cp.added_at, p.id`,
	);
	return sql`
		select col.id, col.title, col.description, ${columns}
		from collections col ${join}
		where col.is_public ${only ? sql`and col.id = ${only}` : sql``}
		order by col.created_at desc, col.title, col.id`;
}

const toCollection = (r: CollectionRow): CollectionSummary => ({
	id: r.id,
	title: r.title,
	description: r.description,
	photo_count: r.photo_count,
	cover: toCover(r),
});

/** The public collections, newest first; `only` narrows them to one. */
export async function publicCollections(executor: Executor, only?: string): Promise<CollectionSummary[]> {
	return (await rowsOf<CollectionRow>(executor, collectionsQuery(only))).map(toCollection);
}

type StorefrontRow = Columns<
	typeof profiles,
	"storefront_name" | "first_name" | "storefront_bio" | "location" | "portrait_url" | "storefront_closed_at"
> & { photo_count: number };

/** A user's storefront columns (null without a profile) and live photo count; undefined for no such user. */
export async function storefrontRow(executor: Executor, userId: string): Promise<StorefrontRow | undefined> {
	const [row] = await rowsOf<StorefrontRow>(
		executor,
		sql`select pr.storefront_name, pr.first_name, pr.storefront_bio, pr.location, pr.portrait_url,
			pr.storefront_closed_at,
			(select count(*)::int from photos p where p.user_id = u.id and p.photo_status = 'live') as photo_count
		from users u left join profiles pr on pr.id = u.id where u.id = ${userId}`,
	);
	return row;
}

/** A creator's names: a user with live photos; undefined for any other account. */
export async function creatorRow(
	executor: Executor,
	id: string,
): Promise<Columns<typeof profiles, "storefront_name" | "first_name"> | undefined> {
	const [row] = await rowsOf<Columns<typeof profiles, "storefront_name" | "first_name">>(
		executor,
		sql`select pr.storefront_name, pr.first_name from users u left join profiles pr on pr.id = u.id
			where u.id = ${id} and exists (select 1 from photos p where p.user_id = u.id and p.photo_status = 'live')`,
	);
	return row;
}

type Facet = { value: string; count: number };

/** Option values present among live photos, most common first, for the filter panel. */
export async function liveFilterOptions(executor: Executor): Promise<FilterOptionsResponse> {
	const live = sql`photos p where p.photo_status = 'live'`;
	const [decades, ethnicities, ageGroups, countries, states, cities, events] = await Promise.all([
		rowsOf<Facet>(
			executor,
			sql`select p.decade_taken as value, count(*)::int as count from ${live}
			and p.decade_taken is not null group by 1 order by 1`,
		),
		rowsOf<Facet>(
			executor,
			sql`select v as value, count(*)::int as count
			from photos p cross join lateral unnest(p.ethnicities) v where p.photo_status = 'live'
			group by 1 order by 2 desc, 1`,
		),
		rowsOf<Facet>(
			executor,
			sql`select v as value, count(*)::int as count
			from photos p cross join lateral unnest(p.age_groups) v where p.photo_status = 'live'
			group by 1 order by 2 desc, 1`,
		),
		rowsOf<Facet>(
			executor,
			sql`select p.location_country as value, count(*)::int as count from ${live}
			and p.location_country is not null group by 1 order by 1`,
		),
		rowsOf<Facet & { country: string | null }>(
			executor,
			sql`select p.location_state_province as value,
			p.location_country as country, count(*)::int as count from ${live}
			and p.location_state_province is not null group by 1, 2 order by 1, 2`,
		),
		rowsOf<Facet & { state: string | null; country: string | null }>(
			executor,
			sql`select p.location_city as value,
			p.location_state_province as state, p.location_country as country, count(*)::int as count
			from ${live} and p.location_city is not null group by 1, 2, 3 order by 1, 2, 3`,
		),
		rowsOf<Facet & { id: string }>(
			executor,
			sql`select e.id, e.name as value, count(*)::int as count
			from events e join photo_events pe on pe.event_id = e.id
			join photos p on p.id = pe.photo_id and p.photo_status = 'live'
			group by e.id, e.name order by lower(e.name), e.id`,
		),
	]);
	return { decades, ethnicities, age_groups: ageGroups, countries, states, cities, events };
}
