import type { AdminPhotoDetail, PhotoMetadata } from "@core/contracts/catalogue";
import { publishProblemsOf } from "@core/photo-status";
import type { Database } from "../db/client";
import { ValidationError } from "../errors";
import { getAdminPhoto, photoNotFound } from "./admin-detail";
import { forgetSuggestions } from "./admin-suggest";
import { applyPhotoMetadata } from "./metadata";
import { publishFacts } from "./queries/lifecycle";

/** The editable field each of core's publish problems is about ("its image" is not editable). */
/**
 * Saves an admin's change of a photo's metadata in one transaction and answers the photo as it
 * now is. A live photo stays publishable: a change that takes away what going live required is
 * refused on the field it touched, so buyers never see a photo without, say, its decade.
 */
export async function updateAdminPhoto(
	database: Database,
	id: string,
	update: Partial<PhotoMetadata>,
): Promise<AdminPhotoDetail> {
	await database.db.transaction(async (tx) => {
		if (!(await applyPhotoMetadata(tx, id, update))) throw photoNotFound();
		const after = await publishFacts(tx, id);
		if (after?.photo_status !== "live") return;
		const fields: Record<string, string> = {};
		for (const { field, liveMessage } of publishProblemsOf(after)) {
			if (field !== "image" && update[field] !== undefined) fields[field] = liveMessage;
		}
		const first = Object.values(fields)[0];
		if (first) throw new ValidationError(first, fields);
	});
	forgetSuggestions(database);
	return getAdminPhoto(database.db, id);
}
