import type { FamilyStorefront, FamilyStorefrontUpdate } from "@core/contracts/families";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { type Executor, isoTimeOrNull, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { profiles } from "../../db/schema";

/**
 * The SQL of a family's own storefront (issue 27): its profile's storefront and mail settings,
 * making a member a family, and closing the storefront.
 */

type StorefrontRow = Columns<
	typeof profiles,
	| "storefront_name"
	| "storefront_bio"
	| "location"
	| "portrait_url"
	| "notify_sales"
	| "notify_reviews"
	| "notify_payouts"
	| "storefront_closed_at"
> & { user_id: string; live_count: number };

/** The family's storefront (defaults when it has no profile row yet); null for no such user. */
export async function ownStorefront(executor: Executor, userId: string): Promise<FamilyStorefront | null> {
	const [row] = await rowsOf<StorefrontRow>(
		executor,
		sql`select u.id as user_id, pr.storefront_name, pr.storefront_bio, pr.location, pr.portrait_url,
				coalesce(pr.notify_sales, true) as notify_sales, coalesce(pr.notify_reviews, true) as notify_reviews,
				coalesce(pr.notify_payouts, true) as notify_payouts, pr.storefront_closed_at,
				(select count(*)::int from photos p where p.user_id = u.id and p.photo_status = 'live') as live_count
			from users u left join profiles pr on pr.id = u.id where u.id = ${userId}`,
	);
	if (!row) return null;
	return {
		user_id: row.user_id,
		storefront_name: row.storefront_name,
		storefront_bio: row.storefront_bio,
		location: row.location,
		portrait_url: row.portrait_url,
		notify_sales: row.notify_sales,
		notify_reviews: row.notify_reviews,
		notify_payouts: row.notify_payouts,
		closed_at: isoTimeOrNull(row.storefront_closed_at),
		live_count: row.live_count,
	};
}

const UPDATABLE = [
	"storefront_name",
	"storefront_bio",
	"location",
	"notify_sales",
	"notify_reviews",
	"notify_payouts",
] as const;

/** Writes the fields given (the profile row is made if needed). */
export async function updateOwnStorefront(
	executor: Executor,
	userId: string,
	update: z.output<typeof FamilyStorefrontUpdate>,
): Promise<void> {
	const fields = UPDATABLE.filter((name) => update[name] !== undefined);
	if (fields.length === 0) return;
	const names = sql.raw(fields.join(", "));
	const values = sql.join(
		fields.map((name) => sql`${update[name] ?? null}`),
		sql`, `,
	);
	const sets = sql.join(
		fields.map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
		sql`, `,
	);
	await executor.execute(sql`insert into profiles (id, ${names}) values (${userId}, ${values})
		on conflict (id) do update set ${sets}, updated_at = now()`);
}

/**
 * Makes the user a family (an admin keeps its role) with this storefront: the name, and the
 * story and portrait when given (an application's). A closed storefront opens again.
 */
export async function makeFamily(
	executor: Executor,
	userId: string,
	storefront: { storefront_name: string; storefront_bio?: string; portrait_url?: string | null },
): Promise<void> {
	await executor.execute(sql`update users set role = 'family', updated_at = now()
		where id = ${userId} and role = 'user'`);
	const bio = storefront.storefront_bio ?? null;
	const portrait = storefront.portrait_url ?? null;
	await executor.execute(sql`insert into profiles (id, storefront_name, storefront_bio, portrait_url)
		values (${userId}, ${storefront.storefront_name}, ${bio}, ${portrait})
		on conflict (id) do update set storefront_name = excluded.storefront_name,
			storefront_bio = coalesce(excluded.storefront_bio, profiles.storefront_bio),
			portrait_url = coalesce(excluded.portrait_url, profiles.portrait_url),
			storefront_closed_at = null, updated_at = now()`);
}

/** The family's profile, locked for the closing; null when it has none. */
export async function lockProfile(
	executor: Executor,
	userId: string,
): Promise<Columns<typeof profiles, "storefront_closed_at"> | null> {
	const [row] = await rowsOf<Columns<typeof profiles, "storefront_closed_at">>(
		executor,
		sql`select storefront_closed_at from profiles where id = ${userId} for update`,
	);
	return row ?? null;
}

/**
 * Withdraws every photo of the family not yet archived (licences already sold stay valid: they
 * are purchases, which the archive leaves alone); returns how many.
 */
export async function withdrawAllPhotos(executor: Executor, userId: string): Promise<number> {
	const rows = await rowsOf<{ id: string }>(
		executor,
		sql`update photos set photo_status = 'archived', withdrawn_at = now(), updated_at = now()
			where user_id = ${userId} and photo_status <> 'archived' returning id`,
	);
	return rows.length;
}

export async function markStorefrontClosed(executor: Executor, userId: string): Promise<void> {
	await executor.execute(sql`insert into profiles (id, storefront_closed_at) values (${userId}, now())
		on conflict (id) do update set storefront_closed_at = now(), updated_at = now()`);
}

export async function setOwnPortraitUrl(
	executor: Executor,
	userId: string,
	url: string | null,
): Promise<void> {
	await executor.execute(sql`insert into profiles (id, portrait_url) values (${userId}, ${url})
		on conflict (id) do update set portrait_url = excluded.portrait_url, updated_at = now()`);
}
