import {
	type AdminFace,
	type FaceCreate,
	type FacePhotoListQuery,
	type FacePhotoListResponse,
	type FaceUpdate,
	PEOPLE_TEXT,
	type PhotoFacesResponse,
} from "@core/contracts/people";
import type { z } from "zod";
import { photoTextCondition } from "../catalogue/admin-list";
import { appendLedgerEvents, type LedgerActor } from "../clearance/queries/ledger";
import { recomputeClearances } from "../clearance/service";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { NotFoundError } from "../errors";
import { personNotFound } from "./persons";
import {
	deleteFaceRow,
	faceEditorPhoto,
	facePhotosPage,
	facesOfPhoto,
	findFace,
	insertFace,
	insertPerson,
	lockFace,
	personId,
	photoExists,
	updateFaceRow,
} from "./queries";

const photoNotFound = () => new NotFoundError(PEOPLE_TEXT.photoNotFound);
const faceNotFound = () => new NotFoundError(PEOPLE_TEXT.faceNotFound);

// ------------------------------------------------------------------ photos to tag

export async function listFacePhotos(
	database: Database,
	query: z.output<typeof FacePhotoListQuery>,
): Promise<FacePhotoListResponse> {
	const { photos, total } = await facePhotosPage(database.db, {
		page: query.page,
		page_size: query.page_size,
		text: photoTextCondition(query.q),
		needsFaces: query.needs === "faces",
	});
	return { photos, total, page: query.page, page_size: query.page_size };
}

// ------------------------------------------------------------------ one photo's faces

/** The photo as the editor draws on it (any status: faces are tagged before a photo goes live). */
export async function photoFaces(database: Database, photoId: string): Promise<PhotoFacesResponse> {
	const photo = await faceEditorPhoto(database.db, photoId);
	if (!photo) throw photoNotFound();
	return { photo, faces: await facesOfPhoto(database.db, photoId) };
}

// ------------------------------------------------------------------ changes

type PersonChoice = { person_id?: string | null; new_person_name?: string };

/**
 * The person a face is given: an existing one (404 when unknown), a new one made here, nobody
 * (null), or undefined when the change leaves the person as it is.
 */
async function personFor(tx: Executor, choice: PersonChoice): Promise<string | null | undefined> {
	if (choice.new_person_name !== undefined) return insertPerson(tx, choice.new_person_name);
	if (choice.person_id === undefined || choice.person_id === null) return choice.person_id;
	const found = await personId(tx, choice.person_id);
	if (!found) throw personNotFound();
	return found;
}

/**
 * A face is part of the clearance ledger (issue 26): who it is and whether anyone could recognise
 * them decide which releases the photo needs. Each change is kept in the ledger's history and the
 * photo is judged again in the same transaction.
 */
async function faceChanged(
	tx: Executor,
	actor: LedgerActor,
	photoId: string,
	faceId: string,
	action: "face_added" | "face_changed" | "face_removed",
	face: AdminFace | null,
): Promise<void> {
	const details = face ? { person_id: face.person?.id ?? null, identifiable: face.identifiable } : {};
	await appendLedgerEvents(tx, [
		{ subject: "face", subject_id: faceId, photo_id: photoId, action, actor, details },
	]);
	await recomputeClearances(tx, [photoId], { actor, details: { cause: action, face_id: faceId } });
}

/** A face on a photo, with its person (a new one made in the same transaction) and attributes. */
export async function createFace(
	database: Database,
	actor: LedgerActor,
	photoId: string,
	input: z.output<typeof FaceCreate>,
): Promise<AdminFace> {
	return database.db.transaction(async (tx) => {
		if (!(await photoExists(tx, photoId))) throw photoNotFound();
		const personId = (await personFor(tx, input)) ?? null;
		const id = await insertFace(tx, { ...input, photoId, personId });
		const face = id ? await findFace(tx, id) : null;
		if (!face) throw new Error("the new face was not found");
		await faceChanged(tx, actor, photoId, face.id, "face_added", face);
		return face;
	});
}

/** Changes the fields given; the others stay as they are. */
export async function updateFace(
	database: Database,
	actor: LedgerActor,
	id: string,
	update: z.output<typeof FaceUpdate>,
): Promise<AdminFace> {
	return database.db.transaction(async (tx) => {
		const photoId = await lockFace(tx, id);
		if (!photoId) throw faceNotFound();
		await updateFaceRow(tx, id, update, await personFor(tx, update));
		const saved = await findFace(tx, id);
		if (!saved) throw faceNotFound();
		await faceChanged(tx, actor, photoId, id, "face_changed", saved);
		return saved;
	});
}

export async function deleteFace(database: Database, actor: LedgerActor, id: string): Promise<void> {
	await database.db.transaction(async (tx) => {
		const photoId = await deleteFaceRow(tx, id);
		if (!photoId) throw faceNotFound();
		await faceChanged(tx, actor, photoId, id, "face_removed", null);
	});
}
