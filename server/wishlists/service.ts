import {
	WISHLIST_TEXT,
	type Wishlist,
	type WishlistDetailResponse,
	type WishlistItem,
	type WishlistSelectionAddResponse,
	type WishlistSelectionStatus,
} from "@core/contracts/wishlists";
import type { LicenseType } from "@core/license";
import type { Database } from "../db/client";
import { type Executor, uniqueViolation } from "../db/executor";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { touchProject } from "../projects/service";
import {
	bumpWishlist,
	deleteItem,
	deleteWishlistRow,
	findItem,
	findWishlist,
	insertItem,
	insertSelectionItems,
	insertWishlist,
	isLivePhoto,
	isUsersProject,
	itemsOf,
	lockWishlist,
	membershipsOf,
	type SelectionItemRow,
	updateItemNote,
	updateWishlistRow,
	type WishlistChanges,
	wishlistNameTaken,
	wishlistsOf,
} from "./queries";

const CHOOSE_PROJECT = "Choose a project";

export const wishlistNotFound = () => new NotFoundError("Wishlist not found");
const photoNotFound = () => new NotFoundError("Photo not found");
const itemNotFound = () => new NotFoundError("That photo is not in this wishlist");
const chooseProject = () => new ValidationError(CHOOSE_PROJECT, { project_id: CHOOSE_PROJECT });
const duplicateName = (name: string) => new ConflictError(`A wishlist named "${name}" already exists`);

/** A broken unique index on a wishlist's name becomes its 'already exists' answer. */
function asDuplicate(err: unknown, name: string | undefined): unknown {
	return name !== undefined && uniqueViolation(err) !== null ? duplicateName(name) : err;
}

/** The caller's wishlists, newest change first (spec section 7). */
export function listWishlists(database: Database, userId: string): Promise<Wishlist[]> {
	return wishlistsOf(database.db, userId);
}

async function readWishlist(executor: Executor, userId: string, id: string): Promise<Wishlist> {
	const wishlist = await findWishlist(executor, userId, id);
	if (!wishlist) throw wishlistNotFound();
	return wishlist;
}

/** The one item of a wishlist holding this photo, with its card. */
async function readItem(tx: Executor, wishlistId: string, photoId: string): Promise<WishlistItem> {
	const item = await findItem(tx, wishlistId, photoId);
	if (!item) throw photoNotFound();
	return item;
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
			if (input.photo_id !== undefined && !(await isLivePhoto(tx, input.photo_id))) throw photoNotFound();
			if (await wishlistNameTaken(tx, userId, input.name, null)) throw duplicateName(input.name);
			const id = await insertWishlist(tx, userId, input);
			if (input.photo_id !== undefined)
				await insertItem(tx, id, { photo_id: input.photo_id, license_type: input.license_type });
			return {
				wishlist: await readWishlist(tx, userId, id),
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
	return { wishlist, items: await itemsOf(database.db, wishlist.id) };
}

/** Renames, describes or moves (to another of the caller's projects) a wishlist of theirs. */
export async function updateWishlist(
	database: Database,
	userId: string,
	id: string,
	update: WishlistChanges,
): Promise<Wishlist> {
	try {
		return await database.db.transaction(async (tx) => {
			if (!(await lockWishlist(tx, userId, id))) throw wishlistNotFound();
			if (update.project_id !== undefined && !(await isUsersProject(tx, userId, update.project_id)))
				throw chooseProject();
			if (update.name !== undefined && (await wishlistNameTaken(tx, userId, update.name, id)))
				throw duplicateName(update.name);
			await updateWishlistRow(tx, userId, id, update);
			return readWishlist(tx, userId, id);
		});
	} catch (err) {
		throw asDuplicate(err, update.name);
	}
}

export async function deleteWishlist(database: Database, userId: string, id: string): Promise<void> {
	if (!(await deleteWishlistRow(database.db, userId, id))) throw wishlistNotFound();
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
		if (!(await bumpWishlist(tx, userId, wishlistId))) throw wishlistNotFound();
		if (!(await isLivePhoto(tx, input.photo_id))) throw photoNotFound();
		if (!(await insertItem(tx, wishlistId, input))) throw new ConflictError(WISHLIST_TEXT.alreadyInWishlist);
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
	if (!(await deleteItem(database.db, userId, wishlistId, photoId))) throw itemNotFound();
}

/** Sets (null: clears) the caller's note on a photo of their wishlist; answers the item as it now is. */
export async function setWishlistItemNote(
	database: Database,
	userId: string,
	wishlistId: string,
	photoId: string,
	note: string | null,
): Promise<WishlistItem> {
	return database.db.transaction(async (tx) => {
		// Another user's wishlist answers like an unknown one.
		if (!(await lockWishlist(tx, userId, wishlistId))) throw wishlistNotFound();
		if (!(await updateItemNote(tx, userId, wishlistId, photoId, note))) throw itemNotFound();
		return readItem(tx, wishlistId, photoId);
	});
}

/** photo id -> the caller's wishlists holding it, for the 'Added' badge; photos in none are left out. */
export function wishlistMemberships(
	database: Database,
	userId: string,
	photoIds: readonly string[],
): Promise<Record<string, string[]>> {
	return membershipsOf(database.db, userId, photoIds);
}

function selectionStatus(row: SelectionItemRow): WishlistSelectionStatus {
	if (row.added) return "added";
	if (row.photo_status === null) return "not_found";
	if (row.photo_status !== "live") return "not_for_sale";
	return "in_wishlist";
}

/**
 * A grid's selection into one of the caller's wishlists (issue 28, item 3), in one transaction:
 * another user's wishlist (or none) is 404 and changes nothing; each live photo not there yet
 * goes in, the rest are reported per photo. The list is stamped as changed only when a photo went in.
 */
export async function addWishlistSelection(
	database: Database,
	userId: string,
	wishlistId: string,
	input: { photo_ids: readonly string[]; license_type: LicenseType },
): Promise<WishlistSelectionAddResponse> {
	const ids = [...new Set(input.photo_ids)];
	return database.db.transaction(async (tx) => {
		if (!(await lockWishlist(tx, userId, wishlistId))) throw wishlistNotFound();
		const rows = await insertSelectionItems(tx, wishlistId, ids, input.license_type);
		const results = rows.map((row) => ({ photo_id: row.photo_id, status: selectionStatus(row) }));
		const added = results.filter((r) => r.status === "added").length;
		const inWishlist = results.filter((r) => r.status === "in_wishlist").length;
		if (added > 0) await bumpWishlist(tx, userId, wishlistId);
		return { results, added, in_wishlist: inWishlist, not_added: results.length - added - inWishlist };
	});
}
