import { COLLECTION_PUBLISH_TEXT, collectionPublishProblem } from "@core/collection-publish";
import {
	type AdminCollection,
	type AdminCollectionDetail,
	type AdminCollectionListQuery,
	type AdminCollectionListResponse,
	type CollectionCreate,
	type CollectionUpdate,
	CURATION_TEXT,
} from "@core/contracts/admin-curation";
import { ErrorCode } from "@core/contracts/errors";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import { likePattern, sqlArray } from "../db/sql";
import { DomainError, NotFoundError, ValidationError } from "../errors";
import { CURATED_COLUMNS, type CuratedRow, requirePhotos, toCuratedPhoto } from "./photos";

export const collectionNotFound = () => new NotFoundError(CURATION_TEXT.collectionNotFound);

type CollectionRow = {
	id: string;
	title: string;
	description: string | null;
	is_public: boolean;
	cover_photo_id: string | null;
	photo_count: number;
	live_count: number;
	created_at: Date | string;
	updated_at: Date | string;
	/** The cover shown in the list (`c_` columns), null when the collection is empty. */
	c_id: string | null;
	c_photoid: number | null;
	c_title: string | null;
	c_thumbnail_url: string | null;
	c_width: number | null;
	c_height: number | null;
	c_photo_status: string | null;
};

function toCollection(row: CollectionRow): AdminCollection {
	return {
		id: row.id,
		title: row.title,
		description: row.description,
		is_public: row.is_public,
		cover_photo_id: row.cover_photo_id,
		cover:
			row.c_id === null
				? null
				: toCuratedPhoto({
						id: row.c_id,
						photoid: row.c_photoid ?? 0,
						title: row.c_title ?? "",
						thumbnail_url: row.c_thumbnail_url,
						width: row.c_width,
						height: row.c_height,
						photo_status: row.c_photo_status ?? "draft",
					}),
		photo_count: row.photo_count,
		live_count: row.live_count,
		created_at: isoTime(row.created_at),
		updated_at: isoTime(row.updated_at),
	};
}

/**
 * Collections (as `col`) with their counts and the cover an admin sees: the chosen one whatever
 * its status (the public side skips it while it is not live), else the first in order.
 */
const COLLECTIONS = sql`
	select col.id, col.title, col.description, col.is_public, col.cover_photo_id, col.created_at,
		col.updated_at, pc.photo_count, pc.live_count, c.id as c_id, c.photoid as c_photoid,
		c.title as c_title, c.thumbnail_url as c_thumbnail_url, c.width as c_width, c.height as c_height,
		c.photo_status as c_photo_status
	from collections col
	cross join lateral (select count(*)::int as photo_count,
			(count(*) filter (where p.photo_status = 'live'))::int as live_count
		from collection_photos cp join photos p on p.id = cp.photo_id where cp.collection_id = col.id) pc
	left join lateral (select p.* from collection_photos cp join photos p on p.id = cp.photo_id
		where cp.collection_id = col.id
		order by (p.id = col.cover_photo_id) desc, cp.position, cp.added_at, p.id limit 1) c on true`;

export async function listCollections(
	database: Database,
	filter: z.output<typeof AdminCollectionListQuery>,
): Promise<AdminCollectionListResponse> {
	const q = filter.q?.trim();
	const where: SQL = q ? sql`col.title ilike ${likePattern(q)}` : sql`true`;
	const [rows, [count]] = await Promise.all([
		database.query<CollectionRow>(sql`${COLLECTIONS} where ${where}
			order by col.updated_at desc, col.id
			limit ${filter.page_size} offset ${(filter.page - 1) * filter.page_size}`),
		database.query<{ total: number }>(sql`select count(*)::int as total from collections col where ${where}`),
	]);
	return {
		collections: rows.map(toCollection),
		total: count?.total ?? 0,
		page: filter.page,
		page_size: filter.page_size,
	};
}

async function requireCollection(executor: Executor, id: string): Promise<AdminCollection> {
	const [row] = await rowsOf<CollectionRow>(executor, sql`${COLLECTIONS} where col.id = ${id}`);
	if (!row) throw collectionNotFound();
	return toCollection(row);
}

/** Locks the collection's row for the rest of the transaction; not found when there is none. */
async function lockCollection(tx: Executor, id: string): Promise<{ title: string; is_public: boolean }> {
	const [row] = await rowsOf<{ title: string; is_public: boolean }>(
		tx,
		sql`select title, is_public from collections where id = ${id} for update`,
	);
	if (!row) throw collectionNotFound();
	return row;
}

async function detailOf(executor: Executor, id: string): Promise<AdminCollectionDetail> {
	const collection = await requireCollection(executor, id);
	const photos = await rowsOf<CuratedRow>(
		executor,
		sql`select ${CURATED_COLUMNS} from collection_photos cp join photos p on p.id = cp.photo_id
			where cp.collection_id = ${id} order by cp.position, cp.added_at, p.id`,
	);
	return { collection, photos: photos.map(toCuratedPhoto) };
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
	const [row] = await database.query<{ id: string }>(sql`
		insert into collections (title, description, is_public, created_by)
		values (${input.title}, ${input.description ?? null}, false, ${createdBy})
		returning id`);
	if (!row) throw new Error("collection insert returned no row");
	return requireCollection(database.db, row.id);
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
			const [member] = await rowsOf<{ photo_id: string }>(
				tx,
				sql`select photo_id from collection_photos
					where collection_id = ${id} and photo_id = ${update.cover_photo_id}`,
			);
			if (!member) throw fieldProblem("cover_photo_id", CURATION_TEXT.coverNotMember);
		}
		if (update.is_public) {
			const [live] = await rowsOf<{ n: number }>(
				tx,
				sql`select count(*)::int as n from collection_photos cp join photos p on p.id = cp.photo_id
					where cp.collection_id = ${id} and p.photo_status = 'live'`,
			);
			const problem = collectionPublishProblem({
				title: update.title ?? current.title,
				liveCount: live?.n ?? 0,
			});
			if (problem) throw fieldProblem("is_public", problem, 422);
		}
		const sets: SQL[] = [];
		if (update.title !== undefined) sets.push(sql`title = ${update.title}`);
		if (update.description !== undefined) sets.push(sql`description = ${update.description}`);
		if (update.cover_photo_id !== undefined) sets.push(sql`cover_photo_id = ${update.cover_photo_id}`);
		if (update.is_public !== undefined) sets.push(sql`is_public = ${update.is_public}`);
		sets.push(sql`updated_at = now()`);
		await tx.execute(sql`update collections set ${sql.join(sets, sql`, `)} where id = ${id}`);
		return detailOf(tx, id);
	});
}

export async function deleteCollection(database: Database, id: string): Promise<void> {
	const [row] = await database.query<{ id: string }>(
		sql`delete from collections where id = ${id} returning id`,
	);
	if (!row) throw collectionNotFound();
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
		const ids = sql`${sqlArray(photoIds)}::uuid[]`;
		// The publish rule holds while it is published: its public page never becomes an empty frame.
		if (current.is_public) {
			const [live] = await rowsOf<{ n: number }>(
				tx,
				sql`select count(*)::int as n from photos where id = any(${ids}) and photo_status = 'live'`,
			);
			if (!live?.n) throw fieldProblem("photo_ids", COLLECTION_PUBLISH_TEXT.keepLivePhoto, 422);
		}
		await tx.execute(
			sql`delete from collection_photos where collection_id = ${id} and photo_id <> all(${ids})`,
		);
		if (photoIds.length > 0)
			await tx.execute(sql`
				insert into collection_photos (collection_id, photo_id, position)
				select ${id}, t.photo_id, (t.n - 1)::int from unnest(${ids}) with ordinality as t(photo_id, n)
				on conflict (collection_id, photo_id) do update set position = excluded.position`);
		await tx.execute(sql`
			update collections set updated_at = now(),
				cover_photo_id = case when cover_photo_id = any(${ids})
					then cover_photo_id end
			where id = ${id}`);
		return detailOf(tx, id);
	});
}
