import type { PhotoInsights } from "@core/contracts/photos";
import type { Database } from "../db/client";
import { photoInsightsRow } from "./queries";

/** The Admin tab of a photo page, in one statement; null when there is no such photo. */
export async function photoInsights(database: Database, photoId: string): Promise<PhotoInsights | null> {
	const row = await photoInsightsRow(database, photoId);
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
