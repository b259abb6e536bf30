import type {
	AdminFamily,
	AdminFamilyDetail,
	AdminFamilyListQuery,
	AdminFamilyListResponse,
	FamilyUpdate,
} from "@core/contracts/catalogue";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { answersRow, type Executor, isoTime, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { photos, profiles, purchases, users } from "../db/schema";
import { likePattern } from "../db/sql";

/**
 * The families' SQL: a family is a user with a storefront or photos, read with its counts and
 * sales; its account and storefront profile are written here. Rows become responses through the
 * mappers here.
 */

type FamilyRow = Columns<typeof users, "id" | "email" | "created_at"> &
	Columns<
		typeof profiles,
		"first_name" | "storefront_name" | "storefront_bio" | "location" | "portrait_url"
	> & {
		photo_count: number;
		live_count: number;
		sales_count: number;
		/** A bigint sum: the drivers answer it as text. */
		revenue_cents: number | string;
	};

const toFamily = (row: FamilyRow): AdminFamily => ({
	id: row.id,
	email: row.email,
	first_name: row.first_name,
	storefront_name: row.storefront_name,
	storefront_bio: row.storefront_bio,
	location: row.location,
	portrait_url: row.portrait_url,
	photo_count: row.photo_count,
	live_count: row.live_count,
	sales_count: row.sales_count,
	revenue_cents: Number(row.revenue_cents),
	created_at: isoTime(row.created_at),
});

/** A family is a user with a storefront or at least one photo; buyers and admins are not. */
const IS_FAMILY = sql`(pr.storefront_name is not null
	or exists (select 1 from photos ph where ph.user_id = u.id))`;

/** The families (as `f`) matching a filter, with the columns of users and profiles. */
function familiesWhere(where: SQL): SQL {
	return sql`select u.id, u.email, u.created_at, pr.first_name, pr.storefront_name, pr.storefront_bio,
			pr.location, pr.portrait_url
		from users u left join profiles pr on pr.id = u.id
		where ${IS_FAMILY} and ${where}`;
}

/**
 * A family's counts. A sale is a licence bought for one of its photos and not taken back
 * (refunds set deleted_at), as on the photo page's admin tab.
 */
const COUNTS = sql`
	cross join lateral (select count(*)::int as photo_count,
			(count(*) filter (where ph.photo_status = 'live'))::int as live_count
		from photos ph where ph.user_id = f.id) pc
	cross join lateral (select count(*)::int as sales_count, coalesce(sum(pu.price_cents), 0) as revenue_cents
		from purchases pu join photos ph on ph.id = pu.photo_id
		where ph.user_id = f.id and pu.deleted_at is null) sc`;

const COLUMNS = sql`f.id, f.email, f.first_name, f.storefront_name, f.storefront_bio, f.location,
	f.portrait_url, f.created_at, pc.photo_count, pc.live_count, sc.sales_count, sc.revenue_cents`;

type ListFilter = z.output<typeof AdminFamilyListQuery>;

/** The order of a sort; the id last keeps pages stable when the sorted values tie. */
function orderOf(sort: ListFilter["sort"], dir: ListFilter["dir"]): SQL {
	const way = sql.raw(dir === "desc" ? "desc" : "asc");
	switch (sort) {
		case "storefront_name":
			// Families known only by their photos have no name: they come last either way.
			return sql`lower(f.storefront_name) ${way} nulls last, f.storefront_name ${way}, f.id`;
		case "created_at":
			return sql`f.created_at ${way}, f.id`;
		case "photo_count":
			return sql`pc.photo_count ${way}, lower(f.storefront_name) nulls last, f.id`;
		case "revenue_cents":
			return sql`sc.revenue_cents ${way}, lower(f.storefront_name) nulls last, f.id`;
	}
}

/** A page of the families the filter finds, in its order, and how many it finds in all. */
export async function familiesPage(executor: Executor, filter: ListFilter): Promise<AdminFamilyListResponse> {
	const q = filter.q?.trim();
	const like = q ? likePattern(q) : null;
	// storefront_name ilike reads the trigram index.
	const where = like
		? sql`(pr.storefront_name ilike ${like} or u.email ilike ${like} or pr.first_name ilike ${like})`
		: sql`true`;
	const offset = (filter.page - 1) * filter.page_size;
	const order = orderOf(filter.sort, filter.dir);
	// Sorting by a name or a date needs no counts: take the page first, then count for its rows only.
	const countsFirst = filter.sort === "photo_count" || filter.sort === "revenue_cents";
	const page = countsFirst
		? sql`select ${COLUMNS} from (${familiesWhere(where)}) f ${COUNTS}
			order by ${order} limit ${filter.page_size} offset ${offset}`
		: sql`select ${COLUMNS} from (
				select f.* from (${familiesWhere(where)}) f
				order by ${orderOf(filter.sort, filter.dir)} limit ${filter.page_size} offset ${offset}
			) f ${COUNTS}
			order by ${order}`;
	const [rows, [count]] = await Promise.all([
		rowsOf<FamilyRow>(executor, page),
		rowsOf<{ total: number }>(executor, sql`select count(*)::int as total from (${familiesWhere(where)}) f`),
	]);
	return {
		families: rows.map(toFamily),
		total: count?.total ?? 0,
		page: filter.page,
		page_size: filter.page_size,
	};
}

export async function findFamily(executor: Executor, id: string): Promise<AdminFamily | null> {
	const [row] = await rowsOf<FamilyRow>(
		executor,
		sql`select ${COLUMNS} from (${familiesWhere(sql`u.id = ${id}`)}) f ${COUNTS}`,
	);
	return row ? toFamily(row) : null;
}

/** How many of the family's photos are in each status (statuses without photos left out). */
export function photoStatusCounts(
	executor: Executor,
	id: string,
): Promise<(Columns<typeof photos, "photo_status"> & { n: number })[]> {
	return rowsOf(
		executor,
		sql`select photo_status, count(*)::int as n from photos where user_id = ${id} group by photo_status`,
	);
}

type SaleRow = Columns<typeof purchases, "photo_id" | "license_type" | "price_cents" | "purchase_date"> &
	Columns<typeof photos, "photoid" | "title" | "thumbnail_url"> & { purchase_id: string };

/** The family's newest 50 sales, refunds left out. */
export async function newestSales(executor: Executor, id: string): Promise<AdminFamilyDetail["sales"]> {
	const sales = await rowsOf<SaleRow>(
		executor,
		sql`select pu.id as purchase_id, ph.id as photo_id, ph.photoid, ph.title, ph.thumbnail_url,
				pu.license_type, pu.price_cents, pu.purchase_date
			from purchases pu join photos ph on ph.id = pu.photo_id
			where ph.user_id = ${id} and pu.deleted_at is null
			order by pu.purchase_date desc, pu.id desc
			limit 50`,
	);
	return sales.map((s) => ({ ...s, purchase_date: isoTime(s.purchase_date) }));
}

/** Whether a user has this address (compared lower-cased). */
export async function emailTaken(executor: Executor, email: string): Promise<boolean> {
	return answersRow(executor, sql`select id from users where lower(email) = ${email}`);
}

/** A user as better-auth would make it for an email link (no password): its id. */
export async function insertUser(executor: Executor, email: string, name: string): Promise<string> {
	const [user] = await rowsOf<Columns<typeof users, "id">>(
		executor,
		sql`insert into users (email, name, role) values (${email}, ${name}, 'family') returning id`,
	);
	if (!user) throw new Error("user insert returned no row");
	return user.id;
}

export async function insertStorefrontProfile(
	executor: Executor,
	id: string,
	profile: {
		first_name?: string | null;
		storefront_name: string;
		storefront_bio?: string | null;
		location?: string | null;
	},
): Promise<void> {
	// needs_password_setup as for every account made by an email link: it has no password yet.
	await executor.execute(sql`insert into profiles (id, first_name, storefront_name, storefront_bio, location,
			needs_password_setup)
		values (${id}, ${profile.first_name ?? null}, ${profile.storefront_name},
			${profile.storefront_bio ?? null}, ${profile.location ?? null}, true)`);
}

const PROFILE_FIELDS = ["storefront_name", "storefront_bio", "location", "first_name"] as const;

/** Writes the given storefront fields; a family known only by its photos gets its profile row here. */
export async function upsertStorefront(
	executor: Executor,
	id: string,
	update: z.output<typeof FamilyUpdate>,
): Promise<void> {
	const fields = PROFILE_FIELDS.filter((name) => update[name] !== undefined);
	const values = fields.map((name) => sql`${update[name] ?? null}`);
	const names = sql.raw(fields.join(", "));
	const sets = sql.join(
		fields.map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
		sql`, `,
	);
	await rowsOf(
		executor,
		sql`insert into profiles (id, ${names}) values (${id}, ${sql.join(values, sql`, `)})
			on conflict (id) do update set ${sets}, updated_at = now()`,
	);
}

/** Points the family's profile at its portrait, making the profile if needed. */
export async function setPortraitUrl(executor: Executor, id: string, url: string): Promise<void> {
	await rowsOf(
		executor,
		sql`insert into profiles (id, portrait_url) values (${id}, ${url})
			on conflict (id) do update set portrait_url = excluded.portrait_url, updated_at = now()`,
	);
}

export async function clearPortraitUrl(executor: Executor, id: string): Promise<void> {
	await rowsOf(executor, sql`update profiles set portrait_url = null, updated_at = now() where id = ${id}`);
}
