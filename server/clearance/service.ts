import {
	type Clearance,
	type FaceFacts,
	faceRole,
	type PhotoClearance,
	photoClearance,
} from "@core/clearance";
import type { Executor } from "../db/executor";
import {
	appendLedgerEvents,
	type LedgerEvent,
	ledgerFaces,
	ledgerPhotos,
	ledgerReleases,
	ledgerRights,
	writeClearances,
} from "./queries";

/** Today as an ISO date (UTC): releases' terms are counted in whole days. */
export const isoToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A photo's clearance as the rules found it, and what it was before. */
export type RecomputedClearance = PhotoClearance & { photo_id: string; was: Clearance };

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
	const groups = new Map<string, T[]>();
	for (const row of rows) {
		const k = key(row);
		const group = groups.get(k);
		if (group) group.push(row);
		else groups.set(k, [row]);
	}
	return groups;
}

/** The ledger of each photo, read in four statements whatever the number of photos, judged by the rules. */
export async function judgePhotos(
	executor: Executor,
	photoIds: readonly string[],
	today = isoToday(),
): Promise<RecomputedClearance[]> {
	if (photoIds.length === 0) return [];
	const [photoRows, rightsRows, faceRows] = await Promise.all([
		ledgerPhotos(executor, photoIds),
		ledgerRights(executor, photoIds),
		ledgerFaces(executor, photoIds),
	]);
	const personIds = [...new Set(faceRows.flatMap((face) => (face.person_id ? [face.person_id] : [])))];
	const releasesOf = groupBy(await ledgerReleases(executor, personIds), (row) => row.person_id);
	const rightsOf = new Map(rightsRows.map((row) => [row.photo_id, row]));
	const facesOf = groupBy(faceRows, (row) => row.photo_id);
	return photoRows.map((photo) => {
		const faces: FaceFacts[] = (facesOf.get(photo.id) ?? []).map((face) => ({
			role: faceRole(face.gender, face.age),
			identifiable: face.identifiable,
			person:
				face.person_id && face.life_status
					? {
							life_status: face.life_status,
							birth_year: face.birth_year,
							releases: releasesOf.get(face.person_id) ?? [],
						}
					: null,
		}));
		const rights = rightsOf.get(photo.id);
		const result = photoClearance(
			{
				rights: rights ?? null,
				people_count: photo.people_count,
				missing_faces: photo.missing_faces,
				faces,
			},
			today,
		);
		return { ...result, photo_id: photo.id, was: photo.clearance };
	});
}

/**
 * Judges the photos again and writes the clearances that changed, with an event each in the
 * ledger's history. Runs in the caller's transaction, beside the change that caused it.
 */
export async function recomputeClearances(
	executor: Executor,
	photoIds: readonly string[],
	cause: Pick<LedgerEvent, "actor" | "details"> = {},
	today = isoToday(),
): Promise<RecomputedClearance[]> {
	const judged = await judgePhotos(executor, photoIds, today);
	const changed = judged.filter((photo) => photo.clearance !== photo.was);
	await writeClearances(
		executor,
		changed.map((photo) => ({ id: photo.photo_id, clearance: photo.clearance })),
	);
	await appendLedgerEvents(
		executor,
		changed.map((photo) => ({
			subject: "photo",
			subject_id: photo.photo_id,
			photo_id: photo.photo_id,
			action: "clearance_changed",
			actor: cause.actor ?? null,
			details: { ...cause.details, from: photo.was, to: photo.clearance, missing: photo.missing_for_hero },
		})),
	);
	return judged;
}
