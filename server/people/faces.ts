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

/** A face on a photo, with its person (a new one made in the same transaction) and attributes. */
export async function createFace(
	database: Database,
	photoId: string,
	input: z.output<typeof FaceCreate>,
): Promise<AdminFace> {
	return database.db.transaction(async (tx) => {
		if (!(await photoExists(tx, photoId))) throw photoNotFound();
		const personId = (await personFor(tx, input)) ?? null;
		const id = await insertFace(tx, { ...input, photoId, personId });
		const face = id ? await findFace(tx, id) : null;
		if (!face) throw new Error("the new face was not found");
		return face;
	});
}

/** Changes the fields given; the others stay as they are. */
export async function updateFace(
	database: Database,
	id: string,
	update: z.output<typeof FaceUpdate>,
): Promise<AdminFace> {
	return database.db.transaction(async (tx) => {
		if (!(await lockFace(tx, id))) throw faceNotFound();
		await updateFaceRow(tx, id, update, await personFor(tx, update));
		const saved = await findFace(tx, id);
		if (!saved) throw faceNotFound();
		return saved;
	});
}

export async function deleteFace(database: Database, id: string): Promise<void> {
	if (!(await deleteFaceRow(database.db, id))) throw faceNotFound();
}
