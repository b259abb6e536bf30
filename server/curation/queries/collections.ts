import type {
	AdminCollection,
	AdminCollectionListQuery,
	AdminCollectionListResponse,
	CollectionUpdate,
	CuratedPhoto,
} from "@core/contracts/curation";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { answersRow, type Executor, isoTime, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { collections } from "../../db/schema";
import { likePattern } from "../../db/sql";
import { CURATED_COLUMNS, type CuratedRow, pageOf, toCuratedPhoto, uuids } from "./photos";

/** Collections' SQL: collections with their counts and covers, their photos in order, and their writes. */

type CollectionRow = Columns<
	typeof collections,
	"id" | "title" | "description" | "is_public" | "cover_photo_id" | "created_at" | "updated_at"
> & {
	photo_count: number;
	live_count: number;
} & {
	/** The cover shown in the list (`c_` columns), null when the collection is empty. */
	[K in keyof CuratedRow as `c_${K}`]: CuratedRow[K] | null;
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

/** A page of the collections whose title holds the filter's words, and how many there are in all. */
export async function collectionsPage(
	executor: Executor,
	filter: z.output<typeof AdminCollectionListQuery>,
): Promise<AdminCollectionListResponse> {
	const q = filter.q?.trim();
	const where: SQL = q ? sql`col.title ilike ${likePattern(q)}` : sql`true`;
	const [rows, [count]] = await Promise.all([
		rowsOf<CollectionRow>(
			executor,
			sql`${COLLECTIONS} where ${where} order by col.updated_at desc, col.id ${pageOf(filter)}`,
		),
		rowsOf<{ total: number }>(
			executor,
			sql`select count(*)::int as total from collections col where ${where}`,
		),
	]);
	return {
		collections: rows.map(toCollection),
		total: count?.total ?? 0,
		page: filter.page,
		page_size: filter.page_size,
	};
}

export async function findCollection(executor: Executor, id: string): Promise<AdminCollection | null> {
	const [row] = await rowsOf<CollectionRow>(executor, sql`${COLLECTIONS} where col.id = ${id}`);
	return row ? toCollection(row) : null;
}

/** Locks the collection's row for the rest of the transaction. */
export async function lockCollection(
	executor: Executor,
	id: string,
): Promise<Columns<typeof collections, "title" | "is_public"> | undefined> {
	const [row] = await rowsOf<Columns<typeof collections, "title" | "is_public">>(
		executor,
		sql`select title, is_public from collections where id = ${id} for update`,
	);
	return row;
}

/** The collection's photos in their order. */
export async function collectionPhotos(executor: Executor, id: string): Promise<CuratedPhoto[]> {
	const rows = await rowsOf<CuratedRow>(
		executor,
		sql`select ${CURATED_COLUMNS} from collection_photos cp join photos p on p.id = cp.photo_id
			where cp.collection_id = ${id} order by cp.position, cp.added_at, p.id`,
	);
	return rows.map(toCuratedPhoto);
}

export async function insertCollection(
	executor: Executor,
	input: { title: string; description?: string | null },
	createdBy: string,
): Promise<string> {
	const [row] = await rowsOf<Columns<typeof collections, "id">>(
		executor,
		sql`insert into collections (title, description, is_public, created_by)
			values (${input.title}, ${input.description ?? null}, false, ${createdBy})
			returning id`,
	);
	if (!row) throw new Error("collection insert returned no row");
	return row.id;
}

export async function isCollectionPhoto(executor: Executor, id: string, photoId: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`select photo_id from collection_photos where collection_id = ${id} and photo_id = ${photoId}`,
	);
}

export async function countLiveCollectionPhotos(executor: Executor, id: string): Promise<number> {
	const [live] = await rowsOf<{ n: number }>(
		executor,
		sql`select count(*)::int as n from collection_photos cp join photos p on p.id = cp.photo_id
			where cp.collection_id = ${id} and p.photo_status = 'live'`,
	);
	return live?.n ?? 0;
}

export async function updateCollectionRow(
	executor: Executor,
	id: string,
	update: z.output<typeof CollectionUpdate>,
): Promise<void> {
	const sets: SQL[] = [];
	if (update.title !== undefined) sets.push(sql`title = ${update.title}`);
	if (update.description !== undefined) sets.push(sql`description = ${update.description}`);
	if (update.cover_photo_id !== undefined) sets.push(sql`cover_photo_id = ${update.cover_photo_id}`);
	if (update.is_public !== undefined) sets.push(sql`is_public = ${update.is_public}`);
	sets.push(sql`updated_at = now()`);
	await executor.execute(sql`update collections set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Whether there was such a collection to delete. */
export async function deleteCollectionRow(executor: Executor, id: string): Promise<boolean> {
	return answersRow(executor, sql`delete from collections where id = ${id} returning id`);
}

/**
 * The collection holds exactly `photoIds`, in that order (positions 0..n-1): photos that stay
 * keep when they were added, and a cover no longer among them is cleared.
 */
export async function replaceCollectionPhotos(
	executor: Executor,
	id: string,
	photoIds: string[],
): Promise<void> {
	const ids = uuids(photoIds);
	await executor.execute(
		sql`delete from collection_photos where collection_id = ${id} and photo_id <> all(${ids})`,
	);
	if (photoIds.length > 0)
		await executor.execute(sql`
			insert into collection_photos (collection_id, photo_id, position)
			select ${id}, t.photo_id, (t.n - 1)::int from unnest(${ids}) with ordinality as t(photo_id, n)
			on conflict (collection_id, photo_id) do update set position = excluded.position`);
	await executor.execute(sql`
		update collections set updated_at = now(),
			cover_photo_id = case when cover_photo_id = any(${ids})
				then cover_photo_id end
		where id = ${id}`);
}
