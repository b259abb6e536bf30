import type { PhotoSummary } from "@core/contracts/catalogue";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type PhotoSummaryRow, toPhotoSummary } from "../photos/mappers";

/** The most-clicked live photos, by click_analytics; empty until visitors have clicked. */
export async function popularPhotos(database: Database, limit: number): Promise<PhotoSummary[]> {
	const rows = await database.query<PhotoSummaryRow>(sql`
		select d.id, d.photoid, d.title, d.thumbnail_url, d.preview_url, d.width, d.height, d.price,
			d.user_id, d.storefront_name, d.decade_taken, d.event_names
		from click_analytics ca
		join photos_details d on d.id = (case when ca.entity_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ca.entity_id::uuid end)
		where ca.entity_type = 'photo' and d.photo_status = 'live' and ca.total_clicks > 0
		order by ca.total_clicks desc, ca.last_clicked_at desc nulls last, d.photoid
		limit ${limit}`);
	return rows.map(toPhotoSummary);
}
