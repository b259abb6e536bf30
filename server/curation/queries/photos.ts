import type { CuratedPhoto } from "@core/contracts/curation";
import type { PhotoStatus } from "@core/photo-status";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { photos } from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * The curation's SQL is split by concept: this file holds the photos as events and collections
 * show them and the pieces both use (pages, id lists); events.ts and
 * collections.ts hold theirs. Rows become responses only through the mappers in them.
 */

export type Page = { page: number; page_size: number };
export const pageOf = ({ page, page_size }: Page) => sql`limit ${page_size} offset ${(page - 1) * page_size}`;
export const uuids = (ids: readonly string[]) => sql`${sqlArray(ids)}::uuid[]`;

/** The photo columns (alias `p`) a curated photo needs. */
export const CURATED_COLUMNS = sql`p.id, p.photoid, p.title, p.thumbnail_url, p.width, p.height, p.photo_status`;

export type CuratedRow = Columns<
	typeof photos,
	"id" | "photoid" | "title" | "thumbnail_url" | "width" | "height" | "photo_status"
>;

export const toCuratedPhoto = (row: CuratedRow): CuratedPhoto => ({
	id: row.id,
	photoid: row.photoid,
	title: row.title,
	thumbnail_url: row.thumbnail_url,
	width: row.width,
	height: row.height,
	photo_status: row.photo_status as PhotoStatus,
});

/** How many of the ids name photos, and how many of those are live. */
export async function countPhotos(executor: Executor, ids: readonly string[]): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		executor,
		sql`select count(*)::int as n from photos where id = any(${uuids(ids)})`,
	);
	return row?.n ?? 0;
}

export async function countLivePhotos(executor: Executor, ids: readonly string[]): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		executor,
		sql`select count(*)::int as n from photos where id = any(${uuids(ids)}) and photo_status = 'live'`,
	);
	return row?.n ?? 0;
}
