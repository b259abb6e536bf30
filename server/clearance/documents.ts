import {
	CLEARANCE_ADMIN_TEXT,
	LEDGER_DOCUMENT_MAX_BYTES,
	type LedgerDocumentType,
} from "@core/contracts/clearance";
import { looksLikePdf } from "@core/paperwork";
import sharp from "sharp";
import { ValidationError } from "../errors";

/**
 * The ledger's documents (signed releases, written assignments): sent as base64 in a JSON body,
 * judged by their content whatever they are called (a PDF starts with '%PDF-'; an image must be a
 * JPEG or PNG sharp can read), at most 10 MB, and kept private under `<folder>/<id>.<ext>`.
 */

export type LedgerDocument = { data: Buffer; type: LedgerDocumentType; extension: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Refuses decompression bombs: a scanned page needs nowhere near this many pixels. */
const MAX_INPUT_PIXELS = 12_000 * 12_000;

const refuse = (message: string) => new ValidationError(message, { document: message });

/** The uploaded document, or a 400 under `document` saying what is wrong with it. */
export async function ledgerDocument(base64: string): Promise<LedgerDocument> {
	const text = base64.replace(/\s+/g, "");
	if (!BASE64.test(text) || text.length % 4 !== 0) throw refuse(CLEARANCE_ADMIN_TEXT.documentWrongType);
	const data = Buffer.from(text, "base64");
	if (data.length > LEDGER_DOCUMENT_MAX_BYTES) throw refuse(CLEARANCE_ADMIN_TEXT.documentTooLarge);
	if (looksLikePdf(data)) return { data, type: "application/pdf", extension: "pdf" };
	try {
		const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
		// metadata() reads the header only: decode the pixels too, so a truncated file is refused.
		if (meta.format === "jpeg" || meta.format === "png") {
			await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).stats();
			return meta.format === "jpeg"
				? { data, type: "image/jpeg", extension: "jpg" }
				: { data, type: "image/png", extension: "png" };
		}
	} catch {
		// sharp's own words name the codec; the admin needs only to know the file is unusable.
	}
	throw refuse(CLEARANCE_ADMIN_TEXT.documentWrongType);
}

/** A kept document's type, from the extension its key was given. */
export function documentTypeOfKey(key: string): LedgerDocumentType {
	if (key.endsWith(".png")) return "image/png";
	if (key.endsWith(".jpg")) return "image/jpeg";
	return "application/pdf";
}
