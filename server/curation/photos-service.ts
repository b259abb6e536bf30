import { CURATION_TEXT } from "@core/contracts/curation";
import type { Executor } from "../db/executor";
import { ValidationError } from "../errors";
import { countPhotos } from "./queries/photos";

/**
 * Refuses a request naming photos that do not exist (400 on `photo_ids`), before anything is
 * written. Run inside the writing transaction so a photo deleted meanwhile is caught too.
 */
export async function requirePhotos(tx: Executor, ids: readonly string[]): Promise<void> {
	if (ids.length === 0) return;
	const missing = new Set(ids).size - (await countPhotos(tx, ids));
	if (missing > 0) {
		const message = CURATION_TEXT.unknownPhotos(missing);
		throw new ValidationError(message, { photo_ids: message });
	}
}
