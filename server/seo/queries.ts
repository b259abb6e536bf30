import { isPositiveIntegerId } from "@core/route-params";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Columns } from "../db/rows";
import type { collections, photos } from "../db/schema";

/**
 * The SEO pages' SQL: what the sitemap lists (each list capped at `limit`), a photo page's head
 * and the picture for pages without one of their own.
 */

// ---------------------------------------------------------------- sitemap

type SitemapCollectionRow = Columns<typeof collections, "id"> & { updated_at: string };

/** The public collections with a live photo, most recently changed first; `updated_at` as YYYY-MM-DD (UTC). */
export function sitemapCollections(database: Database, limit: number): Promise<SitemapCollectionRow[]> {
	return database.query<SitemapCollectionRow>(sql`
			select col.id, to_char(col.updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated_at
			from collections col
			where col.is_public and exists (
				select 1 from collection_photos cp join photos p on p.id = cp.photo_id
				where cp.collection_id = col.id and p.photo_status = 'live')
			order by col.updated_at desc limit ${limit}`);
}

/** The owners of live photos, those with the most first. */
export function sitemapStorefronts(
	database: Database,
	limit: number,
): Promise<Columns<typeof photos, "user_id">[]> {
	return database.query<Columns<typeof photos, "user_id">>(sql`
			select user_id from photos where photo_status = 'live'
			group by user_id order by count(*) desc limit ${limit}`);
}

/** A value a taxonomy page is for. */
export type TaxonomyValueRow = { value: string };

/** The tags of live photos, the most used first. */
export function sitemapTags(database: Database, limit: number): Promise<TaxonomyValueRow[]> {
	return database.query<TaxonomyValueRow>(sql`
			select tag as value from photos, unnest(tags) as tag where photo_status = 'live'
			group by tag order by count(*) desc, tag limit ${limit}`);
}

/** A photos column a taxonomy page lists by (one text value per photo). */
export type TaxonomyColumn = keyof Columns<
	typeof photos,
	"decade_taken" | "location_country" | "image_style" | "color_and_mood"
>;

/** The values live photos have in `column` (not null or empty), in order. */
export function sitemapColumnValues(
	database: Database,
	name: TaxonomyColumn,
	limit: number,
): Promise<TaxonomyValueRow[]> {
	const column = sql.raw(name);
	return database.query<TaxonomyValueRow>(sql`
				select ${column} as value from photos
				where photo_status = 'live' and ${column} is not null and ${column} <> ''
				group by 1 order by 1 limit ${limit}`);
}

// ---------------------------------------------------------------- page heads

export type PhotoHeadRow = Columns<
	typeof photos,
	"photoid" | "title" | "description" | "preview_url" | "width" | "height"
>;

/** A live photo by its photoid (digits) or its uuid, as a page head shows it. */
export async function livePhotoHead(database: Database, id: string): Promise<PhotoHeadRow | undefined> {
	const where = isPositiveIntegerId(id) ? sql`photoid = ${Number(id)}` : sql`id = ${id}::uuid`;
	const [row] = await database.query<PhotoHeadRow>(
		sql`select photoid, title, description, preview_url, width, height from photos
		where ${where} and photo_status = 'live'`,
	);
	return row;
}

/** The picture for pages without one of their own: the most popular featured live photo's preview. */
export async function fallbackPreviewUrl(database: Database): Promise<string | null> {
	const rows = await database.query<Columns<typeof photos, "preview_url">>(sql`
					select preview_url from photos where photo_status = 'live' and preview_url is not null
					order by featured desc, popularity desc, photoid limit 1`);
	return rows[0]?.preview_url ?? null;
}
