import type { PhotoSummary } from "@core/contracts/photos";
import type { Database } from "../db/client";
import { toPhotoSummary } from "./mappers";
import { photoSummaryRows } from "./queries";

// The count other domains ask for (demo, the photo routes) is a statement of queries.ts.
export { countPhotos } from "./queries";

/** The cards of these photos, in the order of `ids` (ids of no photo are left out). */
export async function photoSummaries(database: Database, ids: readonly string[]): Promise<PhotoSummary[]> {
	if (ids.length === 0) return [];
	const rows = await photoSummaryRows(database, ids);
	const byId = new Map(rows.map((r) => [r.id, r]));
	return ids.flatMap((id) => {
		const row = byId.get(id);
		return row ? [toPhotoSummary(row)] : [];
	});
}
