import type { PhotoFlags, PhotoFlagsUpdate, PhotoInsights } from "@core/contracts/photos";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** Click events on the photo still waiting to be counted (the Admin tab polls this). */
export async function unprocessedClicks(database: Database, photoId: string): Promise<number> {
	const [row] = await database.query<{ n: number }>(sql`
		select count(*)::int as n from click_events
		where entity_type = 'photo' and entity_id = ${photoId} and not processed`);
	return row?.n ?? 0;
}

/** The Admin tab of a photo page, in one statement; null when there is no such photo. */
export async function photoInsights(database: Database, photoId: string): Promise<PhotoInsights | null> {
	const [row] = await database.query<{
		photoshop: boolean;
		info_missing: boolean;
		missing_faces: boolean;
		total_clicks: number | null;
		unique_users: number | null;
		unique_sessions: number | null;
		unique_visitors: number | null;
		last_clicked_at: Date | string | null;
		sales_count: number;
		revenue_cents: number | string;
		unprocessed: number;
	}>(sql`
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
	if (!row) return null;
	return {
		flags: { photoshop: row.photoshop, info_missing: row.info_missing, missing_faces: row.missing_faces },
		clicks: {
			total_clicks: row.total_clicks ?? 0,
			unique_users: row.unique_users ?? 0,
			unique_sessions: row.unique_sessions ?? 0,
			unique_visitors: row.unique_visitors ?? 0,
			last_clicked_at: row.last_clicked_at === null ? null : new Date(row.last_clicked_at).toISOString(),
		},
		sales: { count: row.sales_count, revenue_cents: Number(row.revenue_cents) },
		unprocessed_clicks: row.unprocessed,
	};
}

/** Sets the named issue flags of a photo; the flags after the change, or null for no such photo. */
export async function updatePhotoFlags(
	database: Database,
	photoId: string,
	update: PhotoFlagsUpdate,
): Promise<PhotoFlags | null> {
	const set = (name: keyof PhotoFlags) =>
		update[name] === undefined ? sql`${sql.identifier(name)}` : sql`${update[name]}`;
	const [row] = await database.query<PhotoFlags>(sql`
		update photos set photoshop = ${set("photoshop")}, info_missing = ${set("info_missing")},
			missing_faces = ${set("missing_faces")}, updated_at = now()
		where id = ${photoId}
		returning photoshop, info_missing, missing_faces`);
	return row ?? null;
}
