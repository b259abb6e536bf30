import { randomUUID } from "node:crypto";
import {
	type AdminPhotoRow,
	PHOTO_DEFAULT_PRICE_CENTS,
	PHOTO_UPLOAD_MAX_PIXELS,
	PHOTO_UPLOAD_TEXT,
	photoOrientation,
} from "@core/contracts/catalogue";
import { ErrorCode } from "@core/contracts/errors";
import { decadeOfDate } from "@core/decades";
import exifReader from "exif-reader";
import sharp from "sharp";
import type { Database } from "../db/client";
import { DomainError, ValidationError } from "../errors";
import { type AvifDerivatives, avifVariant, type Derivatives, makeDerivatives } from "../media/derivatives";
import { MEDIA_URL_PREFIX, type MediaStorage } from "../media/storage";
import { variantKeys } from "../media/variants";
import { toAdminRow } from "./mappers";
import { adminPhotoRow } from "./queries/admin-rows";
import { deletePhotoReturningFiles, insertDraftPhoto } from "./queries/lifecycle";
import { familyId } from "./queries/metadata";

/** The originals we keep, by sharp's name for the format, with the extension they are stored under. */
const ORIGINAL_EXTENSIONS: Record<string, string> = {
	jpeg: ".jpg",
	png: ".png",
	webp: ".webp",
	tiff: ".tif",
};

export const wrongTypeError = () => new DomainError(415, ErrorCode.validation, PHOTO_UPLOAD_TEXT.wrongType);
const brokenError = () => new DomainError(422, ErrorCode.validation, PHOTO_UPLOAD_TEXT.broken);
const tooManyPixelsError = () => new DomainError(422, ErrorCode.validation, PHOTO_UPLOAD_TEXT.tooManyPixels);

/** A photo's title until an admin gives it one: the file's name without extension or separators. */
export function titleFromFilename(filename: string): string {
	const base = filename.split(/[\\/]/).pop() ?? "";
	const title = base
		.replace(/\.[^.]*$/, "")
		.replace(/[_-]+/g, " ")
		.replace(/\s+/g, " ")
		.trim()
		.slice(0, 200)
		.trim();
	return title || "Untitled";
}

/** The day the camera took the picture (EXIF DateTimeOriginal), when the archive covers it. */
function dateTakenOf(exif: Buffer | undefined): string | null {
	if (!exif) return null;
	let taken: unknown;
	try {
		taken = exifReader(exif).Photo?.DateTimeOriginal;
	} catch {
		// Broken EXIF costs only the date: the picture itself decoded.
		return null;
	}
	if (!(taken instanceof Date) || Number.isNaN(taken.getTime())) return null;
	// exif-reader reads the camera's local time as UTC, so the UTC date is the date it showed.
	const date = taken.toISOString().slice(0, 10);
	// A scan's EXIF date is the day of the scan: a date outside the archive's decades would also
	// make every later edit of the photo's decade fail the date rule, so it is not kept.
	return decadeOfDate(date) ? date : null;
}

/** What a stored upload wrote, so it can be taken back. */
type WrittenFiles = { privateKeys: string[]; publicKeys: string[] };

export async function deleteFiles(storage: MediaStorage, files: WrittenFiles): Promise<void> {
	await Promise.all([
		...files.privateKeys.map((key) => storage.deletePrivate(key)),
		...files.publicKeys.map((key) => storage.deletePublic(key)),
	]);
}

/** The files of a stored photo, from its row: the original and the four derivatives. */
export function photoFiles(row: {
	original_key: string | null;
	thumbnail_url: string | null;
	preview_url: string | null;
}): WrittenFiles {
	const publicKeys: string[] = [];
	for (const url of [row.thumbnail_url, row.preview_url]) {
		if (!url?.startsWith(MEDIA_URL_PREFIX)) continue;
		const key = url.slice(MEDIA_URL_PREFIX.length);
		publicKeys.push(key, ...variantKeys(key));
		if (key.endsWith(".webp")) publicKeys.push(avifVariant(key));
	}
	return { privateKeys: row.original_key ? [row.original_key] : [], publicKeys };
}

export type IngestInput = { family: string; filename: string; original: Buffer };

/**
 * Reads the original's format and size without decoding its pixels: refuses what is not an
 * image we keep, and decompression bombs by their declared size.
 */
async function probe(original: Buffer) {
	try {
		const meta = await sharp(original, { limitInputPixels: PHOTO_UPLOAD_MAX_PIXELS }).metadata();
		const extension = meta.format ? ORIGINAL_EXTENSIONS[meta.format] : undefined;
		return { meta, extension };
	} catch (err) {
		throw /pixel limit/i.test(err instanceof Error ? err.message : "") ? tooManyPixelsError() : brokenError();
	}
}

/**
 * Takes in one original: checks it, keeps it privately, makes and publishes its derivatives
 * (WebP and AVIF thumbnail and watermarked preview), reads its size, orientation, EXIF date and
 * dominant colour, and records it as a draft of the family. Files are written first under a
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

	const { meta, extension } = await probe(input.original);
	if (!extension) throw wrongTypeError();
	let derivatives: Derivatives & AvifDerivatives;
	try {
		derivatives = await makeDerivatives(input.original, {
			avif: true,
			limitInputPixels: PHOTO_UPLOAD_MAX_PIXELS,
		});
	} catch {
		// The probe read the header; only decoding finds a damaged or truncated body.
		throw brokenError();
	}

	const id = randomUUID();
	const originalKey = `uploads/${id}${extension}`;
	const thumbKey = `thumbs/${id}.webp`;
	const previewKey = `previews/${id}.webp`;
	const files: WrittenFiles = {
		privateKeys: [originalKey],
		publicKeys: [thumbKey, previewKey, avifVariant(thumbKey), avifVariant(previewKey)],
	};
	const writes = await Promise.allSettled([
		storage.putPrivate(originalKey, input.original),
		storage.putPublic(thumbKey, derivatives.thumbnail),
		storage.putPublic(previewKey, derivatives.preview),
		storage.putPublic(avifVariant(thumbKey), derivatives.thumbnailAvif),
		storage.putPublic(avifVariant(previewKey), derivatives.previewAvif),
	]);
	const failed = writes.find((w): w is PromiseRejectedResult => w.status === "rejected");
	if (failed) {
		await deleteFiles(storage, files);
		throw failed.reason;
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
				thumbnail_url: storage.publicUrl(thumbKey),
				preview_url: storage.publicUrl(previewKey),
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
