import { clearancePublishProblem } from "@core/clearance";
import type { PhotoStatusChange, PhotoStatusChangeResponse } from "@core/contracts/catalogue";
import { statusChangeProblem } from "@core/photo-status";
import { judgePhotos } from "../clearance/service";
import type { Database } from "../db/client";
import { lockStatusRows, setPhotoStatus } from "./queries/lifecycle";

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
		const rows = await lockStatusRows(tx, ids);
		const byId = new Map(rows.map((row) => [row.id, row]));
		// A photo goes live only when the ledger clears it for background use (issue 26).
		const publishing = rows.filter((row) => change.status === "live" && row.photo_status !== "live");
		const judged = new Map(
			(
				await judgePhotos(
					tx,
					publishing.map((row) => row.id),
				)
			).map((photo) => [photo.photo_id, photo]),
		);
		const allowed: string[] = [];
		const refused: PhotoStatusChangeResponse["refused"] = [];
		for (const id of ids) {
			const row = byId.get(id);
			if (!row) {
				refused.push({ id, photoid: null, message: PHOTO_NOT_FOUND });
				continue;
			}
			const problem =
				statusChangeProblem(row.photo_status, change.status, row) ??
				clearancePublishProblem(judged.get(id)?.missing_for_background ?? []);
			if (problem) refused.push({ id, photoid: row.photoid, message: problem });
			else allowed.push(id);
		}
		const moving = allowed.filter((id) => byId.get(id)?.photo_status !== change.status);
		if (moving.length > 0) await setPhotoStatus(tx, moving, change.status);
		return { updated: allowed, refused };
	});
}
