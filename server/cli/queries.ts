import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";

/** The CLI's own statements; the commands' other work calls the domains' services. */

/** How many click events wait for the aggregator (analytics/aggregator.ts). */
export async function unprocessedClickCount(executor: Executor): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		executor,
		sql`select count(*)::int as n from click_events where not processed`,
	);
	return row?.n ?? 0;
}
