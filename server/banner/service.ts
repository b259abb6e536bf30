import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { site_banners } from "../db/schema";

export async function activeBanner(database: Database): Promise<{ id: string; content: string } | null> {
	const rows = await database.db
		.select({ id: site_banners.id, content: site_banners.content })
		.from(site_banners)
		.where(eq(site_banners.is_active, true))
		.limit(1);
	return rows[0] ?? null;
}
