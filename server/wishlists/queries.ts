import type { PhotoSummary } from "@core/contracts/photos";
import type { IntegrityIssue, Wishlist, WishlistItem } from "@core/contracts/wishlists";
import type { LicenseType } from "@core/license";
import type { CompanyPermission } from "@core/teams";
import { type SQL, sql } from "drizzle-orm";
import { projectAccess } from "../companies/access";
import { answersRow, type Executor, isoTime, ownedNameTaken, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import {
	type photos_details,
	type profiles,
	type projects,
	type wishlist_items,
	wishlists,
} from "../db/schema";
import { sqlArray } from "../db/sql";
import { type PhotoSummaryRow, toPhotoSummary } from "../photos/mappers";
import { CARD_COLUMNS } from "../photos/queries";
import { wishlistAccess, wishlistManage } from "./access";

/** How many of a wishlist's newest photos give the list its cover. */
const COVER_COUNT = 4;

export type WishlistRow = Columns<
	typeof wishlists,
	"id" | "name" | "description" | "project_id" | "share_code" | "created_at" | "updated_at"
> & {
	project_name: Columns<typeof projects, "name">["name"] | null;
	company: Columns<typeof projects, "company">["company"];
	item_count: number;
	cover_urls: string[];
};

export const toWishlist = (row: WishlistRow): Wishlist => ({
	id: row.id,
	name: row.name,
	description: row.description,
	project_id: row.project_id,
	project_name: row.project_name,
	company: row.company,
	item_count: Number(row.item_count),
	cover_urls: row.cover_urls,
	share_code: row.share_code,
	created_at: isoTime(row.created_at),
	updated_at: isoTime(row.updated_at),
});

/**
 * Wishlists as lists show them, in one statement: the project and its company, and the count and
 * newest thumbnails of the photos still live (the detail page leaves the others out too).
 */
export const selectWishlists = (where: SQL, orderBy: SQL = sql`w.updated_at desc, w.id`) => sql`
	select w.id, w.name, w.description, w.project_id, p.name as project_name, p.company,
		i.item_count, coalesce(i.cover_urls, '{}'::text[]) as cover_urls,
		w.share_code, w.created_at, w.updated_at
	from wishlists w
	left join projects p on p.id = w.project_id
	cross join lateral (
		select count(*)::int as item_count,
			(array_agg(ph.thumbnail_url order by wi.added_at desc, wi.id desc)
				filter (where ph.thumbnail_url is not null))[1:${sql.raw(String(COVER_COUNT))}] as cover_urls
		from wishlist_items wi join photos ph on ph.id = wi.photo_id and ph.photo_status = 'live'
		where wi.wishlist_id = w.id
	) i
	where ${where}
	order by ${orderBy}`;

export type WishlistItemRow = PhotoSummaryRow &
	Columns<typeof wishlist_items, "added_at" | "note"> &
	Pick<
		(typeof photos_details)["$inferSelect"],
		"people_count" | "location_city" | "location_state_province" | "location_country"
	> & {
		item_id: string;
		/** One of the license types: the column's CHECK holds it to core/license.ts's list. */
		license_type: WishlistItem["license_type"];
	};

/** 'Dayton, Ohio, United States' from the parts recorded; null when none is. */
export function placeText(
	row: Pick<WishlistItemRow, "location_city" | "location_state_province" | "location_country">,
) {
	const parts = [row.location_city, row.location_state_province, row.location_country]
		.map((part) => part?.trim())
		.filter((part): part is string => Boolean(part));
	return parts.length > 0 ? parts.join(", ") : null;
}

export const toWishlistItem = (row: WishlistItemRow): WishlistItem => ({
	id: row.item_id,
	license_type: row.license_type,
	added_at: isoTime(row.added_at),
	photo: toPhotoSummary(row),
	note: row.note,
	place: placeText(row),
	people_count: row.people_count === null ? null : Number(row.people_count),
});

/** A wishlist's items whose photos are live, newest added first, each with its photo card and note. */
export const selectItems = (where: SQL, limit?: number) => sql`
	select wi.id as item_id, wi.license_type, wi.added_at, wi.note, ${CARD_COLUMNS},
		d.people_count, d.location_city, d.location_state_province, d.location_country
	from wishlist_items wi
	join photos_details d on d.id = wi.photo_id and d.photo_status = 'live'
	where ${where}
	order by wi.added_at desc, wi.id desc
	${limit === undefined ? sql`` : sql`limit ${limit}`}`;

// ---------------------------------------------------------------- reads and writes

/**
 * The wishlists the user may read (access.ts: their own personal ones and the shortlists of their
 * companies' productions), newest change first (spec section 7).
 */
export async function wishlistsOf(executor: Executor, userId: string): Promise<Wishlist[]> {
	const rows = await rowsOf<WishlistRow>(executor, selectWishlists(wishlistAccess(userId)));
	return rows.map(toWishlist);
}

/** A wishlist the user may read, or null (someone else's answers like a missing one). */
export async function findWishlist(executor: Executor, userId: string, id: string): Promise<Wishlist | null> {
	const [row] = await rowsOf<WishlistRow>(
		executor,
		selectWishlists(sql`w.id = ${id} and ${wishlistAccess(userId)}`),
	);
	return row ? toWishlist(row) : null;
}

/**
 * What the user may do with a wishlist, read under a row lock for the rest of the transaction;
 * null when there is no such wishlist. `user_id` is its creator (names are unique per creator).
 */
export type WishlistRights = {
	user_id: string;
	project_id: string | null;
	read: boolean;
	shortlist: boolean;
	manage: boolean;
};

export async function wishlistRights(
	executor: Executor,
	userId: string,
	id: string,
): Promise<WishlistRights | null> {
	const [row] = await rowsOf<WishlistRights>(
		executor,
		sql`select w.user_id, w.project_id, ${wishlistAccess(userId)} as read,
				${wishlistAccess(userId, "shortlist")} as shortlist, ${wishlistManage(userId)} as manage
			from wishlists w where w.id = ${id} for update of w`,
	);
	return row ?? null;
}

/** Whether another of the user's wishlists (not `exceptId`) has the name, in any case. */
export const wishlistNameTaken = (
	executor: Executor,
	userId: string,
	name: string,
	exceptId: string | null,
) => ownedNameTaken(executor, wishlists, userId, name, exceptId);

export function isLivePhoto(executor: Executor, photoId: string): Promise<boolean> {
	return answersRow(executor, sql`select id from photos where id = ${photoId} and photo_status = 'live'`);
}

/** Whether the user may see the project (with `permission`, do that in its company): companies/access.ts. */
export function isProjectFor(
	executor: Executor,
	userId: string,
	projectId: string,
	permission?: CompanyPermission,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`select p.id from projects p where p.id = ${projectId} and ${projectAccess(userId, permission)}`,
	);
}

/** The item of a wishlist holding this photo, with its card. */
export async function findItem(
	executor: Executor,
	wishlistId: string,
	photoId: string,
): Promise<WishlistItem | null> {
	const [row] = await rowsOf<WishlistItemRow>(
		executor,
		selectItems(sql`wi.wishlist_id = ${wishlistId} and wi.photo_id = ${photoId}`),
	);
	return row ? toWishlistItem(row) : null;
}

/** A wishlist's items whose photos are live, newest added first. */
export async function itemsOf(executor: Executor, wishlistId: string): Promise<WishlistItem[]> {
	const rows = await rowsOf<WishlistItemRow>(executor, selectItems(sql`wi.wishlist_id = ${wishlistId}`));
	return rows.map(toWishlistItem);
}

export async function insertWishlist(
	executor: Executor,
	userId: string,
	input: { name: string; description?: string | null | undefined; project_id: string },
): Promise<string> {
	const [created] = await rowsOf<Columns<typeof wishlists, "id">>(
		executor,
		sql`insert into wishlists (name, description, user_id, project_id)
			values (${input.name}, ${input.description ?? null}, ${userId}, ${input.project_id})
			returning id`,
	);
	if (!created) throw new Error("insert into wishlists returned no row");
	return created.id;
}

/** Puts the photo in the wishlist, added by `addedBy`; false when it was there already. */
export function insertItem(
	executor: Executor,
	wishlistId: string,
	item: { photo_id: string; license_type: LicenseType },
	addedBy: string,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`insert into wishlist_items (wishlist_id, photo_id, license_type, added_by)
			values (${wishlistId}, ${item.photo_id}, ${item.license_type}, ${addedBy})
			on conflict (wishlist_id, photo_id) do nothing returning id`,
	);
}

/** What may change of a wishlist (by those wishlistManage allows). */
export type WishlistChanges = {
	name?: string | undefined;
	description?: string | null | undefined;
	project_id?: string | undefined;
};

/** Writes the fields given; the others keep their values. The caller has checked the rights. */
export async function updateWishlistRow(
	executor: Executor,
	id: string,
	update: WishlistChanges,
): Promise<void> {
	const keep = (column: string) => sql.identifier(column);
	await executor.execute(sql`
		update wishlists set
			name = ${update.name ?? keep("name")},
			description = ${update.description === undefined ? keep("description") : update.description},
			project_id = ${update.project_id ?? keep("project_id")},
			updated_at = now()
		where id = ${id}`);
}

/**
 * Sets (or, given null, clears) the note on a photo of the wishlist, stamping the list: whether
 * the photo is on it. The caller has checked the rights.
 */
export function updateItemNote(
	executor: Executor,
	wishlistId: string,
	photoId: string,
	note: string | null,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`with noted as (
				update wishlist_items wi set note = ${note} from wishlists w
				where w.id = wi.wishlist_id and w.id = ${wishlistId} and wi.photo_id = ${photoId}
				returning wi.wishlist_id
			)
			update wishlists set updated_at = now() where id in (select wishlist_id from noted) returning id`,
	);
}

/** Deletes the wishlist (the caller has checked the rights): whether there was one. */
export function deleteWishlistRow(executor: Executor, id: string): Promise<boolean> {
	return answersRow(executor, sql`delete from wishlists w where w.id = ${id} returning id`);
}

/**
 * Stamps a wishlist the user may add to (access.ts, `shortlist`) as just changed: whether they
 * may. The cart's move into a wishlist uses it as its check and lock too.
 */
export function bumpWishlist(executor: Executor, userId: string, id: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`update wishlists w set updated_at = now()
			where w.id = ${id} and ${wishlistAccess(userId, "shortlist")} returning w.id`,
	);
}

/** Takes the photo out of the wishlist, stamping the list: whether it was there. The caller has checked the rights. */
export function deleteItem(executor: Executor, wishlistId: string, photoId: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`with removed as (
				delete from wishlist_items wi using wishlists w
				where w.id = wi.wishlist_id and w.id = ${wishlistId} and wi.photo_id = ${photoId}
				returning wi.wishlist_id
			)
			update wishlists set updated_at = now() where id in (select wishlist_id from removed) returning id`,
	);
}

/** photo id -> the wishlists the user may read holding it; photos in none are left out. */
export async function membershipsOf(
	executor: Executor,
	userId: string,
	photoIds: readonly string[],
): Promise<Record<string, string[]>> {
	const rows = await rowsOf<Columns<typeof wishlist_items, "photo_id"> & { wishlist_ids: string[] }>(
		executor,
		sql`select wi.photo_id, array_agg(wi.wishlist_id order by wi.wishlist_id) as wishlist_ids
			from wishlist_items wi join wishlists w on w.id = wi.wishlist_id and ${wishlistAccess(userId)}
			where wi.photo_id = any(${sqlArray(photoIds)}::uuid[])
			group by wi.photo_id`,
	);
	return Object.fromEntries(rows.map((r) => [r.photo_id, r.wishlist_ids]));
}

// ---------------------------------------------------------------- sharing (sharing.ts)

/**
 * Gives the wishlist `code` as its share code unless it has one: the code it has now, or
 * undefined when the user may not manage it (access.ts wishlistManage). A code another wishlist
 * has breaks the unique index.
 */
export async function setShareCode(
	executor: Executor,
	userId: string,
	id: string,
	code: string,
): Promise<string | null | undefined> {
	// Keeps an existing code; a concurrent share that set one first is found by the same statement.
	const [row] = await rowsOf<Columns<typeof wishlists, "share_code">>(
		executor,
		sql`
				update wishlists w set share_code = coalesce(w.share_code, ${code})
				where w.id = ${id} and ${wishlistManage(userId)} returning w.share_code`,
	);
	return row?.share_code;
}

/** Takes the wishlist's share code away: whether the user may manage it. */
export function clearShareCode(executor: Executor, userId: string, id: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`
		update wishlists w set share_code = null where w.id = ${id} and ${wishlistManage(userId)} returning w.id`,
	);
}

export type SharedWishlistRow = Columns<typeof wishlists, "id" | "name" | "description"> & {
	/** The owner's (profiles), null without a profile. */
	first_name: Columns<typeof profiles, "first_name">["first_name"];
	/** Its photos still live. */
	item_count: number;
};

/** The wishlist shared under `shareCode`, with its owner's first name and how many live photos it has. */
export async function sharedWishlistRow(
	executor: Executor,
	shareCode: string,
): Promise<SharedWishlistRow | undefined> {
	const [wishlist] = await rowsOf<SharedWishlistRow>(
		executor,
		sql`
		select w.id, w.name, w.description, pr.first_name,
			(select count(*)::int from wishlist_items wi join photos ph on ph.id = wi.photo_id
				where wi.wishlist_id = w.id and ph.photo_status = 'live') as item_count
		from wishlists w left join profiles pr on pr.id = w.user_id
		where w.share_code = ${shareCode}`,
	);
	return wishlist;
}

/** The cards of a wishlist's newest `limit` live photos, and the owner's notes on them. */
export async function livePhotosOf(
	executor: Executor,
	wishlistId: string,
	limit: number,
): Promise<{ photos: PhotoSummary[]; notes: Record<string, string> }> {
	const items = await rowsOf<WishlistItemRow>(
		executor,
		selectItems(sql`wi.wishlist_id = ${wishlistId}`, limit),
	);
	const notes: Record<string, string> = {};
	for (const item of items) if (item.note !== null) notes[item.id] = item.note;
	return { photos: items.map(toPhotoSummary), notes };
}

// ---------------------------------------------------------------- integrity (integrity-service.ts)

/**
 * One problem the integrity check found; `id` and `name` are of a company, project or wishlist
 * (the same types in each table).
 */
export type IntegrityRow = Columns<typeof projects, "id" | "name"> & {
	kind: IntegrityIssue["kind"];
	entity: IntegrityIssue["entity"];
	/** duplicate_name: how many share the name. */
	same_count: number | null;
	/** missing_company: the company named. */
	company: Columns<typeof projects, "company">["company"];
};

/**
 * The integrity problems among the user's companies, projects and wishlists: blank names, names
 * the same in any case and spacing (each group once, on its newest row) and personal projects
 * naming a company the user does not have; companies first, then projects, then wishlists.
 */
export function integrityRows(executor: Executor, userId: string): Promise<IntegrityRow[]> {
	return rowsOf<IntegrityRow>(
		executor,
		sql`
		with named as (
			select 'company' as entity, 0 as rank, id, name, created_at from companies where created_by = ${userId}
			union all
			select 'project', 1, id, name, created_at from projects where user_id = ${userId}
			union all
			select 'wishlist', 2, id, name, created_at from wishlists where user_id = ${userId}
		),
		keyed as (
			-- Names compared as the rules save them (core/names.ts): companies with inner white space
			-- collapsed, projects and wishlists trimmed only; case never counts.
			select *, lower(case when entity = 'company' then regexp_replace(btrim(name), '\\s+', ' ', 'g')
				else btrim(name) end) as name_key from named
		),
		grouped as (
			select *,
				count(*) over (partition by entity, name_key)::int as same_count,
				row_number() over (partition by entity, name_key order by created_at desc, id desc) as newest
			from keyed where name_key <> ''
		)
		select * from (
			select 'empty_name' as kind, entity, rank, id, name, null::int as same_count, null as company, created_at
			from keyed where name_key = ''
			union all
			select 'duplicate_name', entity, rank, id, name, same_count, null, created_at
			from grouped where same_count > 1 and newest = 1
			union all
			select 'missing_company', 'project', 1, p.id, p.name, null, p.company, p.created_at
			from projects p
			where p.user_id = ${userId} and btrim(coalesce(p.company, '')) <> ''
				-- A production in a company workspace has its company, whoever created it (issue 29).
				and p.company_id is null
				and not exists (
					select 1 from companies c
					where c.created_by = p.user_id and lower(btrim(c.name)) = lower(btrim(p.company)))
		) issues
		order by rank, kind, created_at, id`,
	);
}

/** What one photo of a selection was found as, and whether this statement added it to the wishlist. */
export type SelectionItemRow = { photo_id: string; photo_status: string | null; added: boolean };

/**
 * Adds the live photos among `photoIds` (distinct) to a wishlist in one statement and answers for
 * every id in the order given, each added by `addedBy`. The caller has checked the rights.
 */
export function insertSelectionItems(
	executor: Executor,
	wishlistId: string,
	photoIds: readonly string[],
	licenseType: LicenseType,
	addedBy: string,
): Promise<SelectionItemRow[]> {
	return rowsOf<SelectionItemRow>(
		executor,
		sql`with wanted (photo_id, ord) as (
				select * from unnest(${sqlArray(photoIds)}::uuid[]) with ordinality
			),
			found as (
				select p.id, p.photo_status from photos p join wanted w on w.photo_id = p.id
			),
			added as (
				insert into wishlist_items (wishlist_id, photo_id, license_type, added_by)
				select ${wishlistId}::uuid, f.id, ${licenseType}::text, ${addedBy}::uuid from found f
				where f.photo_status = 'live'
				order by f.id
				on conflict (wishlist_id, photo_id) do nothing
				returning photo_id
			)
			select w.photo_id, f.photo_status, (a.photo_id is not null) as added
			from wanted w
			left join found f on f.id = w.photo_id
			left join added a on a.photo_id = w.photo_id
			order by w.ord`,
	);
}
