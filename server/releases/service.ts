import { releaseReference } from "@core/clearance";
import type { ClearanceState, RightsSave } from "@core/contracts/clearance";
import type {
	FamilyFace,
	FamilyFaceCreate,
	FamilyFacePhotosQuery,
	FamilyFacePhotosResponse,
	FamilyFaceUpdate,
	FamilyPerson,
	FamilyPersonCreate,
	FamilyPersonsResponse,
	FamilyPersonUpdate,
	FamilyPhotoFacesResponse,
	FamilyReleaseSummary,
	FamilyRightsResponse,
	PaperReleaseUpload,
} from "@core/contracts/releases";
import { RELEASES_TEXT, releaseStateOf } from "@core/releases";
import type { z } from "zod";
import { createRelease, saveRights } from "../clearance/admin-service";
import { findRights } from "../clearance/queries/admin";
import { appendLedgerEvents, type LedgerActor } from "../clearance/queries/ledger";
import { judgePhotos } from "../clearance/service";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { isoTime } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";
import type { MediaStorage } from "../media/storage";
import { createFace, deleteFace, updateFace } from "../people/faces";
import { updatePerson } from "../people/persons";
import {
	type FamilyPersonRow,
	familyFace,
	familyFacePhotosPage,
	familyFaces,
	familyPersons,
	familyPhoto,
	insertFamilyPerson,
	ownPerson,
	storefrontOf,
} from "./queries";

/**
 * The family's side of people and releases (issue 27, item 5): faces on its own photos, its own
 * people, paper releases and its statement of rights. Each check of ownership comes first (a row
 * that is not the family's is not found: 404); the change itself goes through the clearance
 * ledger's own services (server/people/faces.ts, server/people/persons.ts,
 * server/clearance/admin-service.ts), which write the history with the family as actor and judge
 * the photos again in the same transaction.
 */

/** The signed-in family: the ledger keeps its id and email with every change. */
export type FamilyCaller = LedgerActor;

export const photoNotFound = () => new NotFoundError(RELEASES_TEXT.photoNotFound);
export const personNotFound = () => new NotFoundError(RELEASES_TEXT.personNotFound);
const faceNotFound = () => new NotFoundError(RELEASES_TEXT.faceNotFound);

async function requirePhoto(executor: Executor, photoId: string, family: FamilyCaller) {
	const photo = await familyPhoto(executor, photoId, family.id);
	if (!photo) throw photoNotFound();
	return photo;
}

export async function requirePerson(executor: Executor, personId: string, family: FamilyCaller) {
	const person = await ownPerson(executor, personId, family.id);
	if (!person) throw personNotFound();
	return person;
}

/**
 * Once a photo has left the drafts (in review, approved and waiting, live, withdrawn) a reviewer
 * has judged its faces: the family may still ask more of it (add a recognisable face, give a
 * face to a person, move a box) but not less. Removing a face or marking one not recognisable
 * would clear the photo without anyone looking again: an approved photo would go live without
 * its release, a live one would be sold for hero use. 409 then.
 */
function refuseLowering(photo: { photo_status: string }): void {
	if (photo.photo_status !== "draft") throw new ConflictError(RELEASES_TEXT.facesLocked);
}

/** The photo's clearance as the rules judge it now. */
export async function clearanceOf(executor: Executor, photoId: string): Promise<ClearanceState> {
	const [judged] = await judgePhotos(executor, [photoId]);
	if (!judged) throw photoNotFound();
	return {
		clearance: judged.clearance,
		missing_for_background: judged.missing_for_background,
		missing_for_hero: judged.missing_for_hero,
	};
}

// ------------------------------------------------------------------ photos and faces

export async function listFacePhotos(
	database: Database,
	family: FamilyCaller,
	query: z.output<typeof FamilyFacePhotosQuery>,
): Promise<FamilyFacePhotosResponse> {
	const { photos, total } = await familyFacePhotosPage(database.db, family.id, query);
	return { photos, total, page: query.page, page_size: query.page_size };
}

export async function photoFaces(
	database: Database,
	family: FamilyCaller,
	photoId: string,
): Promise<FamilyPhotoFacesResponse> {
	const photo = await requirePhoto(database.db, photoId, family);
	const [faces, clearance] = [
		await familyFaces(database.db, photoId, family.id),
		await clearanceOf(database.db, photoId),
	];
	return { photo, faces, clearance };
}

async function faceAnswer(database: Database, family: FamilyCaller, faceId: string) {
	const face = await familyFace(database.db, faceId, family.id);
	if (!face) throw faceNotFound();
	const { photo_id, ...shown } = face;
	return { face: shown as FamilyFace, clearance: await clearanceOf(database.db, photo_id) };
}

/** A face on one of the family's photos, given to one of its people (or nobody yet). */
export async function addFace(
	database: Database,
	family: FamilyCaller,
	photoId: string,
	input: z.output<typeof FamilyFaceCreate>,
) {
	const photo = await requirePhoto(database.db, photoId, family);
	if (input.person_id) await requirePerson(database.db, input.person_id, family);
	if (input.identifiable === false) refuseLowering(photo);
	const face = await createFace(database, family, photoId, {
		box: input.box,
		person_id: input.person_id ?? null,
		identifiable: input.identifiable,
	});
	return faceAnswer(database, family, face.id);
}

/**
 * Moves a face, gives it to one of the family's people (the same person on every photo they are
 * linked on) or to nobody, or marks it (not) identifiable.
 */
export async function changeFace(
	database: Database,
	family: FamilyCaller,
	faceId: string,
	input: z.output<typeof FamilyFaceUpdate>,
) {
	const face = await familyFace(database.db, faceId, family.id);
	if (!face) throw faceNotFound();
	if (input.person_id) await requirePerson(database.db, input.person_id, family);
	if (input.identifiable === false && face.identifiable)
		refuseLowering(await requirePhoto(database.db, face.photo_id, family));
	await updateFace(database, family, faceId, input);
	return faceAnswer(database, family, faceId);
}

export async function removeFace(
	database: Database,
	family: FamilyCaller,
	faceId: string,
): Promise<{ clearance: ClearanceState }> {
	const face = await familyFace(database.db, faceId, family.id);
	if (!face) throw faceNotFound();
	// A face no one could recognise asks nothing of the photo: removing it lowers nothing.
	if (face.identifiable) refuseLowering(await requirePhoto(database.db, face.photo_id, family));
	await deleteFace(database, family, faceId);
	return { clearance: await clearanceOf(database.db, face.photo_id) };
}

// ------------------------------------------------------------------ people

const toSummary = (row: NonNullable<FamilyPersonRow["releases"]>[number]): FamilyReleaseSummary => {
	const { number, ...rest } = row;
	return { ...rest, reference: releaseReference(Number(number)) };
};

function toPerson(row: FamilyPersonRow): FamilyPerson {
	const releases = (row.releases ?? []).map(toSummary);
	const request = row.request
		? {
				...row.request,
				expires_at: isoTime(row.request.expires_at),
				created_at: isoTime(row.request.created_at),
			}
		: null;
	return {
		id: row.id,
		name: row.name,
		life_status: row.life_status,
		birth_year: row.birth_year,
		photo_count: row.photo_count,
		thumbnail_url: row.thumbnail_url,
		release_state: releaseStateOf(releases, request !== null),
		request,
		releases,
		created_at: isoTime(row.created_at),
	};
}

export async function listPersons(database: Database, family: FamilyCaller): Promise<FamilyPersonsResponse> {
	const [rows, storefront] = [
		await familyPersons(database.db, family.id),
		await storefrontOf(database.db, family.id),
	];
	return { persons: rows.map(toPerson), storefront_name: storefront ?? "Your family" };
}

export async function getPerson(
	executor: Executor,
	family: FamilyCaller,
	personId: string,
): Promise<FamilyPerson> {
	const [row] = await familyPersons(executor, family.id, personId);
	if (!row) throw personNotFound();
	return toPerson(row);
}

/** A person of the family's photos, named privately; the ledger's history notes who added them. */
export async function addPerson(
	database: Database,
	family: FamilyCaller,
	input: z.output<typeof FamilyPersonCreate>,
): Promise<FamilyPerson> {
	const id = await database.db.transaction(async (tx) => {
		const personId = await insertFamilyPerson(tx, {
			familyId: family.id,
			name: input.name,
			life_status: input.life_status,
			birth_year: input.birth_year ?? null,
		});
		await appendLedgerEvents(tx, [
			{
				subject: "person",
				subject_id: personId,
				action: "person_added",
				actor: family,
				details: {
					owner_id: family.id,
					life_status: input.life_status,
					birth_year: input.birth_year ?? null,
				},
			},
		]);
		return personId;
	});
	return getPerson(database.db, family, id);
}

/** Renames one of the family's people or changes who may sign for them (the photos are judged again). */
export async function changePerson(
	database: Database,
	family: FamilyCaller,
	personId: string,
	input: z.output<typeof FamilyPersonUpdate>,
): Promise<FamilyPerson> {
	await requirePerson(database.db, personId, family);
	await updatePerson(database, family, personId, input);
	return getPerson(database.db, family, personId);
}

// ------------------------------------------------------------------ paper releases

/** A scanned signed paper release: it waits in the admins' review queue (/admin/releases). */
export async function uploadPaperRelease(
	database: Database,
	storage: MediaStorage,
	family: FamilyCaller,
	personId: string,
	input: z.output<typeof PaperReleaseUpload>,
): Promise<FamilyReleaseSummary> {
	await requirePerson(database.db, personId, family);
	const release = await createRelease(database, storage, family, { ...input, person_id: personId });
	return {
		id: release.id,
		reference: release.reference,
		status: release.status,
		method: "paper",
		relationship: release.relationship,
		signer_name: release.signer_name,
		signed_on: release.signed_on,
		scope: release.scope,
		reason: release.reason,
	};
}

// ------------------------------------------------------------------ rights

async function rightsAnswer(database: Database, photoId: string): Promise<FamilyRightsResponse> {
	const rights = await findRights(database.db, photoId);
	const clearance = await clearanceOf(database.db, photoId);
	if (!rights) return { rights: null, clearance };
	const { document_key, document_url: _url, ...shown } = rights;
	return { rights: { ...shown, has_document: document_key !== null }, clearance };
}

export async function getRights(
	database: Database,
	family: FamilyCaller,
	photoId: string,
): Promise<FamilyRightsResponse> {
	await requirePhoto(database.db, photoId, family);
	return rightsAnswer(database, photoId);
}

/** The family states its rights to a photo: they wait for an admin to verify them. */
export async function stateRights(
	database: Database,
	storage: MediaStorage,
	family: FamilyCaller,
	photoId: string,
	input: z.output<typeof RightsSave>,
): Promise<FamilyRightsResponse> {
	await requirePhoto(database.db, photoId, family);
	await saveRights(database, storage, family, photoId, input);
	return rightsAnswer(database, photoId);
}
