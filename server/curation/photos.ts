import type { CuratedPhoto } from "@core/contracts/admin-curation";
import { CURATION_TEXT } from "@core/contracts/admin-curation";
import type { PhotoStatus } from "@core/photo-status";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import { sqlArray } from "../db/sql";
import { ValidationError } from "../errors";

/** The photo columns (alias `p`) a curated photo needs. */
export const CURATED_COLUMNS = sql`p.id, p.photoid, p.title, p.thumbnail_url, p.width, p.height, p.photo_status`;

export type CuratedRow = {
	id: string;
	photoid: number;
	title: string;
	thumbnail_url: string | null;
	width: number | null;
	height: number | null;
	photo_status: string;
};

export const toCuratedPhoto = (row: CuratedRow): CuratedPhoto => ({
	id: row.id,
	photoid: row.photoid,
	title: row.title,
	thumbnail_url: row.thumbnail_url,
	width: row.width,
	height: row.height,
	photo_status: row.photo_status as PhotoStatus,
});

/**
 * Refuses a request naming photos that do not exist (400 on `photo_ids`), before anything is
 * written. Run inside the writing transaction so a photo deleted meanwhile is caught too.
 */
export async function requirePhotos(tx: Executor, ids: readonly string[]): Promise<void> {
	if (ids.length === 0) return;
	const [found] = await rowsOf<{ n: number }>(
		tx,
		sql`select count(*)::int as n from photos where id = any(${sqlArray(ids)}::uuid[])`,
	);
	const missing = new Set(ids).size - (found?.n ?? 0);
	if (missing > 0) {
		const message = CURATION_TEXT.unknownPhotos(missing);
		throw new ValidationError(message, { photo_ids: message });
	}
}
