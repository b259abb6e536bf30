import type {
	CollectionSummary,
	CoverImage,
	EventSummary,
	FilterOptionsResponse,
	StorefrontResponse,
	TaxonomyNameResponse,
} from "@core/contracts/listings";
import { isUuid } from "@core/route-params";
import type { RouteTaxonomyType } from "@core/taxonomy";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { NotFoundError, ValidationError } from "../errors";

/**
 * The browse lists beside search: events, public collections, storefronts, the filter
 * panel's option values and taxonomy names. Counts and covers only ever see live photos.
 */

/** A creator with neither a storefront name nor a name (spec section 8, creator name fallbacks). */
export const UNKNOWN_CREATOR = "Unknown Creator";

type CoverRow = {
	cover_id: string | null;
	cover_thumbnail_url: string | null;
	cover_width: number | null;
	cover_height: number | null;
	cover_title: string | null;
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
export async function listEvents(database: Database): Promise<EventSummary[]> {
	const { columns, join } = liveCountAndCover(
		sql`from photo_events pe join photos p on p.id = pe.photo_id where pe.event_id = e.id`,
		sql`p.created_at desc, p.id`,
	);
	const rows = await database.query<CoverRow & { id: string; name: string; photo_count: number }>(sql`
		select e.id, e.name, ${columns} from events e ${join} order by lower(e.name), e.id`);
	return rows.map((r) => ({ id: r.id, name: r.name, photo_count: r.photo_count, cover: toCover(r) }));
}

type CollectionRow = CoverRow & {
	id: string;
	title: string;
	description: string | null;
	photo_count: number;
};

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

export async function listCollections(database: Database): Promise<CollectionSummary[]> {
	return (await database.query<CollectionRow>(collectionsQuery())).map(toCollection);
}

/** One public collection; a private or unknown one is not found (the same answer for both). */
export async function getCollection(database: Database, id: string): Promise<CollectionSummary> {
	const [row] = await database.query<CollectionRow>(collectionsQuery(id));
	if (!row) throw new NotFoundError("Collection not found");
	return toCollection(row);
}

/**
 * A family's storefront: there is one while the family has live photos (the rule the sitemap and
 * the creator pages follow too), named from its profile when it has one.
 */
export async function getStorefront(database: Database, userId: string): Promise<StorefrontResponse> {
	const [row] = await database.query<{
		storefront_name: string | null;
		first_name: string | null;
		storefront_bio: string | null;
		location: string | null;
		portrait_url: string | null;
		photo_count: number;
	}>(sql`
		select pr.storefront_name, pr.first_name, pr.storefront_bio, pr.location, pr.portrait_url,
			(select count(*)::int from photos p where p.user_id = u.id and p.photo_status = 'live') as photo_count
		from users u left join profiles pr on pr.id = u.id where u.id = ${userId}`);
	if (!row || row.photo_count === 0) throw new NotFoundError("Storefront not found");
	return {
		user_id: userId,
		storefront_name: creatorName(row),
		bio: row.storefront_bio,
		location: row.location,
		portrait_url: row.portrait_url,
		photo_count: row.photo_count,
	};
}

/** What a creator is called: the storefront's name, else the first name. */
const creatorName = (row: { storefront_name: string | null; first_name: string | null }) =>
	row.storefront_name?.trim() || row.first_name?.trim() || UNKNOWN_CREATOR;

type Facet = { value: string; count: number };

/** Option values present among live photos, most common first, for the filter panel. */
export async function filterOptions(database: Database): Promise<FilterOptionsResponse> {
	const live = sql`photos p where p.photo_status = 'live'`;
	const [decades, ethnicities, ageGroups, countries, states, cities, events] = await Promise.all([
		database.query<Facet>(sql`select p.decade_taken as value, count(*)::int as count from ${live}
			and p.decade_taken is not null group by 1 order by 1`),
		database.query<Facet>(sql`select v as value, count(*)::int as count
			from photos p cross join lateral unnest(p.ethnicities) v where p.photo_status = 'live'
			group by 1 order by 2 desc, 1`),
		database.query<Facet>(sql`select v as value, count(*)::int as count
			from photos p cross join lateral unnest(p.age_groups) v where p.photo_status = 'live'
			group by 1 order by 2 desc, 1`),
		database.query<Facet>(sql`select p.location_country as value, count(*)::int as count from ${live}
			and p.location_country is not null group by 1 order by 1`),
		database.query<Facet & { country: string | null }>(sql`select p.location_state_province as value,
			p.location_country as country, count(*)::int as count from ${live}
			and p.location_state_province is not null group by 1, 2 order by 1, 2`),
		database.query<
			Facet & { state: string | null; country: string | null }
		>(sql`select p.location_city as value,
			p.location_state_province as state, p.location_country as country, count(*)::int as count
			from ${live} and p.location_city is not null group by 1, 2, 3 order by 1, 2, 3`),
		database.query<Facet & { id: string }>(sql`select e.id, e.name as value, count(*)::int as count
			from events e join photo_events pe on pe.event_id = e.id
			join photos p on p.id = pe.photo_id and p.photo_status = 'live'
			group by e.id, e.name order by lower(e.name), e.id`),
	]);
	return { decades, ethnicities, age_groups: ageGroups, countries, states, cities, events };
}

/**
 * What a taxonomy page's title calls its value: a creator's storefront name, else the value
 * itself (tags, decades, places and styles are their own names).
 */
export async function taxonomyName(
	database: Database,
	type: RouteTaxonomyType,
	id: string,
): Promise<TaxonomyNameResponse> {
	if (type !== "creator") return { type, id, name: id };
	if (!isUuid(id)) throw new ValidationError("A creator id is a uuid", { id: "must be a uuid" });
	const [row] = await database.query<{ storefront_name: string | null; first_name: string | null }>(sql`
		select pr.storefront_name, pr.first_name from users u left join profiles pr on pr.id = u.id
		where u.id = ${id} and exists (select 1 from photos p where p.user_id = u.id and p.photo_status = 'live')`);
	// Only a family with live photos is a creator: any other account's name stays private.
	if (!row) throw new NotFoundError("Creator not found");
	return { type, id, name: creatorName(row) };
}
