import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";

/** The headline counts, each computed beside the SQL below. */
type CatalogueStatsRow = {
	photos: number;
	live_photos: number;
	families: number;
	events: number;
	users: number;
	admins: number;
};

/** Headline counts of the catalogue and its accounts, for the CLI and admin screens. */
export async function catalogueStats(executor: Executor): Promise<Record<string, number>> {
	const rows = await rowsOf<CatalogueStatsRow>(
		executor,
		sql`select
		(select count(*)::int from photos) as photos,
		(select count(*)::int from photos where photo_status = 'live') as live_photos,
		(select count(distinct user_id)::int from photos) as families,
		(select count(*)::int from events) as events,
		(select count(*)::int from users) as users,
		(select count(*)::int from users where role = 'admin') as admins`,
	);
	return rows[0] ?? {};
}
