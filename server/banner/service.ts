import type { AdminBanner, BannerSave } from "@core/contracts/admin-catalogue";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import { NotFoundError, ValidationError } from "../errors";
import { isBlankBanner, sanitizeBannerHtml } from "./sanitize";

export const NOTHING_LEFT = "Nothing is left of the banner once unsafe markup is removed";

type BannerRow = {
	id: string;
	content: string;
	is_active: boolean;
	created_at: Date | string;
	updated_at: Date | string;
};

const toBanner = (row: BannerRow): AdminBanner => ({
	id: row.id,
	content: row.content,
	is_active: row.is_active,
	created_at: isoTime(row.created_at),
	updated_at: isoTime(row.updated_at),
});

const bannerNotFound = () => new NotFoundError("Banner not found");

/**
 * The active banner for every visitor. Its content is sanitised here as well as when saved:
 * a row written by a script, the seed or an old version of the app is cleaned on its way out,
 * and one that cleans to nothing is no banner at all.
 */
export async function activeBanner(database: Database): Promise<{ id: string; content: string } | null> {
	const [row] = await database.query<{ id: string; content: string }>(sql`
		select id, content from site_banners where is_active limit 1`);
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
export async function listBanners(database: Database): Promise<AdminBanner[]> {
	const rows = await database.query<BannerRow>(sql`
		select id, content, is_active, created_at, updated_at from site_banners
		order by created_at desc, id desc`);
	return rows.map(toBanner);
}

/**
 * One banner is active at a time (a unique partial index says so). Before one is activated the
 * others are switched off in the same transaction; the table lock makes two admins activating
 * different banners at once take turns instead of one of them failing on the index.
 */
async function deactivateOthers(tx: Executor, keep: string | null): Promise<void> {
	await tx.execute(sql`lock table site_banners in share row exclusive mode`);
	await tx.execute(sql`update site_banners set is_active = false, updated_at = now()
		where is_active and id is distinct from ${keep}`);
}

export async function createBanner(
	database: Database,
	save: z.output<typeof BannerSave>,
): Promise<AdminBanner> {
	const content = cleanBannerContent(save.content);
	return database.db.transaction(async (tx) => {
		if (save.is_active) await deactivateOthers(tx, null);
		const [row] = await rowsOf<BannerRow>(
			tx,
			sql`insert into site_banners (content, is_active) values (${content}, ${save.is_active})
				returning id, content, is_active, created_at, updated_at`,
		);
		if (!row) throw new Error("banner insert returned no row");
		return toBanner(row);
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
		const [row] = await rowsOf<BannerRow>(
			tx,
			sql`update site_banners set content = ${content}, is_active = ${save.is_active}, updated_at = now()
				where id = ${id}
				returning id, content, is_active, created_at, updated_at`,
		);
		// Throwing rolls back the others' deactivation too.
		if (!row) throw bannerNotFound();
		return toBanner(row);
	});
}

export async function deleteBanner(database: Database, id: string): Promise<void> {
	const rows = await database.query<{ id: string }>(
		sql`delete from site_banners where id = ${id} returning id`,
	);
	if (rows.length === 0) throw bannerNotFound();
}
