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
	const webp = await uploadedImageWebp(image, {
		// No larger than the picture itself.
		resize: ({ width, height }) => {
			const side = Math.min(PORTRAIT_SIDE, width, height);
			return { width: side, height: side, fit: "cover", position: sharp.strategy.attention };
		},
		quality: 85,
	});
	const url = await storage.putPublic(contentKey("family-portraits", id, webp), webp);
	await setPortraitUrl(database.db, id, url);
	return getFamily(database, id);
}

export async function clearFamilyPortrait(database: Database, id: string): Promise<void> {
	await getFamily(database, id);
	await clearPortraitUrl(database.db, id);
}
