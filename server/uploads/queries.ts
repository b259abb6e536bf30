import type { UploadStatus } from "@core/contracts/uploads";
import type { ProcessingState } from "@core/family";
import { sql } from "drizzle-orm";
import { answersRow, type Executor, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { photos } from "../db/schema";
import { sqlArray } from "../db/sql";

/** The uploads' SQL: the family's storefront state, its processing photos, their derivatives. */

/** Whether the family closed its storefront (profiles.storefront_closed_at). */
export function storefrontClosed(executor: Executor, userId: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`select 1 from profiles where id = ${userId} and storefront_closed_at is not null`,
	);
}

/** The columns of a family's upload, made a draft still 'processing' (no thumbnail or preview yet). */
export type ProcessingPhoto = Columns<
	typeof photos,
	| "id"
	| "title"
	| "user_id"
	| "price_cents"
	| "original_key"
	| "original_filename"
	| "width"
	| "height"
	| "file_size"
	| "orientation"
	| "date_taken"
	| "decade_taken"
>;

export async function insertProcessingPhoto(
	executor: Executor,
	photo: ProcessingPhoto,
): Promise<Columns<typeof photos, "photoid">> {
	const [row] = await rowsOf<Columns<typeof photos, "photoid">>(
		executor,
		sql`
		insert into photos (id, title, user_id, price_cents, photo_status, processing_state, original_key,
			original_filename, width, height, file_size, orientation, date_taken, decade_taken)
		values (${photo.id}, ${photo.title}, ${photo.user_id}, ${photo.price_cents}, 'draft', 'processing',
			${photo.original_key}, ${photo.original_filename}, ${photo.width}, ${photo.height},
			${photo.file_size}, ${photo.orientation}, ${photo.date_taken}, ${photo.decade_taken})
		returning photoid`,
	);
	if (!row) throw new Error("insertProcessingPhoto: no row");
	return row;
}

/** The processing state of those of `ids` that are the family's photos. */
export async function uploadStatuses(
	executor: Executor,
	userId: string,
	ids: readonly string[],
): Promise<UploadStatus[]> {
	return rowsOf<UploadStatus & { processing_state: ProcessingState }>(
		executor,
		sql`select id, processing_state, thumbnail_url from photos
			where user_id = ${userId} and id = any(${sqlArray(ids)}::uuid[])
			order by created_at, id`,
	);
}

/** What the derivatives job reads of its photo. */
export type DerivativesSource = Columns<typeof photos, "id" | "original_key"> & {
	processing_state: ProcessingState;
};

export async function derivativesSource(
	executor: Executor,
	id: string,
): Promise<DerivativesSource | undefined> {
	const [row] = await rowsOf<DerivativesSource>(
		executor,
		sql`select id, original_key, processing_state from photos where id = ${id}`,
	);
	return row;
}

/**
 * The derivatives exist: the photo's URLs and colour, and 'ready', in one statement (its hash
 * follows in the same transaction, server/near-duplicates); false when the photo is gone
 * (deleted while the job ran).
 */
export function recordDerivatives(
	executor: Executor,
	id: string,
	made: { thumbnailUrl: string; previewUrl: string; dominantColor: string },
): Promise<boolean> {
	return answersRow(
		executor,
		sql`update photos set thumbnail_url = ${made.thumbnailUrl}, preview_url = ${made.previewUrl},
				dominant_color = ${made.dominantColor},
				processing_state = 'ready', updated_at = now()
			where id = ${id}
			returning id`,
	);
}

/** The job gave up: the family sees the photo failed (and uploads it again). */
export async function recordDerivativesFailed(executor: Executor, id: string): Promise<void> {
	await rowsOf(
		executor,
		sql`update photos set processing_state = 'failed', updated_at = now()
			where id = ${id} and processing_state = 'processing'`,
	);
}
