import {
	FAMILY_TEXT,
	type FamilyStorefront,
	type FamilyStorefrontUpdate,
	type StorefrontClosed,
} from "@core/contracts/families";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import { ConflictError, NotFoundError } from "../errors";
import { storePortrait } from "./portrait";
import {
	lockProfile,
	markStorefrontClosed,
	ownStorefront,
	setOwnPortraitUrl,
	updateOwnStorefront,
	withdrawAllPhotos,
} from "./queries/storefront";

/**
 * A family's own storefront (issue 27): its public name, story, place and portrait, the mails
 * it wants, and closing it (every photo withdrawn; licences already sold stay valid).
 */

type Services = Pick<AppServices, "database" | "storage">;

export async function getOwnStorefront(
	services: Pick<Services, "database">,
	userId: string,
): Promise<FamilyStorefront> {
	const storefront = await ownStorefront(services.database.db, userId);
	if (!storefront) throw new NotFoundError("Storefront not found");
	return storefront;
}

export async function updateStorefront(
	services: Pick<Services, "database">,
	userId: string,
	update: z.output<typeof FamilyStorefrontUpdate>,
): Promise<FamilyStorefront> {
	await updateOwnStorefront(services.database.db, userId, update);
	return getOwnStorefront(services, userId);
}

export async function setStorefrontPortrait(
	services: Services,
	userId: string,
	image: Buffer,
): Promise<FamilyStorefront> {
	const { url } = await storePortrait(services.storage, userId, image);
	await setOwnPortraitUrl(services.database.db, userId, url);
	return getOwnStorefront(services, userId);
}

export async function clearStorefrontPortrait(
	services: Pick<Services, "database">,
	userId: string,
): Promise<void> {
	await setOwnPortraitUrl(services.database.db, userId, null);
}

/**
 * Closes the storefront in one transaction: every photo not yet archived is archived and marked
 * withdrawn now, and the profile says when. Search and the cached lists forget the photos at
 * once. Purchases are left alone, so their buyers still download what they licensed.
 */
export async function closeStorefront(
	services: Pick<Services, "database">,
	userId: string,
): Promise<StorefrontClosed> {
	const withdrawn = await services.database.db.transaction(async (tx) => {
		const profile = await lockProfile(tx, userId);
		if (profile?.storefront_closed_at) throw new ConflictError(FAMILY_TEXT.storefrontClosed);
		const count = await withdrawAllPhotos(tx, userId);
		await markStorefrontClosed(tx, userId);
		return count;
	});
	return { storefront: await getOwnStorefront(services, userId), withdrawn };
}
