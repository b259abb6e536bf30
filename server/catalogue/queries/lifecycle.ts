import type { PhotoStatus } from "@core/photo-status";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { photos } from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * A photo's life in the catalogue: made as a draft by an upload (and deleted again when its
 * import is taken back), then moved between statuses as core's publish rules allow.
 */

/** The columns of an uploaded original's new row (its status is 'draft'). */
export type IngestedPhoto = Columns<
	typeof photos,
	| "id"
	| "title"
	| "user_id"
	| "price_cents"
	| "thumbnail_url"
	| "preview_url"
	| "original_key"
	| "original_filename"
	| "width"
	| "height"
	| "file_size"
	| "orientation"
	| "date_taken"
	| "decade_taken"
	| "dominant_color"
>;

export async function insertDraftPhoto(executor: Executor, photo: IngestedPhoto): Promise<void> {
	await executor.execute(sql`
		insert into photos (id, title, user_id, price_cents, photo_status, thumbnail_url, preview_url,
			original_key, original_filename, width, height, file_size, orientation, date_taken,
			decade_taken, dominant_color)
		values (${photo.id}, ${photo.title}, ${photo.user_id}, ${photo.price_cents},
			'draft', ${photo.thumbnail_url}, ${photo.preview_url}, ${photo.original_key},
			${photo.original_filename}, ${photo.width}, ${photo.height}, ${photo.file_size},
			${photo.orientation}, ${photo.date_taken}, ${photo.decade_taken},
			${photo.dominant_color})`);
}

/** Deletes the photo; the keys and URLs of its files, or undefined when there was no such photo. */
export async function deletePhotoReturningFiles(
	database: Database,
	id: string,
): Promise<Columns<typeof photos, "original_key" | "thumbnail_url" | "preview_url"> | undefined> {
	const [row] = await database.query<
		Columns<typeof photos, "original_key" | "thumbnail_url" | "preview_url">
	>(sql`delete from photos where id = ${id} returning original_key, thumbnail_url, preview_url`);
	return row;
}

/** What core's publish rules read of a photo, besides its status. */
export type PublishFacts = Columns<
	typeof photos,
	"title" | "price_cents" | "thumbnail_url" | "preview_url" | "decade_taken"
> & {
	/** One of the statuses: the column's CHECK holds it to core/photo-status.ts's list. */
	photo_status: PhotoStatus;
};

/** The columns of PublishFacts, from photos. */
const PUBLISH_FACT_COLUMNS = sql`photo_status, title, price_cents, thumbnail_url, preview_url, decade_taken`;

export async function publishFacts(executor: Executor, id: string): Promise<PublishFacts | undefined> {
	const [row] = await rowsOf<PublishFacts>(
		executor,
		sql`select ${PUBLISH_FACT_COLUMNS} from photos where id = ${id}`,
	);
	return row;
}

export type StatusRow = PublishFacts & Columns<typeof photos, "id" | "photoid">;

/**
 * The publish facts of those of these photos that exist, their rows locked until the
 * transaction ends; in id order, so two bulk changes of overlapping photos cannot deadlock.
 */
export function lockStatusRows(executor: Executor, ids: string[]): Promise<StatusRow[]> {
	return rowsOf<StatusRow>(
		executor,
		sql`select id, photoid, ${PUBLISH_FACT_COLUMNS}
			from photos where id = any(${sqlArray(ids)}::uuid[]) order by id for update`,
	);
}

export async function setPhotoStatus(executor: Executor, ids: string[], status: PhotoStatus): Promise<void> {
	await executor.execute(sql`
		update photos set photo_status = ${status}, updated_at = now()
		where id = any(${sqlArray(ids)}::uuid[])`);
}
