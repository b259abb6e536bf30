import { PHOTO_UPLOAD_MAX_PIXELS, PHOTO_UPLOAD_TEXT } from "@core/contracts/catalogue";
import { ErrorCode } from "@core/contracts/errors";
import { decadeOfDate } from "@core/decades";
import exifReader from "exif-reader";
import sharp, { type Metadata } from "sharp";
import { DomainError } from "../errors";
import { type AvifDerivatives, avifVariant, type Derivatives, makeDerivatives } from "./derivatives";
import { type MediaStorage, mediaKeyOf } from "./storage";
import { variantKeys } from "./variants";

/**
 * A photo's original, from the moment it arrives until its public derivatives exist: the checks
 * on its content, its EXIF date, and the derivatives written under its id. The admin's ingest
 * (server/catalogue/ingest.ts) does it all in the request; a family's upload (server/uploads)
 * checks and keeps the original in the request and leaves the derivatives to a background job.
 */

/** The originals we keep, by sharp's name for the format, with the extension they are stored under. */
export const ORIGINAL_EXTENSIONS: Readonly<Record<string, string>> = {
	jpeg: ".jpg",
	png: ".png",
	webp: ".webp",
	tiff: ".tif",
};

export const brokenError = () => new DomainError(422, ErrorCode.validation, PHOTO_UPLOAD_TEXT.broken);
export const tooManyPixelsError = () =>
	new DomainError(422, ErrorCode.validation, PHOTO_UPLOAD_TEXT.tooManyPixels);

/** A photo's title until someone gives it one: the file's name without extension or separators. */
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
export function dateTakenOf(exif: Buffer | undefined): string | null {
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

/**
 * Reads the original's format and size without decoding its pixels: refuses what is not an
 * image sharp reads (422) and decompression bombs by their declared size (422). `extension` is
 * undefined for an image of a format we do not keep; the caller words that refusal.
 */
export async function probeOriginal(
	original: Buffer,
): Promise<{ meta: Metadata; extension: string | undefined }> {
	try {
		const meta = await sharp(original, { limitInputPixels: PHOTO_UPLOAD_MAX_PIXELS }).metadata();
		const extension = meta.format ? ORIGINAL_EXTENSIONS[meta.format] : undefined;
		return { meta, extension };
	} catch (err) {
		throw /pixel limit/i.test(err instanceof Error ? err.message : "") ? tooManyPixelsError() : brokenError();
	}
}

/**
 * Decodes the whole original once at a small size (a JPEG shrinks while it decodes, so this is
 * quick): a truncated or damaged body is refused now, not found later by the derivatives.
 */
export async function checkDecodes(original: Buffer): Promise<void> {
	try {
		await sharp(original, { failOn: "truncated", limitInputPixels: PHOTO_UPLOAD_MAX_PIXELS })
			.resize(64, 64, { fit: "inside" })
			.raw()
			.toBuffer();
	} catch {
		throw brokenError();
	}
}

/** The derivatives of an original, as the catalogue keeps them: WebP and AVIF, thumbnail and watermarked preview. */
export async function photoDerivatives(original: Buffer): Promise<Derivatives & AvifDerivatives> {
	try {
		return await makeDerivatives(original, { avif: true, limitInputPixels: PHOTO_UPLOAD_MAX_PIXELS });
	} catch {
		// The probe read the header; only decoding finds a damaged or truncated body.
		throw brokenError();
	}
}

/** What a stored photo wrote, so it can be taken back. */
export type WrittenFiles = { privateKeys: string[]; publicKeys: string[] };

export async function deleteFiles(storage: MediaStorage, files: WrittenFiles): Promise<void> {
	await Promise.all([
		...files.privateKeys.map((key) => storage.deletePrivate(key)),
		...files.publicKeys.map((key) => storage.deletePublic(key)),
	]);
}

/** The public keys of a photo's derivatives, named by its id. */
export function derivativeKeys(id: string) {
	const thumbKey = `thumbs/${id}.webp`;
	const previewKey = `previews/${id}.webp`;
	return {
		thumbKey,
		previewKey,
		all: [thumbKey, previewKey, avifVariant(thumbKey), avifVariant(previewKey)],
	};
}

/**
 * Writes the four public derivatives of photo `id` and answers their URLs. If a write fails,
 * the others are removed and the error is thrown. Writing again overwrites the same keys, so a
 * job that runs twice leaves one set of files.
 */
export async function publishDerivatives(
	storage: MediaStorage,
	id: string,
	derivatives: Derivatives & AvifDerivatives,
): Promise<{ thumbnailUrl: string; previewUrl: string }> {
	const { thumbKey, previewKey, all } = derivativeKeys(id);
	const writes = await Promise.allSettled([
		storage.putPublic(thumbKey, derivatives.thumbnail),
		storage.putPublic(previewKey, derivatives.preview),
		storage.putPublic(avifVariant(thumbKey), derivatives.thumbnailAvif),
		storage.putPublic(avifVariant(previewKey), derivatives.previewAvif),
	]);
	const failed = writes.find((w): w is PromiseRejectedResult => w.status === "rejected");
	if (failed) {
		await deleteFiles(storage, { privateKeys: [], publicKeys: all });
		throw failed.reason;
	}
	return { thumbnailUrl: storage.publicUrl(thumbKey), previewUrl: storage.publicUrl(previewKey) };
}

/** The files of a stored photo, from its row: the original and the derivatives with their twins. */
export function photoFiles(row: {
	original_key: string | null;
	thumbnail_url: string | null;
	preview_url: string | null;
}): WrittenFiles {
	const publicKeys: string[] = [];
	for (const url of [row.thumbnail_url, row.preview_url]) {
		// Relative (/media/...) or under MEDIA_PUBLIC_URL: the same key either way.
		const key = url ? mediaKeyOf(url) : null;
		if (!key) continue;
		publicKeys.push(key, ...variantKeys(key));
		if (key.endsWith(".webp")) publicKeys.push(avifVariant(key));
	}
	return { privateKeys: row.original_key ? [row.original_key] : [], publicKeys };
}
