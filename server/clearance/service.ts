import {
	type Clearance,
	type FaceFacts,
	faceRole,
	type PersonFacts,
	type PhotoClearance,
	type PhotoLedger,
	photoClearance,
	releaseClears,
	releaseReference,
} from "@core/clearance";
import type { PhotoClearanceResponse, ReleaseCitation } from "@core/contracts/clearance";
import { groupBy } from "@core/group-by";
import type { Executor } from "../db/executor";
import { publishApprovedPhotos } from "../submissions/review-publish";
import {
	appendLedgerEvents,
	clearancePhoto,
	type LedgerEvent,
	type LedgerPhotoRow,
	type LedgerReleaseRow,
	ledgerFaces,
	ledgerPhotos,
	ledgerReleases,
	ledgerRights,
	writeClearances,
} from "./queries/ledger";

/** Today as an ISO date (UTC): releases' terms are counted in whole days. */
export const isoToday = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A photo's clearance as the rules found it, and what it was before. */
export type RecomputedClearance = PhotoClearance & { photo_id: string; was: Clearance };

/** A face as the rules read it, its person's releases with their numbers (for citations). */
type LedgerFace = Omit<FaceFacts, "person"> & {
	person: (PersonFacts & { releases: LedgerReleaseRow[] }) | null;
};

/** A photo's row and its ledger, as core's rules take it. */
type PhotoLedgerRead = {
	photo: LedgerPhotoRow;
	ledger: Omit<PhotoLedger, "faces"> & { faces: LedgerFace[] };
};

/** The ledger of each photo, read in four statements whatever the number of photos. */
async function readLedgers(executor: Executor, photoIds: readonly string[]): Promise<PhotoLedgerRead[]> {
	if (photoIds.length === 0) return [];
	// One after the other: inside a transaction the statements share one connection.
	const photoRows = await ledgerPhotos(executor, photoIds);
	const rightsRows = await ledgerRights(executor, photoIds);
	const faceRows = await ledgerFaces(executor, photoIds);
	const personIds = [...new Set(faceRows.flatMap((face) => (face.person_id ? [face.person_id] : [])))];
	const releasesOf = groupBy(await ledgerReleases(executor, personIds), (row) => row.person_id);
	const rightsOf = new Map(rightsRows.map((row) => [row.photo_id, row]));
	const facesOf = groupBy(faceRows, (row) => row.photo_id);
	return photoRows.map((photo) => ({
		photo,
		ledger: {
			rights: rightsOf.get(photo.id) ?? null,
			people_count: photo.people_count,
			missing_faces: photo.missing_faces,
			faces: (facesOf.get(photo.id) ?? []).map((face) => ({
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
			})),
		},
	}));
}

/** The ledger of each photo judged by the rules, with the clearance it has now. */
export async function judgePhotos(
	executor: Executor,
	photoIds: readonly string[],
	today = isoToday(),
): Promise<RecomputedClearance[]> {
	return (await readLedgers(executor, photoIds)).map(({ photo, ledger }) => ({
		...photoClearance(ledger, today),
		photo_id: photo.id,
		was: photo.clearance,
	}));
}

/** The release that clears a face for the widest use today (hero before background), or null. */
function citedRelease(face: LedgerFace, today: string): ReleaseCitation | null {
	const person = face.person;
	if (!person) return null;
	for (const scope of ["hero", "background"] as const) {
		const release = person.releases.find((r) => releaseClears(person, r, scope, today));
		if (release)
			return {
				reference: releaseReference(release.number),
				relationship: release.relationship,
				signed_on: release.signed_on,
				scope: release.scope,
			};
	}
	return null;
}

/**
 * A photo's Clearance section: its clearance, who holds the rights, each person shown by a role
 * with the release that clears them. Live photos only, unless the caller is an admin.
 */
export async function photoClearanceInfo(
	executor: Executor,
	photoId: string,
	admin: boolean,
	today = isoToday(),
): Promise<PhotoClearanceResponse | null> {
	const photo = await clearancePhoto(executor, photoId);
	if (!photo || (photo.photo_status !== "live" && !admin)) return null;
	const [read] = await readLedgers(executor, [photoId]);
	if (!read) return null;
	const judged = photoClearance(read.ledger, today);
	return {
		photo_id: photo.id,
		// The stored clearance is what search and checkout act on; the section shows the same.
		clearance: read.photo.clearance,
		rights: {
			verified: read.ledger.rights?.status === "verified",
			holder_storefront: photo.storefront_name,
			holder_user_id: photo.user_id,
		},
		people: read.ledger.faces.map((face) => ({
			role: face.role,
			identifiable: face.identifiable,
			release: face.identifiable ? citedRelease(face, today) : null,
		})),
		missing_for_hero: judged.missing_for_hero,
	};
}

/**
 * Judges the photos again and writes the clearances that changed, with an event each in the
 * ledger's history; then publishes the photos an admin approved that were waiting for this
 * clearance (issue 27). Runs in the caller's transaction, beside the change that caused it.
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
	// A family's photo an admin approved goes live by itself once the ledger clears it (issue 27).
	await publishApprovedPhotos(
		executor,
		judged.filter((photo) => photo.missing_for_background.length === 0).map((photo) => photo.photo_id),
	);
	return judged;
}
