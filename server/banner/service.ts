import type { AdminBanner, BannerSave } from "@core/contracts/catalogue";
import type { z } from "zod";
import type { Database } from "../db/client";
import { NotFoundError, ValidationError } from "../errors";
import {
	activeBannerRow,
	allBanners,
	deactivateOthers,
	deleteBannerRow,
	insertBanner,
	updateBannerRow,
} from "./queries";
import { isBlankBanner, sanitizeBannerHtml } from "./sanitize";

export const NOTHING_LEFT = "Nothing is left of the banner once unsafe markup is removed";

const bannerNotFound = () => new NotFoundError("Banner not found");

/**
 * The active banner for every visitor. Its content is sanitised here as well as when saved:
 * a row written by a script, the seed or an old version of the app is cleaned on its way out,
 * and one that cleans to nothing is no banner at all.
 */
export async function activeBanner(database: Database): Promise<{ id: string; content: string } | null> {
	const row = await activeBannerRow(database.db);
	if (!row) return null;
	const content = sanitizeBannerHtml(row.content);
	return isBlankBanner(content) ? null : { id: row.id, content };
}

/** What a banner's HTML becomes once sanitised; refuses HTML that would show nothing. */
export function cleanBannerContent(html: string): string {
	const content = sanitizeBannerHtml(html);
	if (isBlankBanner(content)) throw new ValidationError(NOTHING_LEFT, { content: NOTHING_LEFT });
	return content;
}

/** Every banner, newest first. */
export function listBanners(database: Database): Promise<AdminBanner[]> {
	return allBanners(database.db);
}

export async function createBanner(
	database: Database,
	save: z.output<typeof BannerSave>,
): Promise<AdminBanner> {
	const content = cleanBannerContent(save.content);
	return database.db.transaction(async (tx) => {
		if (save.is_active) await deactivateOthers(tx, null);
		return insertBanner(tx, { content, is_active: save.is_active });
	});
}

export async function updateBanner(
	database: Database,
	id: string,
	save: z.output<typeof BannerSave>,
): Promise<AdminBanner> {
	const content = cleanBannerContent(save.content);
	return database.db.transaction(async (tx) => {
		if (save.is_active) await deactivateOthers(tx, id);
		const banner = await updateBannerRow(tx, id, { content, is_active: save.is_active });
		// Throwing rolls back the others' deactivation too.
		if (!banner) throw bannerNotFound();
		return banner;
	});
}

export async function deleteBanner(database: Database, id: string): Promise<void> {
	if (!(await deleteBannerRow(database.db, id))) throw bannerNotFound();
}
