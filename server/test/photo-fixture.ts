import { randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { photos, users } from "../db/schema";

/**
 * Photos for wishlist and cart tests, owned by a fresh family: `live` ones a buyer can pick and
 * others (drafts) no one may add. Created a minute apart, the first oldest.
 */
export async function insertPhotos(
	database: Database,
	count: number,
	{ status = "live" }: { status?: "live" | "draft" | "archived" } = {},
): Promise<string[]> {
	const tag = randomBytes(4).toString("hex");
	const [owner] = await database.db
		.insert(users)
		.values({ email: `family-${tag}@family.test`, name: "Family" })
		.returning({ id: users.id });
	if (!owner) throw new Error("fixture owner");
	const start = Date.UTC(2020, 0, 1);
	const rows = await database.db
		.insert(photos)
		.values(
			Array.from({ length: count }, (_, i) => ({
				title: `Snapshot ${tag} ${i + 1}`,
				user_id: owner.id,
				price_cents: 4900,
				photo_status: status,
				thumbnail_url: `/media/thumbs/${tag}-${i + 1}.webp`,
				preview_url: `/media/previews/${tag}-${i + 1}.webp`,
				width: 1200,
				height: 800,
				created_at: new Date(start + i * 60_000),
			})),
		)
		.returning({ id: photos.id });
	return rows.map((r) => r.id);
}
