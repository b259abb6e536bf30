import type {
	AdminFamily,
	AdminFamilyDetail,
	AdminFamilyListQuery,
	AdminFamilyListResponse,
	FamilyCreate,
	FamilyUpdate,
} from "@core/contracts/admin-catalogue";
import { PHOTO_STATUSES, type PhotoStatus } from "@core/photo-status";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf, uniqueViolation } from "../db/executor";
import { likePattern } from "../db/sql";
import { ConflictError, NotFoundError } from "../errors";

export const FAMILY_NOT_FOUND = "Family not found";
export const DUPLICATE_EMAIL = "A user with this email already exists";
export const familyNotFound = () => new NotFoundError(FAMILY_NOT_FOUND);

type FamilyRow = {
	id: string;
	email: string;
	first_name: string | null;
	storefront_name: string | null;
	storefront_bio: string | null;
	location: string | null;
	portrait_url: string | null;
	photo_count: number;
	live_count: number;
	sales_count: number;
	/** A bigint sum: the drivers answer it as text. */
	revenue_cents: number | string;
	created_at: Date | string;
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

export async function listFamilies(database: Database, filter: ListFilter): Promise<AdminFamilyListResponse> {
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
		database.query<FamilyRow>(page),
		database.query<{ total: number }>(sql`select count(*)::int as total from (${familiesWhere(where)}) f`),
	]);
	return {
		families: rows.map(toFamily),
		total: count?.total ?? 0,
		page: filter.page,
		page_size: filter.page_size,
	};
}

async function findFamily(executor: Executor, id: string): Promise<AdminFamily | null> {
	const [row] = await rowsOf<FamilyRow>(
		executor,
		sql`select ${COLUMNS} from (${familiesWhere(sql`u.id = ${id}`)}) f ${COUNTS}`,
	);
	return row ? toFamily(row) : null;
}

export async function getFamily(database: Database, id: string): Promise<AdminFamily> {
	const family = await findFamily(database.db, id);
	if (!family) throw familyNotFound();
	return family;
}

type SaleRow = {
	purchase_id: string;
	photo_id: string;
	photoid: number;
	title: string;
	thumbnail_url: string | null;
	license_type: string;
	price_cents: number;
	purchase_date: Date | string;
};

/** A family's page: the family, its photos per status and its newest 50 sales. */
export async function familyDetail(database: Database, id: string): Promise<AdminFamilyDetail> {
	const family = await getFamily(database, id);
	const [statuses, sales] = await Promise.all([
		database.query<{ photo_status: string; n: number }>(sql`
			select photo_status, count(*)::int as n from photos where user_id = ${id} group by photo_status`),
		database.query<SaleRow>(sql`
			select pu.id as purchase_id, ph.id as photo_id, ph.photoid, ph.title, ph.thumbnail_url,
				pu.license_type, pu.price_cents, pu.purchase_date
			from purchases pu join photos ph on ph.id = pu.photo_id
			where ph.user_id = ${id} and pu.deleted_at is null
			order by pu.purchase_date desc, pu.id desc
			limit 50`),
	]);
	const status_counts = Object.fromEntries(PHOTO_STATUSES.map((s) => [s, 0])) as Record<PhotoStatus, number>;
	for (const row of statuses)
		if (row.photo_status in status_counts) status_counts[row.photo_status as PhotoStatus] = row.n;
	return {
		family,
		status_counts,
		sales: sales.map((s) => ({ ...s, purchase_date: isoTime(s.purchase_date) })),
	};
}

/**
 * A family account made by an admin: the user (as better-auth would make it, so the family
 * signs in later with an email link; no password) and its storefront profile, both or neither.
 */
export async function createFamily(
	database: Database,
	input: z.output<typeof FamilyCreate>,
): Promise<AdminFamily> {
	const email = input.email.trim().toLowerCase();
	try {
		return await database.db.transaction(async (tx) => {
			const [taken] = await rowsOf<{ id: string }>(
				tx,
				sql`select id from users where lower(email) = ${email}`,
			);
			if (taken) throw new ConflictError(DUPLICATE_EMAIL);
			const [user] = await rowsOf<{ id: string }>(
				tx,
				sql`insert into users (email, name) values (${email}, ${input.first_name ?? input.storefront_name})
					returning id`,
			);
			if (!user) throw new Error("user insert returned no row");
			// needs_password_setup as for every account made by an email link: it has no password yet.
			await tx.execute(sql`insert into profiles (id, first_name, storefront_name, storefront_bio, location,
					needs_password_setup)
				values (${user.id}, ${input.first_name ?? null}, ${input.storefront_name},
					${input.storefront_bio ?? null}, ${input.location ?? null}, true)`);
			const family = await findFamily(tx, user.id);
			if (!family) throw new Error("the new family was not found");
			return family;
		});
	} catch (err) {
		// Two admins adding the same address at once: the index decides, the message is the same.
		if (uniqueViolation(err) !== null) throw new ConflictError(DUPLICATE_EMAIL);
		throw err;
	}
}

const PROFILE_FIELDS = ["storefront_name", "storefront_bio", "location", "first_name"] as const;

/** Changes the given storefront fields; a family known only by its photos gets its profile row here. */
export async function updateFamily(
	database: Database,
	id: string,
	update: z.output<typeof FamilyUpdate>,
): Promise<AdminFamily> {
	await getFamily(database, id);
	const fields = PROFILE_FIELDS.filter((name) => update[name] !== undefined);
	const values = fields.map((name) => sql`${update[name] ?? null}`);
	const names = sql.raw(fields.join(", "));
	const sets = sql.join(
		fields.map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`),
		sql`, `,
	);
	await database.query(sql`
		insert into profiles (id, ${names}) values (${id}, ${sql.join(values, sql`, `)})
		on conflict (id) do update set ${sets}, updated_at = now()`);
	return getFamily(database, id);
}
