import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** How many photos buyers can find: live ones only. */
export async function countLivePhotos(database: Database): Promise<number> {
	const rows = await database.query<{ n: number }>(
		sql`select count(*)::int as n from photos where photo_status = 'live'`,
	);
	return rows[0]?.n ?? 0;
}
