import {
	WISHLIST_TEXT,
	type Wishlist,
	type WishlistDetailResponse,
	type WishlistItem,
} from "@core/contracts/wishlists";
import type { LicenseType } from "@core/license";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type Executor, rowsOf, uniqueViolation } from "../db/executor";
import { sqlArray } from "../db/sql";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { touchProject } from "../projects/service";
import {
	selectItems,
	selectWishlists,
	toWishlist,
	toWishlistItem,
	type WishlistItemRow,
	type WishlistRow,
} from "./queries";

const CHOOSE_PROJECT = "Choose a project";

export const wishlistNotFound = () => new NotFoundError("Wishlist not found");
const photoNotFound = () => new NotFoundError("Photo not found");
const chooseProject = () => new ValidationError(CHOOSE_PROJECT, { project_id: CHOOSE_PROJECT });
const duplicateName = (name: string) => new ConflictError(`A wishlist named "${name}" already exists`);

/** A broken unique index on a wishlist's name becomes its 'already exists' answer. */
function asDuplicate(err: unknown, name: string | undefined): unknown {
	return name !== undefined && uniqueViolation(err) !== null ? duplicateName(name) : err;
}

/** The caller's wishlists, newest change first (spec section 7). */
export async function listWishlists(database: Database, userId: string): Promise<Wishlist[]> {
	const rows = await database.query<WishlistRow>(selectWishlists(sql`w.user_id = ${userId}`));
	return rows.map(toWishlist);
}

async function readWishlist(executor: Executor, userId: string, id: string): Promise<Wishlist> {
	const [row] = await rowsOf<WishlistRow>(
		executor,
		selectWishlists(sql`w.id = ${id} and w.user_id = ${userId}`),
	);
	if (!row) throw wishlistNotFound();
	return toWishlist(row);
}

async function nameTaken(tx: Executor, userId: string, name: string, exceptId: string | null) {
	const [row] = await rowsOf<{ id: string }>(
		tx,
		sql`select id from wishlists where user_id = ${userId} and lower(name) = lower(${name})
			${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
	);
	return row !== undefined;
}

async function isLive(tx: Executor, photoId: string): Promise<boolean> {
	const [row] = await rowsOf<{ id: string }>(
		tx,
		sql`select id from photos where id = ${photoId} and photo_status = 'live'`,
	);
	return row !== undefined;
}

/** The one item of a wishlist holding this photo, with its card. */
async function readItem(tx: Executor, wishlistId: string, photoId: string): Promise<WishlistItem> {
	const [row] = await rowsOf<WishlistItemRow>(
		tx,
		selectItems(sql`wi.wishlist_id = ${wishlistId} and wi.photo_id = ${photoId}`),
	);
	if (!row) throw photoNotFound();
	return toWishlistItem(row);
}

/**
 * Creates a wishlist in one of the caller's projects (stamped as just used) and, given a photo,
 * adds it in the same transaction: either both happen or neither.
 */
export async function createWishlist(
	database: Database,
	userId: string,
	input: {
		name: string;
		description?: string | null | undefined;
		project_id: string;
		photo_id?: string | undefined;
		license_type: LicenseType;
	},
): Promise<{ wishlist: Wishlist; photo_added: boolean }> {
	try {
		return await database.db.transaction(async (tx) => {
			if (!(await touchProject(tx, userId, input.project_id))) throw chooseProject();
			if (input.photo_id !== undefined && !(await isLive(tx, input.photo_id))) throw photoNotFound();
			if (await nameTaken(tx, userId, input.name, null)) throw duplicateName(input.name);
			const [created] = await rowsOf<{ id: string }>(
				tx,
				sql`insert into wishlists (name, description, user_id, project_id)
					values (${input.name}, ${input.description ?? null}, ${userId}, ${input.project_id})
					returning id`,
			);
			if (!created) throw new Error("insert into wishlists returned no row");
			if (input.photo_id !== undefined)
				await tx.execute(sql`
					insert into wishlist_items (wishlist_id, photo_id, license_type)
					values (${created.id}, ${input.photo_id}, ${input.license_type})`);
			return {
				wishlist: await readWishlist(tx, userId, created.id),
				photo_added: input.photo_id !== undefined,
			};
		});
	} catch (err) {
		throw asDuplicate(err, input.name);
	}
}

/** One of the caller's wishlists with its live photos, newest added first. */
export async function wishlistDetail(
	database: Database,
	userId: string,
	id: string,
): Promise<WishlistDetailResponse> {
	const wishlist = await readWishlist(database.db, userId, id);
	const items = await database.query<WishlistItemRow>(selectItems(sql`wi.wishlist_id = ${wishlist.id}`));
	return { wishlist, items: items.map(toWishlistItem) };
}

/** Renames, describes or moves (to another of the caller's projects) a wishlist of theirs. */
export async function updateWishlist(
	database: Database,
	userId: string,
	id: string,
	update: {
		name?: string | undefined;
		description?: string | null | undefined;
		project_id?: string | undefined;
	},
): Promise<Wishlist> {
	try {
		return await database.db.transaction(async (tx) => {
			const [current] = await rowsOf<{ id: string }>(
				tx,
				sql`select id from wishlists where id = ${id} and user_id = ${userId} for update`,
			);
			if (!current) throw wishlistNotFound();
			if (update.project_id !== undefined) {
				const [project] = await rowsOf<{ id: string }>(
					tx,
					sql`select id from projects where id = ${update.project_id} and user_id = ${userId}`,
				);
				if (!project) throw chooseProject();
			}
			if (update.name !== undefined && (await nameTaken(tx, userId, update.name, id)))
				throw duplicateName(update.name);
			const keep = (column: string) => sql.identifier(column);
			await tx.execute(sql`
				update wishlists set
					name = ${update.name ?? keep("name")},
					description = ${update.description === undefined ? keep("description") : update.description},
					project_id = ${update.project_id ?? keep("project_id")},
					updated_at = now()
				where id = ${id} and user_id = ${userId}`);
			return readWishlist(tx, userId, id);
		});
	} catch (err) {
		throw asDuplicate(err, update.name);
	}
}

export async function deleteWishlist(database: Database, userId: string, id: string): Promise<void> {
	const rows = await database.query<{ id: string }>(sql`
		delete from wishlists where id = ${id} and user_id = ${userId} returning id`);
	if (rows.length === 0) throw wishlistNotFound();
}

/** Adds a live photo to one of the caller's wishlists; a photo already there is refused (409). */
export async function addWishlistItem(
	database: Database,
	userId: string,
	wishlistId: string,
	input: { photo_id: string; license_type: LicenseType },
): Promise<WishlistItem> {
	return database.db.transaction(async (tx) => {
		// The bump doubles as the ownership check; a refusal below rolls it back.
		const [owned] = await rowsOf<{ id: string }>(
			tx,
			sql`update wishlists set updated_at = now() where id = ${wishlistId} and user_id = ${userId} returning id`,
		);
		if (!owned) throw wishlistNotFound();
		if (!(await isLive(tx, input.photo_id))) throw photoNotFound();
		const inserted = await rowsOf<{ id: string }>(
			tx,
			sql`insert into wishlist_items (wishlist_id, photo_id, license_type)
				values (${wishlistId}, ${input.photo_id}, ${input.license_type})
				on conflict (wishlist_id, photo_id) do nothing returning id`,
		);
		if (inserted.length === 0) throw new ConflictError(WISHLIST_TEXT.alreadyInWishlist);
		return readItem(tx, wishlistId, input.photo_id);
	});
}

/** Takes a photo out of one of the caller's wishlists. */
export async function removeWishlistItem(
	database: Database,
	userId: string,
	wishlistId: string,
	photoId: string,
): Promise<void> {
	const rows = await database.query<{ id: string }>(sql`
		with removed as (
			delete from wishlist_items wi using wishlists w
			where w.id = wi.wishlist_id and w.id = ${wishlistId} and w.user_id = ${userId} and wi.photo_id = ${photoId}
			returning wi.wishlist_id
		)
		update wishlists set updated_at = now() where id in (select wishlist_id from removed) returning id`);
	if (rows.length === 0) throw new NotFoundError("That photo is not in this wishlist");
}

/** photo id -> the caller's wishlists holding it, for the 'Added' badge; photos in none are left out. */
export async function wishlistMemberships(
	database: Database,
	userId: string,
	photoIds: readonly string[],
): Promise<Record<string, string[]>> {
	const rows = await database.query<{ photo_id: string; wishlist_ids: string[] }>(sql`
		select wi.photo_id, array_agg(wi.wishlist_id order by wi.wishlist_id) as wishlist_ids
		from wishlist_items wi join wishlists w on w.id = wi.wishlist_id and w.user_id = ${userId}
		where wi.photo_id = any(${sqlArray(photoIds)}::uuid[])
		group by wi.photo_id`);
	return Object.fromEntries(rows.map((r) => [r.photo_id, r.wishlist_ids]));
}
