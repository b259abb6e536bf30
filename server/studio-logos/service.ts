import {
	type AdminStudioLogo,
	STUDIO_LOGO_TEXT,
	type StudioLogo,
	type StudioLogoSave,
} from "@core/contracts/site";
import type { z } from "zod";
import type { Database } from "../db/client";
import { ConflictError, NotFoundError } from "../errors";
import { type MediaStorage, mediaKeyOf } from "../media/storage";
import { contentKey, uploadedImageWebp } from "../media/uploaded-image";
import {
	allLogos,
	deleteLogoRow,
	findLogo,
	insertLogo,
	lockLogoIds,
	logosWithImages,
	setLogoPositions,
	setLogoUrl,
	updateLogoRow,
} from "./queries";

/** The public media folder of the logos; each file is named by its row and content. */
export const STUDIO_LOGO_FOLDER = "studio-logos";
/**
 * Logos are kept at most this size, as WebP: twice what the strip draws (about 170 × 44 CSS px),
 * for sharp screens, and no larger than the upload itself.
 */
const LOGO_FIT = { width: 480, height: 160, fit: "inside", withoutEnlargement: true } as const;

const notFound = () => new NotFoundError("Studio logo not found");

/** The media key of a stored logo's URL, or null for one that is not ours to remove. */
function mediaKey(url: string | null): string | null {
	const key = url ? mediaKeyOf(url) : null;
	return key?.startsWith(`${STUDIO_LOGO_FOLDER}/`) ? key : null;
}

/** Removes a file no row points at any more; a failure leaves a stray file, never a broken row. */
async function forget(storage: MediaStorage, url: string | null): Promise<void> {
	const key = mediaKey(url);
	if (key) await storage.deletePublic(key).catch(() => undefined);
}

/** What the home page's strip shows: the logos that have an image, first placed first. */
export function publicStudioLogos(database: Database): Promise<StudioLogo[]> {
	return logosWithImages(database.db);
}

export function listStudioLogos(database: Database): Promise<AdminStudioLogo[]> {
	return allLogos(database.db);
}

async function getStudioLogo(database: Database, id: string): Promise<AdminStudioLogo> {
	const logo = await findLogo(database.db, id);
	if (!logo) throw notFound();
	return logo;
}

/** A new studio goes last; it shows on the site once it has an image. */
export async function createStudioLogo(
	database: Database,
	save: z.output<typeof StudioLogoSave> & { is_demo?: boolean },
): Promise<AdminStudioLogo> {
	return insertLogo(database.db, {
		name: save.name,
		link_url: save.link_url,
		is_demo: save.is_demo ?? false,
	});
}

export async function updateStudioLogo(
	database: Database,
	id: string,
	save: z.output<typeof StudioLogoSave>,
): Promise<AdminStudioLogo> {
	const logo = await updateLogoRow(database.db, id, save);
	if (!logo) throw notFound();
	return logo;
}

/**
 * Reads the upload with sharp (refusing what is not an image), keeps the WebP it writes under a
 * name that changes with the content, points the row at it and removes the file it replaces.
 */
export async function setStudioLogoImage(
	database: Database,
	storage: MediaStorage,
	id: string,
	image: Buffer,
): Promise<AdminStudioLogo> {
	const before = await getStudioLogo(database, id);
	const webp = await uploadedImageWebp(image, { resize: () => LOGO_FIT, quality: 90 });
	const url = await storage.putPublic(contentKey(STUDIO_LOGO_FOLDER, id, webp), webp);
	const logo = await setLogoUrl(database.db, id, url);
	if (!logo) {
		// Deleted while the image was being read: nothing points at the new file.
		await forget(storage, url);
		throw notFound();
	}
	if (before.logo_url !== url) await forget(storage, before.logo_url);
	return logo;
}

/** The studio stays, off the site until a new image is uploaded. */
export async function clearStudioLogoImage(
	database: Database,
	storage: MediaStorage,
	id: string,
): Promise<void> {
	const before = await getStudioLogo(database, id);
	if (!(await setLogoUrl(database.db, id, null))) throw notFound();
	await forget(storage, before.logo_url);
}

export async function deleteStudioLogo(database: Database, storage: MediaStorage, id: string): Promise<void> {
	const row = await deleteLogoRow(database.db, id);
	if (!row) throw notFound();
	await forget(storage, row.logo_url);
}

/**
 * Puts the logos in the order given: every logo's id, once. A list that is not exactly the
 * logos there are (another admin added or removed one meanwhile) changes nothing: 409.
 */
export async function orderStudioLogos(
	database: Database,
	ids: readonly string[],
): Promise<AdminStudioLogo[]> {
	await database.db.transaction(async (tx) => {
		// Two admins reordering at once take turns instead of interleaving their positions.
		const current = await lockLogoIds(tx);
		const given = new Set(ids);
		if (given.size !== ids.length || given.size !== current.length || current.some((id) => !given.has(id)))
			throw new ConflictError(STUDIO_LOGO_TEXT.orderMismatch);
		if (ids.length === 0) return;
		await setLogoPositions(tx, ids);
	});
	return listStudioLogos(database);
}
