import { createHash } from "node:crypto";
import type { AdminFamily } from "@core/contracts/admin-catalogue";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "../db/client";
import { ValidationError } from "../errors";
import type { MediaStorage } from "../media/storage";
import { getFamily } from "./service";

/** Portraits are stored as a WebP square of at most this side. */
const PORTRAIT_SIDE = 512;
/** Refuses decompression bombs: a portrait needs nowhere near this many pixels. */
const PORTRAIT_MAX_INPUT_PIXELS = 8192 * 8192;
const PORTRAIT_FORMATS = new Set(["png", "jpeg", "webp"]);
export const NOT_AN_IMAGE = "The file is not an image we can read";

/**
 * A square WebP of the upload, cropped around what draws the eye (a face, usually), no larger
 * than the picture itself; refuses what is not a PNG, JPEG or WebP image.
 */
async function portraitWebp(image: Buffer): Promise<Buffer> {
	try {
		const input = sharp(image, { limitInputPixels: PORTRAIT_MAX_INPUT_PIXELS });
		const meta = await input.metadata();
		if (!meta.format || !PORTRAIT_FORMATS.has(meta.format)) throw new ValidationError(NOT_AN_IMAGE);
		const side = Math.min(PORTRAIT_SIDE, meta.width, meta.height);
		return await input
			.rotate()
			.resize(side, side, { fit: "cover", position: sharp.strategy.attention })
			.webp({ quality: 85 })
			.toBuffer();
	} catch (err) {
		if (err instanceof ValidationError) throw err;
		// sharp says why in its own words; the admin needs only to know the file is unusable.
		throw new ValidationError(NOT_AN_IMAGE);
	}
}

/**
 * Stores a family's portrait in public media under a name that changes with its content, so
 * caches never show the old one, and points the profile at it (making the profile if needed).
 */
export async function setFamilyPortrait(
	database: Database,
	storage: MediaStorage,
	id: string,
	image: Buffer,
): Promise<AdminFamily> {
	await getFamily(database, id);
	const webp = await portraitWebp(image);
	const hash = createHash("sha256").update(webp).digest("hex").slice(0, 12);
	const url = await storage.putPublic(`family-portraits/${id}-${hash}.webp`, webp);
	await database.query(sql`
		insert into profiles (id, portrait_url) values (${id}, ${url})
		on conflict (id) do update set portrait_url = excluded.portrait_url, updated_at = now()`);
	return getFamily(database, id);
}

export async function clearFamilyPortrait(database: Database, id: string): Promise<void> {
	await getFamily(database, id);
	await database.query(sql`update profiles set portrait_url = null, updated_at = now() where id = ${id}`);
}
