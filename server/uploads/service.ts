import { randomUUID } from "node:crypto";
import { PHOTO_DEFAULT_PRICE_CENTS, photoOrientation } from "@core/contracts/catalogue";
import { ErrorCode } from "@core/contracts/errors";
import { FAMILY_UPLOAD_TEXT, type FamilyUploadedPhoto, type UploadStatus } from "@core/contracts/uploads";
import { decadeOfDate } from "@core/decades";
import { FAMILY_UPLOAD_MIN_LONG_SIDE, FAMILY_UPLOAD_TYPES } from "@core/family";
import type { Database } from "../db/client";
import { ConflictError, DomainError } from "../errors";
import { enqueueJob, wakeJobWorkers } from "../jobs/queue";
import { checkDecodes, dateTakenOf, probeOriginal, titleFromFilename } from "../media/originals";
import type { MediaStorage } from "../media/storage";
import { insertProcessingPhoto, storefrontClosed, uploadStatuses } from "./queries";

/** Whether a format sharp read is one a family may upload (core's FAMILY_UPLOAD_TYPES, by content). */
const familyMayUpload = (format: string | undefined): boolean =>
	(FAMILY_UPLOAD_TYPES as readonly string[]).includes(`image/${format}`);

export const familyWrongTypeError = () =>
	new DomainError(415, ErrorCode.validation, FAMILY_UPLOAD_TEXT.wrongType);

export type FamilyUploadInput = { userId: string; filename: string; original: Buffer };

/**
 * Takes in a family's original. Every check comes before anything is kept: the storefront is
 * open; the content is a JPEG, PNG or TIFF whatever its name or declared type; its declared
 * pixels are under the decompression-bomb limit; its long side is large enough to print; and it
 * decodes to its end. Then the original is kept privately, and in one transaction the photo is
 * made (a draft of the family, 'processing', titled from the file name, dated from its EXIF) and
 * its derivatives job queued. If the transaction fails the original is removed again: a refusal
 * or a failure leaves no row, no job and no file.
 */
export async function acceptFamilyUpload(
	database: Database,
	storage: MediaStorage,
	input: FamilyUploadInput,
): Promise<FamilyUploadedPhoto> {
	if (await storefrontClosed(database.db, input.userId))
		throw new ConflictError(FAMILY_UPLOAD_TEXT.storefrontClosed);
	if (input.original.length === 0) throw new DomainError(422, ErrorCode.validation, FAMILY_UPLOAD_TEXT.empty);

	const { meta, extension } = await probeOriginal(input.original);
	if (!extension || !familyMayUpload(meta.format)) throw familyWrongTypeError();
	// As displayed, after any EXIF rotation.
	const { width, height } = meta.autoOrient;
	if (!width || !height || Math.max(width, height) < FAMILY_UPLOAD_MIN_LONG_SIDE)
		throw new DomainError(422, ErrorCode.validation, FAMILY_UPLOAD_TEXT.tooSmall(width ?? 0, height ?? 0));
	await checkDecodes(input.original);

	const id = randomUUID();
	const originalKey = `uploads/${id}${extension}`;
	await storage.putPrivate(originalKey, input.original);
	const dateTaken = dateTakenOf(meta.exif);
	const title = titleFromFilename(input.filename);
	let photoid: number;
	try {
		photoid = await database.db.transaction(async (tx) => {
			const row = await insertProcessingPhoto(tx, {
				id,
				title,
				user_id: input.userId,
				price_cents: PHOTO_DEFAULT_PRICE_CENTS,
				original_key: originalKey,
				original_filename: input.filename,
				width,
				height,
				file_size: input.original.length,
				orientation: photoOrientation(width, height),
				date_taken: dateTaken,
				decade_taken: dateTaken ? decadeOfDate(dateTaken) : null,
			});
			await enqueueJob(tx, "photo_derivatives", { photoId: id });
			return row.photoid;
		});
	} catch (err) {
		await storage.deletePrivate(originalKey);
		throw err;
	}
	// After the commit, so a worker on another connection sees the job.
	wakeJobWorkers();
	return { id, photoid, title, processing_state: "processing" };
}

/** Where the family's photos among `ids` stand; others' photos are left out, as if they did not exist. */
export function familyUploadStatuses(
	database: Database,
	userId: string,
	ids: readonly string[],
): Promise<UploadStatus[]> {
	return uploadStatuses(database.db, userId, ids);
}
