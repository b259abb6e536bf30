import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

export type QueueFigures = {
	jobsQueued: number;
	jobsRunning: number;
	mailPending: number;
	clickLagSeconds: number;
};

/** The job and mail queues' depth and the click aggregator's lag, in one statement. */
export async function readQueueFigures(database: Database): Promise<QueueFigures> {
	const [row] = await database.query<{
		jobs_queued: number;
		jobs_running: number;
		mail_pending: number;
		click_lag: number | null;
	}>(sql`
		select
			(select count(*)::int from jobs where state = 'queued') as jobs_queued,
			(select count(*)::int from jobs where state = 'running') as jobs_running,
			(select count(*)::int from mail_queue where status = 'pending') as mail_pending,
			(select extract(epoch from now() - created_at)::float8
				from click_events where not processed order by id limit 1) as click_lag
	`);
	return {
		jobsQueued: Number(row?.jobs_queued ?? 0),
		jobsRunning: Number(row?.jobs_running ?? 0),
		mailPending: Number(row?.mail_pending ?? 0),
		clickLagSeconds: Math.max(0, Number(row?.click_lag ?? 0)),
	};
}
