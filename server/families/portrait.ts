import type { AdminFamily } from "@core/contracts/catalogue";
import sharp from "sharp";
import type { Database } from "../db/client";
import type { MediaStorage } from "../media/storage";
import { contentKey, uploadedImageWebp } from "../media/uploaded-image";
import { clearPortraitUrl, setPortraitUrl } from "./queries";
import { getFamily } from "./service";

/** Portraits are stored as a WebP square of at most this side, cropped around what draws the eye (a face, usually). */
const PORTRAIT_SIDE = 512;

/**
 * A portrait checked by its content (a PNG, JPEG or WebP image sharp can read, refused with
 * NOT_AN_IMAGE otherwise), cropped square and stored in public media under a name that changes
 * with its content, so caches never show the old one: its key and URL.
 */
export async function storePortrait(
	storage: MediaStorage,
	id: string,
	image: Buffer,
): Promise<{ key: string; url: string }> {
	const webp = await uploadedImageWebp(image, {
		// No larger than the picture itself.
		resize: ({ width, height }) => {
			const side = Math.min(PORTRAIT_SIDE, width, height);
			return { width: side, height: side, fit: "cover", position: sharp.strategy.attention };
		},
		quality: 85,
	});
	const key = contentKey("family-portraits", id, webp);
	return { key, url: await storage.putPublic(key, webp) };
}

/** Stores a family's portrait (storePortrait) and points the profile at it (making the profile if needed). */
export async function setFamilyPortrait(
	database: Database,
	storage: MediaStorage,
	id: string,
	image: Buffer,
): Promise<AdminFamily> {
	await getFamily(database, id);
	const { url } = await storePortrait(storage, id, image);
	await setPortraitUrl(database.db, id, url);
	return getFamily(database, id);
}

export async function clearFamilyPortrait(database: Database, id: string): Promise<void> {
	await getFamily(database, id);
	await clearPortraitUrl(database.db, id);
}
