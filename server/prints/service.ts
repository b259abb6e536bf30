import type { PrintInfo } from "@core/contracts/prints";
import {
	type CropOffset,
	cropFileName,
	PRINT_FRAMES,
	PRINT_TEXT,
	type PrintCrop,
	type PrintFrameId,
	printCrop,
} from "@core/print-frames";
import sharp from "sharp";
import { NotFoundError } from "../errors";
import type { MediaStorage } from "../media/storage";
import type { Printable } from "./queries";

/**
 * Print-ready files: how each frame size fits a licensed photo, and the crop itself, cut from the
 * original without enlargement or any other change to its pixels but the JPEG encoding.
 */

/** High enough that the crop shows no more compression than the original's own. */
export const CROP_JPEG_QUALITY = 95;

type Size = { width: number; height: number };

/** Where a missing original is reported (the request's logger): a licence without its file is our fault. */
export type ErrorLog = { error(details: object, message: string): void };

/** The photo's pixel size as stored, else as the original file says (upright, EXIF applied). */
export async function photoSize(storage: MediaStorage, item: Printable, log: ErrorLog): Promise<Size> {
	if (item.width && item.height) return { width: item.width, height: item.height };
	return (await openImage(storage, item, log)).size;
}

export function printInfo(item: Printable, size: Size): PrintInfo {
	const fitOf = (crop: PrintCrop) => ({
		orientation: crop.orientation,
		width_in: crop.width_in,
		height_in: crop.height_in,
		crop_width: crop.width,
		crop_height: crop.height,
		dpi: crop.dpi,
		level: crop.level,
		sentence: crop.sentence,
	});
	return {
		item_id: item.item_id,
		licence_number: item.licence_number,
		order_id: item.order_id,
		photo: {
			id: item.photo_id,
			photoid: item.photoid,
			title: item.title,
			width: size.width,
			height: size.height,
			preview_url: item.preview_url,
		},
		sizes: PRINT_FRAMES.map((frame) => ({
			frame: frame.id,
			label: frame.label,
			kind: frame.kind,
			plain: fitOf(printCrop(size, frame.id)),
			bleed: fitOf(printCrop(size, frame.id, { bleed: true })),
		})),
	};
}

/** The original read whole (one at a time: a crop needs its pixels), with its upright size. */
async function openImage(storage: MediaStorage, item: Printable, log: ErrorLog) {
	let bytes: Buffer;
	try {
		if (!item.original_key) throw new Error("the photo has no original");
		bytes = await storage.readPrivate(item.original_key);
	} catch (err) {
		log.error({ err, itemId: item.item_id, key: item.original_key }, "a licensed original could not be read");
		throw new NotFoundError(PRINT_TEXT.originalMissing);
	}
	const meta = await sharp(bytes).metadata();
	return { bytes, size: { width: meta.autoOrient.width, height: meta.autoOrient.height } };
}

export type RenderedCrop = { jpeg: Buffer; crop: PrintCrop; filename: string };

/**
 * The crop for a frame: the region `printCrop` chooses, taken from the upright original at its own
 * resolution (no resize, so never enlarged), as a high-quality JPEG whose density metadata says
 * the effective resolution, so a print dialog opens it at the frame's size.
 */
export async function renderCrop(
	storage: MediaStorage,
	item: Printable,
	frame: PrintFrameId,
	options: { bleed: boolean; offset: CropOffset },
	log: ErrorLog,
): Promise<RenderedCrop> {
	const { bytes, size } = await openImage(storage, item, log);
	const crop = printCrop(size, frame, options);
	const jpeg = await sharp(bytes)
		.autoOrient()
		.extract({ left: crop.left, top: crop.top, width: crop.width, height: crop.height })
		.keepIccProfile()
		.withDensity(Math.max(1, crop.dpi))
		.jpeg({ quality: CROP_JPEG_QUALITY, chromaSubsampling: "4:4:4" })
		.toBuffer();
	return { jpeg, crop, filename: cropFileName(item.licence_number, frame, options.bleed) };
}
