import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import { isMissing, type MediaStorage, mediaKeyOf } from "../media/storage";

/** Twice the printed size (40 pt), so thumbnails stay sharp when printed. */
const THUMBNAIL_PX = 96;
/** Thumbnails converted at once: sharp uses its own threads, the machine is small. */
const CONCURRENCY = 4;

/** JPEG bytes of a photo's thumbnail, ready to embed in a PDF. */
export type Thumbnail = { jpeg: Uint8Array; width: number; height: number };

async function convert(image: Buffer): Promise<Thumbnail> {
	// Thumbnails are WebP (or AVIF); PDFs embed only JPEG and PNG.
	const { data, info } = await sharp(image, { autoOrient: true })
		.resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: "inside", withoutEnlargement: true })
		.flatten({ background: "#ffffff" })
		.jpeg({ quality: 82 })
		.toBuffer({ resolveWithObject: true });
	return { jpeg: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * The thumbnails of the given URLs, by URL. A missing or unreadable file is left out (the PDF
 * draws a neutral box instead): a document must not fail for want of a picture. Anything but a
 * missing file is logged, since it means a broken derivative.
 */
export async function loadThumbnails(
	storage: MediaStorage,
	urls: readonly (string | null)[],
	log: Pick<FastifyBaseLogger, "warn">,
): Promise<Map<string, Thumbnail>> {
	const wanted = [...new Set(urls.filter((u): u is string => u !== null))];
	const found = new Map<string, Thumbnail>();
	let next = 0;
	const worker = async () => {
		while (next < wanted.length) {
			const url = wanted[next++];
			if (url === undefined) return;
			// Only our own public files (/media/..., or under MEDIA_PUBLIC_URL), read from the store.
			const key = mediaKeyOf(url);
			if (!key) continue;
			try {
				found.set(url, await convert(await storage.readPublic(key)));
			} catch (err) {
				if (!isMissing(err))
					log.warn({ err, url }, "thumbnail could not be read for a PDF; drawing a placeholder");
			}
		}
	};
	await Promise.all(Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, worker));
	return found;
}
