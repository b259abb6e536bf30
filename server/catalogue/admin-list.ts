import type { AdminPhotoListQuery, AdminPhotoListResponse } from "@core/contracts/catalogue";
import { PHOTO_STATUSES, type PhotoStatus } from "@core/photo-status";
import type { z } from "zod";
import type { Database } from "../db/client";
import { toAdminRow } from "./mappers";
import { adminPhotoPage, photoStatusCounts } from "./queries/admin-rows";

// The search box's condition, which people/faces.ts also filters photos by, is SQL of queries/.
export { photoTextCondition } from "./queries/admin-rows";

/** One page of every photo, whatever its status, with the count of each status under the same filters. */
export async function listAdminPhotos(
	database: Database,
	query: z.output<typeof AdminPhotoListQuery>,
): Promise<AdminPhotoListResponse> {
	const [rows, counts] = await Promise.all([
		adminPhotoPage(database, query),
		photoStatusCounts(database, query),
	]);

	const status_counts = Object.fromEntries(PHOTO_STATUSES.map((s) => [s, 0])) as Record<PhotoStatus, number>;
	for (const { photo_status, n } of counts) status_counts[photo_status] = n;
	const total =
		query.status === "all"
			? Object.values(status_counts).reduce((sum, n) => sum + n, 0)
			: status_counts[query.status];
	return { photos: rows.map(toAdminRow), total, page: query.page, page_size: query.page_size, status_counts };
}
