import type { PhotoSummary } from "@core/contracts/photos";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sqlArray } from "../db/sql";
import { type PhotoSummaryRow, toPhotoSummary } from "./mappers";

/** How many photos the catalogue holds; `liveOnly` counts what buyers can find. */
export async function countPhotos(database: Database, { liveOnly = false } = {}): Promise<number> {
	const rows = await database.query<{ n: number }>(
		liveOnly
			? sql`select count(*)::int as n from photos where photo_status = 'live'`
			: sql`select count(*)::int as n from photos`,
	);
	return rows[0]?.n ?? 0;
}

/** The cards of these photos, in the order of `ids` (ids of no photo are left out). */
export async function photoSummaries(database: Database, ids: readonly string[]): Promise<PhotoSummary[]> {
	if (ids.length === 0) return [];
	const rows = await database.queryPrepared<PhotoSummaryRow>(sql`
		select d.id, d.photoid, d.title, d.thumbnail_url, d.preview_url, d.width, d.height, d.price,
			d.user_id, d.storefront_name, d.decade_taken, d.event_names
		from photos_details d where d.id = any(${sqlArray(ids)}::uuid[])`);
	const byId = new Map(rows.map((r) => [r.id, r]));
	return ids.flatMap((id) => {
		const row = byId.get(id);
		return row ? [toPhotoSummary(row)] : [];
	});
}
