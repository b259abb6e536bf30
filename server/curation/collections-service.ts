import { COLLECTION_PUBLISH_TEXT, collectionPublishProblem } from "@core/collection-publish";
import {
	type AdminCollection,
	type AdminCollectionDetail,
	type AdminCollectionListQuery,
	type AdminCollectionListResponse,
	type CollectionCreate,
	type CollectionUpdate,
	CURATION_TEXT,
} from "@core/contracts/curation";
import { ErrorCode } from "@core/contracts/errors";
import type { z } from "zod";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { DomainError, NotFoundError, ValidationError } from "../errors";
import { requirePhotos } from "./photos-service";
import {
	collectionPhotos,
	collectionsPage,
	countLiveCollectionPhotos,
	deleteCollectionRow,
	findCollection,
	insertCollection,
	isCollectionPhoto,
	lockCollection as lockCollectionRow,
	replaceCollectionPhotos,
	updateCollectionRow,
} from "./queries/collections";
import { countLivePhotos } from "./queries/photos";

export const collectionNotFound = () => new NotFoundError(CURATION_TEXT.collectionNotFound);

export function listCollections(
	database: Database,
	filter: z.output<typeof AdminCollectionListQuery>,
): Promise<AdminCollectionListResponse> {
	return collectionsPage(database.db, filter);
}

async function requireCollection(executor: Executor, id: string): Promise<AdminCollection> {
	const collection = await findCollection(executor, id);
	if (!collection) throw collectionNotFound();
	return collection;
}

/** Locks the collection's row for the rest of the transaction; not found when there is none. */
async function lockCollection(tx: Executor, id: string): Promise<{ title: string; is_public: boolean }> {
	const row = await lockCollectionRow(tx, id);
	if (!row) throw collectionNotFound();
	return row;
}

async function detailOf(executor: Executor, id: string): Promise<AdminCollectionDetail> {
	const collection = await requireCollection(executor, id);
	return { collection, photos: await collectionPhotos(executor, id) };
}

/** One collection with its photos in their order. */
export function collectionDetail(database: Database, id: string): Promise<AdminCollectionDetail> {
	return detailOf(database.db, id);
}

/** A new collection: empty and unpublished until an admin adds live photos and publishes it. */
export async function createCollection(
	database: Database,
	input: z.output<typeof CollectionCreate>,
	createdBy: string,
): Promise<AdminCollection> {
	return requireCollection(database.db, await insertCollection(database.db, input, createdBy));
}

/** A field's problem that the request itself could not show: 400 (or `status`) under that field. */
const fieldProblem = (field: string, message: string, status = 400) =>
	status === 400
		? new ValidationError(message, { [field]: message })
		: new DomainError(status, ErrorCode.validation, message, { [field]: message });

/**
 * Changes the title, description, cover or publication. The cover must be one of its photos;
 * publishing (even again) needs what core/collection-publish.ts asks, else 422.
 */
export async function updateCollection(
	database: Database,
	id: string,
	update: z.output<typeof CollectionUpdate>,
): Promise<AdminCollectionDetail> {
	return database.db.transaction(async (tx) => {
		const current = await lockCollection(tx, id);
		if (update.cover_photo_id) {
			if (!(await isCollectionPhoto(tx, id, update.cover_photo_id)))
				throw fieldProblem("cover_photo_id", CURATION_TEXT.coverNotMember);
		}
		if (update.is_public) {
			const problem = collectionPublishProblem({
				title: update.title ?? current.title,
				liveCount: await countLiveCollectionPhotos(tx, id),
			});
			if (problem) throw fieldProblem("is_public", problem, 422);
		}
		await updateCollectionRow(tx, id, update);
		return detailOf(tx, id);
	});
}

export async function deleteCollection(database: Database, id: string): Promise<void> {
	if (!(await deleteCollectionRow(database.db, id))) throw collectionNotFound();
}

/**
 * Replaces the collection's photos with `photoIds` in that order (positions 0..n-1). Photos that
 * stay keep when they were added; a cover no longer among them is cleared. All or nothing.
 */
export async function setCollectionPhotos(
	database: Database,
	id: string,
	photoIds: string[],
): Promise<AdminCollectionDetail> {
	return database.db.transaction(async (tx) => {
		const current = await lockCollection(tx, id);
		await requirePhotos(tx, photoIds);
		// The publish rule holds while it is published: its public page never becomes an empty frame.
		if (current.is_public && !(await countLivePhotos(tx, photoIds)))
			throw fieldProblem("photo_ids", COLLECTION_PUBLISH_TEXT.keepLivePhoto, 422);
		await replaceCollectionPhotos(tx, id, photoIds);
		return detailOf(tx, id);
	});
}
