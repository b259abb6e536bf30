import { randomUUID } from "node:crypto";
import {
	type AdminPhotoRow,
	PHOTO_DEFAULT_PRICE_CENTS,
	PHOTO_UPLOAD_TEXT,
	photoOrientation,
} from "@core/contracts/catalogue";
import { ErrorCode } from "@core/contracts/errors";
import { decadeOfDate } from "@core/decades";
import type { Database } from "../db/client";
import { DomainError, ValidationError } from "../errors";
import {
	dateTakenOf,
	deleteFiles,
	derivativeKeys,
	photoDerivatives,
	photoFiles,
	probeOriginal,
	publishDerivatives,
	titleFromFilename,
	type WrittenFiles,
} from "../media/originals";
import type { MediaStorage } from "../media/storage";
import { hashAndRecordNearDuplicates } from "../near-duplicates/service";
import { toAdminRow } from "./mappers";
import { adminPhotoRow } from "./queries/admin-rows";
import { deletePhotoReturningFiles, insertDraftPhoto } from "./queries/lifecycle";
import { familyId } from "./queries/metadata";

// The checks and derivatives are shared with a family's upload (server/media/originals.ts).

export const wrongTypeError = () => new DomainError(415, ErrorCode.validation, PHOTO_UPLOAD_TEXT.wrongType);

export type IngestInput = { family: string; filename: string; original: Buffer };

/**
 * Takes in one original: checks it, keeps it privately, makes and publishes its derivatives
 * (WebP and AVIF thumbnail and watermarked preview), reads its size, orientation, EXIF date and
 * dominant colour, and records it as a draft of the family with its perceptual hash and
 * near-duplicates (server/near-duplicates). Files are written first under a
 * fresh id, then the row; if anything fails, whatever was written is removed again.
 */
export async function ingestPhoto(
	database: Database,
	storage: MediaStorage,
	input: IngestInput,
): Promise<AdminPhotoRow> {
	const family = await familyId(database.db, input.family);
	if (!family)
		throw new ValidationError(PHOTO_UPLOAD_TEXT.unknownFamily, { family: PHOTO_UPLOAD_TEXT.unknownFamily });

	const { meta, extension } = await probeOriginal(input.original);
	if (!extension) throw wrongTypeError();
	const derivatives = await photoDerivatives(input.original);

	const id = randomUUID();
	const originalKey = `uploads/${id}${extension}`;
	const files: WrittenFiles = { privateKeys: [originalKey], publicKeys: derivativeKeys(id).all };
	const writes = await Promise.allSettled([
		storage.putPrivate(originalKey, input.original),
		publishDerivatives(storage, id, derivatives),
	]);
	const failed = writes.find((w): w is PromiseRejectedResult => w.status === "rejected");
	const published = writes[1].status === "fulfilled" ? writes[1].value : undefined;
	if (failed || !published) {
		await deleteFiles(storage, files);
		throw failed?.reason;
	}

	const dateTaken = dateTakenOf(meta.exif);
	const { width, height } = derivatives;
	try {
		return await database.db.transaction(async (tx) => {
			await insertDraftPhoto(tx, {
				id,
				title: titleFromFilename(input.filename),
				user_id: family,
				price_cents: PHOTO_DEFAULT_PRICE_CENTS,
				thumbnail_url: published.thumbnailUrl,
				preview_url: published.previewUrl,
				original_key: originalKey,
				original_filename: input.filename,
				width,
				height,
				file_size: derivatives.fileSize,
				orientation: photoOrientation(width, height),
				date_taken: dateTaken,
				decade_taken: dateTaken ? decadeOfDate(dateTaken) : null,
				dominant_color: derivatives.dominantColor,
			});
			await hashAndRecordNearDuplicates(tx, id, derivatives.thumbnail);
			const row = await adminPhotoRow(tx, id);
			if (!row) throw new Error("ingestPhoto: the inserted photo is not there");
			return toAdminRow(row);
		});
	} catch (err) {
		await deleteFiles(storage, files);
		throw err;
	}
}

/**
 * Removes photos this process has just ingested, with their files (an import taken back). Only
 * for new photos: nothing else refers to them yet but their events.
 */
export async function deleteIngestedPhotos(
	database: Database,
	storage: MediaStorage,
	ids: string[],
): Promise<void> {
	for (const id of ids) {
		const row = await deletePhotoReturningFiles(database, id);
		if (row) await deleteFiles(storage, photoFiles(row));
	}
}
