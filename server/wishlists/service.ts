import {
	WISHLIST_TEXT,
	type Wishlist,
	type WishlistDetailResponse,
	type WishlistItem,
	type WishlistSelectionAddResponse,
	type WishlistSelectionStatus,
} from "@core/contracts/wishlists";
import type { LicenseType } from "@core/license";
import { TEAM_TEXT } from "@core/teams";
import { recordActivity } from "../companies/activity";
import type { Database } from "../db/client";
import { type Executor, uniqueViolation } from "../db/executor";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
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
	isProjectFor,
	itemsOf,
	membershipsOf,
	type SelectionItemRow,
	updateItemNote,
	updateWishlistRow,
	type WishlistChanges,
	type WishlistRights,
	wishlistNameTaken,
	wishlistRights,
	wishlistsOf,
} from "./queries";

const CHOOSE_PROJECT = "Choose a project";

export const wishlistNotFound = () => new NotFoundError("Wishlist not found");
const photoNotFound = () => new NotFoundError("Photo not found");
const itemNotFound = () => new NotFoundError("That photo is not in this wishlist");
const chooseProject = () => new ValidationError(CHOOSE_PROJECT, { project_id: CHOOSE_PROJECT });
const duplicateName = (name: string) => new ConflictError(`A wishlist named "${name}" already exists`);

/** What a wishlist's rights allow (queries.ts wishlistRights; the rules are access.ts's). */
type WishlistAct = "read" | "shortlist" | "manage";
const REFUSED: Record<WishlistAct, string> = {
	read: "see this shortlist",
	shortlist: "change this shortlist's photos",
	manage: "rename, move, share or delete this shortlist",
};

/**
 * Locks the wishlist and checks the caller may `act` on it: 404 when they may not even read it
 * (another user's, another company's, or a company they left), 403 when their role refuses.
 */
async function requireWishlist(
	tx: Executor,
	userId: string,
	id: string,
	act: WishlistAct,
): Promise<WishlistRights> {
	const rights = await wishlistRights(tx, userId, id);
	if (!rights?.read) throw wishlistNotFound();
	if (!rights[act]) throw new ForbiddenError(TEAM_TEXT.roleRefused(REFUSED[act]));
	return rights;
}

/** A company shortlist's feed tells who added photos (companies/activity.ts; nothing for a personal one). */
async function recordAdded(
	tx: Executor,
	userId: string,
	rights: WishlistRights,
	wishlistId: string,
	photoIds: readonly string[],
): Promise<void> {
	if (rights.project_id === null || photoIds.length === 0) return;
	await recordActivity(tx, {
		projectId: rights.project_id,
		actorId: userId,
		kind: "added",
		wishlistId,
		photoId: photoIds.length === 1 ? photoIds[0] : null,
		count: photoIds.length,
	});
}

/** A broken unique index on a wishlist's name becomes its 'already exists' answer. */
function asDuplicate(err: unknown, name: string | undefined): unknown {
	return name !== undefined && uniqueViolation(err) !== null ? duplicateName(name) : err;
}

/** The wishlists the caller may read (theirs and their companies' shortlists), newest change first (spec section 7). */
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
 * Creates a wishlist in a project the caller sees (stamped as just used) and, given a photo,
 * adds it in the same transaction: either both happen or neither. In a company's production the
 * caller's role must allow shortlisting (403 for accounts); a project they do not see is 400
 * "Choose a project", as before.
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
			if (!(await isProjectFor(tx, userId, input.project_id, "shortlist")))
				throw new ForbiddenError(TEAM_TEXT.roleRefused("start a shortlist in this production"));
			if (input.photo_id !== undefined && !(await isLivePhoto(tx, input.photo_id))) throw photoNotFound();
			if (await wishlistNameTaken(tx, userId, input.name, null)) throw duplicateName(input.name);
			const id = await insertWishlist(tx, userId, input);
			if (input.photo_id !== undefined) {
				await insertItem(tx, id, { photo_id: input.photo_id, license_type: input.license_type }, userId);
				await recordActivity(tx, {
					projectId: input.project_id,
					actorId: userId,
					kind: "added",
					wishlistId: id,
					photoId: input.photo_id,
				});
			}
			return {
				wishlist: await readWishlist(tx, userId, id),
				photo_added: input.photo_id !== undefined,
			};
		});
	} catch (err) {
		throw asDuplicate(err, input.name);
	}
}

/** A wishlist the caller may read, with its live photos, newest added first. */
export async function wishlistDetail(
	database: Database,
	userId: string,
	id: string,
): Promise<WishlistDetailResponse> {
	const wishlist = await readWishlist(database.db, userId, id);
	return { wishlist, items: await itemsOf(database.db, wishlist.id) };
}

/**
 * Renames, describes or moves a wishlist: its creator while a member, or the company's owner
 * (access.ts wishlistManage). It moves only to a project where the caller may shortlist. Names
 * stay unique per creator (the wishlist's `user_id`), whoever renames it.
 */
export async function updateWishlist(
	database: Database,
	userId: string,
	id: string,
	update: WishlistChanges,
): Promise<Wishlist> {
	try {
		return await database.db.transaction(async (tx) => {
			const rights = await requireWishlist(tx, userId, id, "manage");
			if (
				update.project_id !== undefined &&
				!(await isProjectFor(tx, userId, update.project_id, "shortlist"))
			)
				throw chooseProject();
			if (update.name !== undefined && (await wishlistNameTaken(tx, rights.user_id, update.name, id)))
				throw duplicateName(update.name);
			await updateWishlistRow(tx, id, update);
			return readWishlist(tx, userId, id);
		});
	} catch (err) {
		throw asDuplicate(err, update.name);
	}
}

/** Deletes a wishlist: its creator while a member, or the company's owner. */
export async function deleteWishlist(database: Database, userId: string, id: string): Promise<void> {
	await database.db.transaction(async (tx) => {
		await requireWishlist(tx, userId, id, "manage");
		if (!(await deleteWishlistRow(tx, id))) throw wishlistNotFound();
	});
}

/**
 * Adds a live photo to a wishlist the caller may shortlist in; a photo already there is refused
 * (409). The item records who added it; a company shortlist's feed gets an 'added' entry.
 */
export async function addWishlistItem(
	database: Database,
	userId: string,
	wishlistId: string,
	input: { photo_id: string; license_type: LicenseType },
): Promise<WishlistItem> {
	return database.db.transaction(async (tx) => {
		const rights = await requireWishlist(tx, userId, wishlistId, "shortlist");
		if (!(await isLivePhoto(tx, input.photo_id))) throw photoNotFound();
		if (!(await insertItem(tx, wishlistId, input, userId)))
			throw new ConflictError(WISHLIST_TEXT.alreadyInWishlist);
		await bumpWishlist(tx, userId, wishlistId);
		await recordAdded(tx, userId, rights, wishlistId, [input.photo_id]);
		return readItem(tx, wishlistId, input.photo_id);
	});
}

/** Takes a photo out of a wishlist the caller may shortlist in. */
export async function removeWishlistItem(
	database: Database,
	userId: string,
	wishlistId: string,
	photoId: string,
): Promise<void> {
	await database.db.transaction(async (tx) => {
		await requireWishlist(tx, userId, wishlistId, "shortlist");
		if (!(await deleteItem(tx, wishlistId, photoId))) throw itemNotFound();
	});
}

/** Sets (null: clears) the note on a photo of a wishlist the caller may shortlist in; answers the item as it now is. */
export async function setWishlistItemNote(
	database: Database,
	userId: string,
	wishlistId: string,
	photoId: string,
	note: string | null,
): Promise<WishlistItem> {
	return database.db.transaction(async (tx) => {
		// Another user's (or company's) wishlist answers like an unknown one.
		await requireWishlist(tx, userId, wishlistId, "shortlist");
		if (!(await updateItemNote(tx, wishlistId, photoId, note))) throw itemNotFound();
		return readItem(tx, wishlistId, photoId);
	});
}

/** photo id -> the wishlists the caller may read holding it, for the 'Added' badge; photos in none are left out. */
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
 * A grid's selection into a wishlist the caller may shortlist in (issue 28, item 3), in one
 * transaction: another user's wishlist (or none) is 404, a role that may not shortlist 403, and
 * nothing changes; each live photo not there yet goes in, the rest are reported per photo. The
 * list is stamped as changed, and a company shortlist's feed told, only when a photo went in.
 */
export async function addWishlistSelection(
	database: Database,
	userId: string,
	wishlistId: string,
	input: { photo_ids: readonly string[]; license_type: LicenseType },
): Promise<WishlistSelectionAddResponse> {
	const ids = [...new Set(input.photo_ids)];
	return database.db.transaction(async (tx) => {
		const rights = await requireWishlist(tx, userId, wishlistId, "shortlist");
		const rows = await insertSelectionItems(tx, wishlistId, ids, input.license_type, userId);
		const results = rows.map((row) => ({ photo_id: row.photo_id, status: selectionStatus(row) }));
		const addedIds = results.filter((r) => r.status === "added").map((r) => r.photo_id);
		const added = addedIds.length;
		const inWishlist = results.filter((r) => r.status === "in_wishlist").length;
		if (added > 0) {
			await bumpWishlist(tx, userId, wishlistId);
			await recordAdded(tx, userId, rights, wishlistId, addedIds);
		}
		return { results, added, in_wishlist: inWishlist, not_added: results.length - added - inWishlist };
	});
}

/**
 * Why the caller could not manage a wishlist (sharing writes in one statement with the rule):
 * 404 when they cannot read it, else 403.
 */
export async function refuseWishlist(executor: Executor, userId: string, id: string): Promise<Error> {
	const rights = await wishlistRights(executor, userId, id);
	return rights?.read ? new ForbiddenError(TEAM_TEXT.roleRefused(REFUSED.manage)) : wishlistNotFound();
}
