import type { PhotoMetadata } from "@core/contracts/catalogue";
import { dateDecadeProblem, decadeOfDate } from "@core/decades";
import type { Executor } from "../db/executor";
import { ValidationError } from "../errors";
import {
	deletePhotoEvents,
	existingEvents,
	familyId,
	insertPhotoEvents,
	photoDates,
	updatePhotoColumns,
} from "./queries/metadata";

/** Fields of a photo by which a problem is reported, as the editor and the CSV import name them. */
export type MetadataProblems = Partial<Record<keyof PhotoMetadata, string>>;

/**
 * Checks what a metadata change refers to (the family, the events) and whether date and decade
 * agree; the problems by field, empty when the change can be written. Run inside the
 * transaction that writes it, so what was checked is what is written.
 */
export async function metadataProblems(
	tx: Executor,
	photoId: string,
	update: Partial<PhotoMetadata>,
): Promise<MetadataProblems> {
	const problems: MetadataProblems = {};
	if (update.user_id !== undefined) {
		if (!(await familyId(tx, update.user_id))) problems.user_id = "That family does not exist";
	}
	if (update.event_ids && update.event_ids.length > 0) {
		const found = await existingEvents(tx, update.event_ids);
		if (found.length !== new Set(update.event_ids).size) problems.event_ids = "An event no longer exists";
	}
	if (update.date_taken !== undefined || update.decade_taken !== undefined) {
		const current = await photoDates(tx, photoId);
		const date = update.date_taken !== undefined ? update.date_taken : (current?.date_taken ?? null);
		// A date given without a decade fills the decade in; a decade given must agree with the date.
		const decade =
			update.decade_taken !== undefined
				? update.decade_taken
				: update.date_taken
					? decadeOfDate(update.date_taken)
					: (current?.decade_taken ?? null);
		const problem = dateDecadeProblem(date, decade);
		if (problem) problems[update.decade_taken !== undefined ? "decade_taken" : "date_taken"] = problem;
	}
	return problems;
}

/**
 * Writes a metadata change of one photo (inside the caller's transaction); false when there is
 * no such photo. Throws a ValidationError with per-field messages when the change refers to
 * something that does not exist or its date and decade disagree.
 */
export async function applyPhotoMetadata(
	tx: Executor,
	photoId: string,
	update: Partial<PhotoMetadata>,
): Promise<boolean> {
	const problems = await metadataProblems(tx, photoId, update);
	const first = Object.values(problems)[0];
	if (first) throw new ValidationError(first, problems);

	if (!(await updatePhotoColumns(tx, photoId, update))) return false;
	if (update.event_ids !== undefined) {
		await deletePhotoEvents(tx, photoId);
		if (update.event_ids.length > 0) await insertPhotoEvents(tx, photoId, update.event_ids);
	}
	return true;
}
