import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { click_analytics, click_daily, events, profiles, users } from "../db/schema";
import { type AuthClient, authClient, signUp } from "../test/auth-client";
import type { TestContext } from "../test/harness";

/**
 * click_analytics and click_daily rows written directly, as the aggregator would leave them, so
 * the read side can be tested on counts a test names.
 */
export type ClickRow = {
	entity_type: "photo" | "taxonomy" | "event" | "tag";
	entity_id: string;
	taxonomy_type?: string;
	total_clicks: number;
	unique_users?: number;
	unique_sessions?: number;
	/** Distinct visitors, what the popular lists rank by: 1 unless named. */
	unique_visitors?: number;
	last_clicked_at?: Date | null;
};

export async function insertClicks(database: Database, rows: ClickRow[]): Promise<void> {
	if (rows.length === 0) return;
	await database.db.insert(click_analytics).values(
		rows.map((r) => ({
			entity_type: r.entity_type,
			entity_id: r.entity_id,
			taxonomy_type: r.taxonomy_type ?? "",
			total_clicks: r.total_clicks,
			unique_users: r.unique_users ?? 1,
			unique_sessions: r.unique_sessions ?? 1,
			unique_visitors: r.unique_visitors ?? 1,
			last_clicked_at: r.last_clicked_at === undefined ? new Date() : r.last_clicked_at,
		})),
	);
}

export type DailyRow = {
	day: string;
	entity_type: "photo" | "taxonomy" | "event" | "tag";
	entity_id: string;
	taxonomy_type?: string;
	clicks: number;
};

export async function insertDaily(database: Database, rows: DailyRow[]): Promise<void> {
	if (rows.length === 0) return;
	await database.db
		.insert(click_daily)
		.values(rows.map((r) => ({ ...r, taxonomy_type: r.taxonomy_type ?? "" })));
}

/** Events by name; returns their ids in the same order. */
export async function insertEvents(database: Database, names: string[]): Promise<string[]> {
	const rows = await database.db
		.insert(events)
		.values(names.map((name) => ({ name })))
		.returning({ id: events.id });
	return rows.map((r) => r.id);
}

/** A family with a storefront name (null: a profile without one); returns the user id. */
export async function insertFamily(
	database: Database,
	email: string,
	storefront: string | null,
): Promise<string> {
	const [user] = await database.db
		.insert(users)
		.values({ email, name: "Family" })
		.returning({ id: users.id });
	if (!user) throw new Error("fixture family");
	await database.db.insert(profiles).values({ id: user.id, storefront_name: storefront });
	return user.id;
}

/** A UTC day `n` days before today, as YYYY-MM-DD. */
export const daysAgo = (n: number, now: number = Date.now()) =>
	new Date(now - n * 86_400_000).toISOString().slice(0, 10);

/** A member signed in (by the sign-up link) in a client of their own, with their user id. */
export async function signedInMember(
	ctx: TestContext,
	email: string,
	firstName: string,
): Promise<{ client: AuthClient; id: string }> {
	const client = authClient(ctx);
	await signUp(ctx, client, email, firstName);
	const [user] = await ctx.database.query<{ id: string }>(sql`select id from users where email = ${email}`);
	if (!user) throw new Error(`no user ${email}`);
	return { client, id: user.id };
}
