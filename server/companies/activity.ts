import type { ActivityKind } from "@core/teams";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/executor";

/** One entry of a production's activity feed (issue 29, item 5). */
export type ActivityEntry = {
	projectId: string;
	actorId: string | null;
	kind: ActivityKind;
	photoId?: string | null;
	wishlistId?: string | null;
	orderId?: string | null;
	/** How many photos the action covered (a batch add, a send for approval). */
	count?: number;
	note?: string | null;
};

/**
 * Records what happened in a production, in the caller's transaction so the feed never tells of
 * something that was rolled back. Only productions of a company keep a feed: for a personal
 * project nothing is written.
 */
export async function recordActivity(executor: Executor, entry: ActivityEntry): Promise<void> {
	await executor.execute(sql`
		insert into production_activity (project_id, actor_id, kind, photo_id, wishlist_id, order_id, count, note)
		select p.id, ${entry.actorId}, ${entry.kind}, ${entry.photoId ?? null}, ${entry.wishlistId ?? null},
			${entry.orderId ?? null}, ${entry.count ?? 1}, ${entry.note ?? null}
		from projects p where p.id = ${entry.projectId} and p.company_id is not null`);
}
