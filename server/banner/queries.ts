import type { AdminBanner } from "@core/contracts/catalogue";
import { sql } from "drizzle-orm";
import { answersRow, type Executor, isoTime, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { site_banners } from "../db/schema";

/** The site banners' SQL; rows become responses through toBanner. */

type BannerRow = Columns<typeof site_banners, "id" | "content" | "is_active" | "created_at" | "updated_at">;

const BANNER_COLUMNS = sql.raw("id, content, is_active, created_at, updated_at");

const toBanner = (row: BannerRow): AdminBanner => ({
	id: row.id,
	content: row.content,
	is_active: row.is_active,
	created_at: isoTime(row.created_at),
	updated_at: isoTime(row.updated_at),
});

/** The active banner's id and content as stored (not yet sanitised for display). */
export async function activeBannerRow(
	executor: Executor,
): Promise<Columns<typeof site_banners, "id" | "content"> | undefined> {
	const [row] = await rowsOf<Columns<typeof site_banners, "id" | "content">>(
		executor,
		sql`select id, content from site_banners where is_active limit 1`,
	);
	return row;
}

/** Every banner, newest first. */
export async function allBanners(executor: Executor): Promise<AdminBanner[]> {
	const rows = await rowsOf<BannerRow>(
		executor,
		sql`select ${BANNER_COLUMNS} from site_banners order by created_at desc, id desc`,
	);
	return rows.map(toBanner);
}

/**
 * One banner is active at a time (a unique partial index says so). Before one is activated the
 * others are switched off in the same transaction; the table lock makes two admins activating
 * different banners at once take turns instead of one of them failing on the index.
 */
export async function deactivateOthers(tx: Executor, keep: string | null): Promise<void> {
	await tx.execute(sql`lock table site_banners in share row exclusive mode`);
	await tx.execute(sql`update site_banners set is_active = false, updated_at = now()
		where is_active and id is distinct from ${keep}`);
}

export async function insertBanner(
	executor: Executor,
	banner: { content: string; is_active: boolean },
): Promise<AdminBanner> {
	const [row] = await rowsOf<BannerRow>(
		executor,
		sql`insert into site_banners (content, is_active) values (${banner.content}, ${banner.is_active})
			returning ${BANNER_COLUMNS}`,
	);
	if (!row) throw new Error("banner insert returned no row");
	return toBanner(row);
}

/** The banner as saved, or null when there is no such banner. */
export async function updateBannerRow(
	executor: Executor,
	id: string,
	banner: { content: string; is_active: boolean },
): Promise<AdminBanner | null> {
	const [row] = await rowsOf<BannerRow>(
		executor,
		sql`update site_banners set content = ${banner.content}, is_active = ${banner.is_active}, updated_at = now()
			where id = ${id}
			returning ${BANNER_COLUMNS}`,
	);
	return row ? toBanner(row) : null;
}

/** Whether there was such a banner to delete. */
export async function deleteBannerRow(executor: Executor, id: string): Promise<boolean> {
	return answersRow(executor, sql`delete from site_banners where id = ${id} returning id`);
}
