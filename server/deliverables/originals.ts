import path from "node:path";
import { Readable } from "node:stream";
import type { MediaStorage } from "../media/storage";

/** An original opened for download: its type, as the file's own bytes say, and its contents. */
export type OpenedOriginal = { contentType: string; extension: string; body: Readable };

type Kind = { contentType: string; extension: string };

const JPEG: Kind = { contentType: "image/jpeg", extension: "jpg" };
const PNG: Kind = { contentType: "image/png", extension: "png" };
const WEBP: Kind = { contentType: "image/webp", extension: "webp" };
const TIFF: Kind = { contentType: "image/tiff", extension: "tif" };
const HEIC: Kind = { contentType: "image/heic", extension: "heic" };
const AVIF: Kind = { contentType: "image/avif", extension: "avif" };
const BINARY: Kind = { contentType: "application/octet-stream", extension: "bin" };

const BY_EXTENSION: Record<string, Kind> = {
	jpg: JPEG,
	jpeg: JPEG,
	png: PNG,
	webp: WEBP,
	tif: TIFF,
	tiff: TIFF,
	heic: HEIC,
	avif: AVIF,
};

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);

/**
 * The image type from the first bytes (the key's extension may lie: an upload renamed by hand),
 * else from the extension, else a plain binary download.
 */
export function sniffKind(head: Buffer, key: string): Kind {
	if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
	if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
	if (head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP") return WEBP;
	if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return TIFF;
	if (head.toString("latin1", 4, 8) === "ftyp") {
		const brand = head.toString("latin1", 8, 12);
		if (brand.startsWith("avi")) return AVIF;
		if (brand.startsWith("he") || brand === "mif1") return HEIC;
	}
	return BY_EXTENSION[path.extname(key).slice(1).toLowerCase()] ?? BINARY;
}

/**
 * Opens a private original and reads its first chunk before answering, so a missing file is an
 * error here (the route can answer 404) rather than a response that breaks off after its headers.
 */
export async function openOriginal(storage: MediaStorage, key: string): Promise<OpenedOriginal> {
	const iterator = (await storage.openPrivate(key))[Symbol.asyncIterator]();
	const first = await iterator.next();
	const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
	async function* chunks() {
		if (head.length > 0) yield head;
		for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
	}
	const body = Readable.from(chunks(), { objectMode: false });
	// A download the client abandons must still close the file: ending the iterator destroys it.
	body.once("close", () => void iterator.return?.());
	return { ...sniffKind(head, key), body };
}
