import type { PhotoStatusChange, PhotoStatusChangeResponse } from "@core/contracts/catalogue";
import { statusChangeProblem } from "@core/photo-status";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/executor";
import { sqlArray } from "../db/sql";
import { PUBLISH_FACT_COLUMNS, type PublishFacts } from "./publish-facts";

type StatusRow = PublishFacts & { id: string; photoid: number };

const PHOTO_NOT_FOUND = "Photo not found";

/**
 * Moves photos to a status, each as core's rules allow; the refused ones say why. The rows are
 * locked while they are checked, so an edit landing in between cannot make a photo live that no
 * longer meets the rules. Photos already in the status count as updated and are left untouched.
 */
export async function changePhotoStatus(
	database: Database,
	change: PhotoStatusChange,
): Promise<PhotoStatusChangeResponse> {
	const ids = [...new Set(change.ids)];
	return database.db.transaction(async (tx) => {
		// In id order, so two bulk changes of overlapping photos cannot deadlock.
		const rows = await rowsOf<StatusRow>(
			tx,
			sql`select id, photoid, ${PUBLISH_FACT_COLUMNS}
				from photos where id = any(${sqlArray(ids)}::uuid[]) order by id for update`,
		);
		const byId = new Map(rows.map((row) => [row.id, row]));
		const allowed: string[] = [];
		const refused: PhotoStatusChangeResponse["refused"] = [];
		for (const id of ids) {
			const row = byId.get(id);
			if (!row) {
				refused.push({ id, photoid: null, message: PHOTO_NOT_FOUND });
				continue;
			}
			const problem = statusChangeProblem(row.photo_status, change.status, row);
			if (problem) refused.push({ id, photoid: row.photoid, message: problem });
			else allowed.push(id);
		}
		const moving = allowed.filter((id) => byId.get(id)?.photo_status !== change.status);
		if (moving.length > 0)
			await tx.execute(sql`
				update photos set photo_status = ${change.status}, updated_at = now()
				where id = any(${sqlArray(moving)}::uuid[])`);
		return { updated: allowed, refused };
	});
}
