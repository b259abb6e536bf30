import {
	type AdminFace,
	type FaceCreate,
	type FacePhotoListQuery,
	type FacePhotoListResponse,
	type FacePhotoRow,
	type FaceUpdate,
	PEOPLE_TEXT,
	type PersonRef,
	type PhotoFacesResponse,
} from "@core/contracts/admin-people";
import type { Box } from "@core/face-box";
import type { PhotoStatus } from "@core/photo-status";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { photoTextCondition } from "../catalogue/admin-list";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import { NotFoundError } from "../errors";
import { aliasesOf, insertPerson, personNotFound } from "./persons";

const photoNotFound = () => new NotFoundError(PEOPLE_TEXT.photoNotFound);
const faceNotFound = () => new NotFoundError(PEOPLE_TEXT.faceNotFound);

// ------------------------------------------------------------------ photos to tag

type PhotoRow = Omit<FacePhotoRow, "photo_status"> & { photo_status: PhotoStatus };

/** A photo needs faces when flagged, or when it shows more people than it has faces. */
const NEEDS_FACES = sql`(p.missing_faces or (p.people_count is not null and fc.face_count < p.people_count))`;

const FACE_COUNT = sql`cross join lateral (select count(*)::int as face_count from faces f where f.photo_id = p.id) fc`;

export async function listFacePhotos(
	database: Database,
	query: z.output<typeof FacePhotoListQuery>,
): Promise<FacePhotoListResponse> {
	const conditions = [photoTextCondition(query.q), query.needs === "faces" ? NEEDS_FACES : null].filter(
		(condition): condition is SQL => condition !== null,
	);
	const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
	const offset = (query.page - 1) * query.page_size;
	const [rows, [count]] = await Promise.all([
		database.query<PhotoRow>(sql`
			select p.id, p.photoid, p.title, p.thumbnail_url, p.photo_status, p.people_count, p.missing_faces,
				fc.face_count
			from photos p ${FACE_COUNT} ${where}
			order by p.created_at desc, p.id desc
			limit ${query.page_size} offset ${offset}`),
		database.query<{ total: number }>(
			sql`select count(*)::int as total from photos p ${FACE_COUNT} ${where}`,
		),
	]);
	return { photos: rows, total: count?.total ?? 0, page: query.page, page_size: query.page_size };
}

// ------------------------------------------------------------------ one photo's faces

type FaceRow = {
	id: string;
	box: unknown;
	gender: string | null;
	age: number | null;
	ethnicity: string | null;
	created_at: Date | string;
	person_id: string | null;
	person_name: string | null;
	aliases: PersonRef[] | null;
};

/** A stored box, or null when the row has none (or one in another shape). */
function boxOf(value: unknown): Box | null {
	return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === "number")
		? (value as Box)
		: null;
}

const toFace = (row: FaceRow): AdminFace => ({
	id: row.id,
	box: boxOf(row.box),
	person: row.person_id ? { id: row.person_id, name: row.person_name, aliases: row.aliases ?? [] } : null,
	gender: row.gender,
	age: row.age,
	ethnicity: row.ethnicity,
	created_at: isoTime(row.created_at),
});

const facesWhere = (where: SQL) => sql`
	select f.id, f.box, f.gender, f.age, f.ethnicity, f.created_at, f.person_id, pe.name as person_name,
		case when f.person_id is null then null else ${aliasesOf(sql`f.person_id`)} end as aliases
	from faces f left join persons pe on pe.id = f.person_id
	where ${where}
	order by f.created_at, f.id`;

async function findFace(executor: Executor, id: string): Promise<AdminFace | null> {
	const [row] = await rowsOf<FaceRow>(executor, facesWhere(sql`f.id = ${id}`));
	return row ? toFace(row) : null;
}

/** The photo as the editor draws on it (any status: faces are tagged before a photo goes live). */
export async function photoFaces(database: Database, photoId: string): Promise<PhotoFacesResponse> {
	const [photo] = await database.query<
		PhotoRow & { preview_url: string | null; width: number | null; height: number | null }
	>(sql`
		select p.id, p.photoid, p.title, p.thumbnail_url, p.preview_url, p.width, p.height, p.photo_status,
			p.people_count, p.missing_faces, fc.face_count
		from photos p ${FACE_COUNT} where p.id = ${photoId}`);
	if (!photo) throw photoNotFound();
	const faces = await database.query<FaceRow>(facesWhere(sql`f.photo_id = ${photoId}`));
	return { photo, faces: faces.map(toFace) };
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
	const [found] = await rowsOf<{ id: string }>(
		tx,
		sql`select id from persons where id = ${choice.person_id}`,
	);
	if (!found) throw personNotFound();
	return found.id;
}

/** A face on a photo, with its person (a new one made in the same transaction) and attributes. */
export async function createFace(
	database: Database,
	photoId: string,
	input: z.output<typeof FaceCreate>,
): Promise<AdminFace> {
	return database.db.transaction(async (tx) => {
		const [photo] = await rowsOf<{ id: string }>(tx, sql`select id from photos where id = ${photoId}`);
		if (!photo) throw photoNotFound();
		const personId = (await personFor(tx, input)) ?? null;
		const [row] = await rowsOf<{ id: string }>(
			tx,
			sql`insert into faces (photo_id, person_id, box, gender, age, ethnicity)
				values (${photoId}, ${personId}, ${JSON.stringify(input.box)}::jsonb, ${input.gender ?? null},
					${input.age ?? null}, ${input.ethnicity ?? null})
				returning id`,
		);
		const face = row ? await findFace(tx, row.id) : null;
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
		const [face] = await rowsOf<{ id: string }>(tx, sql`select id from faces where id = ${id} for update`);
		if (!face) throw faceNotFound();
		const sets: SQL[] = [];
		const personId = await personFor(tx, update);
		if (personId !== undefined) sets.push(sql`person_id = ${personId}`);
		if (update.box !== undefined) sets.push(sql`box = ${JSON.stringify(update.box)}::jsonb`);
		if (update.gender !== undefined) sets.push(sql`gender = ${update.gender}`);
		if (update.age !== undefined) sets.push(sql`age = ${update.age}`);
		if (update.ethnicity !== undefined) sets.push(sql`ethnicity = ${update.ethnicity}`);
		if (sets.length > 0) await tx.execute(sql`update faces set ${sql.join(sets, sql`, `)} where id = ${id}`);
		const saved = await findFace(tx, id);
		if (!saved) throw faceNotFound();
		return saved;
	});
}

export async function deleteFace(database: Database, id: string): Promise<void> {
	const removed = await database.query<{ id: string }>(sql`delete from faces where id = ${id} returning id`);
	if (removed.length === 0) throw faceNotFound();
}
