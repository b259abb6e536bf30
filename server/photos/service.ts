import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** How many photos the catalogue holds; `liveOnly` counts what buyers can find. */
export async function countPhotos(database: Database, { liveOnly = false } = {}): Promise<number> {
	const rows = await database.query<{ n: number }>(
		liveOnly
			? sql`select count(*)::int as n from photos where photo_status = 'live'`
			: sql`select count(*)::int as n from photos`,
	);
	return rows[0]?.n ?? 0;
}
