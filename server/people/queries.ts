import type {
	AdminFace,
	AdminPerson,
	AdminPersonListQuery,
	AdminPersonListResponse,
	FacePhotoRow,
	FaceUpdate,
	PersonAlias,
	PersonRef,
	PersonUpdate,
} from "@core/contracts/people";
import type { Box } from "@core/face-box";
import type { PhotoStatus } from "@core/photo-status";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { answersRow, type Executor, isoTime, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { faces, person_aliases, persons, photos } from "../db/schema";
import { likePattern } from "../db/sql";

/**
 * The people's SQL: person records with their counts and other records (aliases), the faces
 * drawn on photos, and the photos waiting for faces. Rows become responses through the mappers
 * here.
 */

type Page = { page: number; page_size: number };
const pageOf = ({ page, page_size }: Page) => sql`limit ${page_size} offset ${(page - 1) * page_size}`;

// ---------------------------------------------------------------- persons

type PersonRow = Columns<typeof persons, "id" | "name" | "created_at" | "life_status" | "birth_year"> & {
	face_count: number;
	photo_count: number;
	thumbnail_url: string | null;
	aliases: PersonRef[];
};

const toPerson = (row: PersonRow): AdminPerson => ({
	id: row.id,
	name: row.name,
	face_count: row.face_count,
	photo_count: row.photo_count,
	aliases: row.aliases,
	thumbnail_url: row.thumbnail_url,
	life_status: row.life_status,
	birth_year: row.birth_year,
	created_at: isoTime(row.created_at),
});

/** A person's other records, A to Z (unnamed last), as JSON: `id` is the person's id expression. */
const aliasesOf = (id: SQL) => sql`(
	select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name)
		order by lower(a.name) nulls last, a.id), '[]')
	from persons a where a.id = any(get_aliased_person_ids(${id})) and a.id <> ${id})`;

/** The columns of AdminPerson for the persons (as `p`) of a page: counts for those rows only. */
const PERSON_COLUMNS = sql`p.id, p.name, p.created_at, p.life_status, p.birth_year,
	(select count(*)::int from faces f where f.person_id = p.id) as face_count,
	(select count(distinct f.photo_id)::int from faces f where f.person_id = p.id) as photo_count,
	(select ph.thumbnail_url from faces f join photos ph on ph.id = f.photo_id
		where f.person_id = p.id and ph.thumbnail_url is not null
		order by ph.created_at desc, ph.id limit 1) as thumbnail_url,
	${aliasesOf(sql`p.id`)} as aliases`;

const ORDER = sql`lower(p.name) asc nulls last, p.created_at, p.id`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A pasted id finds that person; otherwise every word typed is part of the name. */
function nameCondition(raw: string | undefined): SQL {
	const q = raw?.trim() ?? "";
	if (!q) return sql`true`;
	if (UUID.test(q)) return sql`p.id = ${q.toLowerCase()}`;
	const words = q.split(/\s+/).filter(Boolean);
	return sql.join(
		words.map((word) => sql`p.name ilike ${likePattern(word)}`),
		sql` and `,
	);
}

/** A page of the persons the query finds, A to Z, and how many it finds in all. */
export async function personsPage(
	executor: Executor,
	query: z.output<typeof AdminPersonListQuery>,
): Promise<AdminPersonListResponse> {
	const where = nameCondition(query.q);
	const [rows, [count]] = await Promise.all([
		rowsOf<PersonRow>(
			executor,
			sql`select ${PERSON_COLUMNS} from (
				select p.* from persons p where ${where} order by ${ORDER} ${pageOf(query)}
			) p
			order by ${ORDER}`,
		),
		rowsOf<{ total: number }>(executor, sql`select count(*)::int as total from persons p where ${where}`),
	]);
	return {
		persons: rows.map(toPerson),
		total: count?.total ?? 0,
		page: query.page,
		page_size: query.page_size,
	};
}

export async function findPerson(executor: Executor, id: string): Promise<AdminPerson | null> {
	const [row] = await rowsOf<PersonRow>(
		executor,
		sql`select ${PERSON_COLUMNS} from persons p where p.id = ${id}`,
	);
	return row ? toPerson(row) : null;
}

/** The id of the person record, as stored, or undefined when there is none. */
export async function personId(executor: Executor, id: string): Promise<string | undefined> {
	const [found] = await rowsOf<Columns<typeof persons, "id">>(
		executor,
		sql`select id from persons where id = ${id}`,
	);
	return found?.id;
}

/** A new person record; the name is required here (faces may be given to unnamed people). */
export async function insertPerson(executor: Executor, name: string): Promise<string> {
	const [row] = await rowsOf<Columns<typeof persons, "id">>(
		executor,
		sql`insert into persons (name) values (${name}) returning id`,
	);
	if (!row) throw new Error("person insert returned no row");
	return row.id;
}

/** Writes the fields given (the others stay); whether there was such a person. */
export async function updatePersonRow(
	executor: Executor,
	id: string,
	update: z.output<typeof PersonUpdate>,
): Promise<boolean> {
	const sets: SQL[] = [sql`id = id`];
	if (update.name !== undefined) sets.push(sql`name = ${update.name}`);
	if (update.life_status !== undefined) sets.push(sql`life_status = ${update.life_status}`);
	if (update.birth_year !== undefined) sets.push(sql`birth_year = ${update.birth_year}`);
	return answersRow(
		executor,
		sql`update persons set ${sql.join(sets, sql`, `)} where id = ${id} returning id`,
	);
}

// ---------------------------------------------------------------- aliases

type LinkRow = Columns<typeof person_aliases, "person_id" | "alias_person_id" | "created_at">;

const toLink = (row: LinkRow): PersonAlias => ({
	person_id: row.person_id,
	alias_person_id: row.alias_person_id,
	created_at: isoTime(row.created_at),
});

/**
 * Every record of both people, locked in one order: two links made at once between the same two
 * groups (A–B and C–D, linked B–C and D–A) wait for each other instead of closing a cycle that
 * neither saw. The ids of the records locked.
 */
export async function lockAliasGroups(executor: Executor, one: string, other: string): Promise<string[]> {
	const found = await rowsOf<Columns<typeof persons, "id">>(
		executor,
		sql`select id from persons
			where id = any(array[${one}::uuid, ${other}::uuid]
				|| get_aliased_person_ids(${one}) || get_aliased_person_ids(${other}))
			order by id for update`,
	);
	return found.map((row) => row.id);
}

/** Whether the two records are one person already, directly or through others. */
export async function areAliased(executor: Executor, one: string, other: string): Promise<boolean> {
	const [linked] = await rowsOf<{ linked: boolean }>(
		executor,
		sql`select ${other}::uuid = any(get_aliased_person_ids(${one})) as linked`,
	);
	return linked?.linked === true;
}

export async function insertAlias(
	executor: Executor,
	pair: { person_id: string; alias_person_id: string },
): Promise<PersonAlias> {
	const [row] = await rowsOf<LinkRow>(
		executor,
		sql`insert into person_aliases (person_id, alias_person_id)
			values (${pair.person_id}, ${pair.alias_person_id})
			returning person_id, alias_person_id, created_at`,
	);
	if (!row) throw new Error("alias insert returned no row");
	return toLink(row);
}

/** Removes the link between two records, whichever way round it was made: whether there was one. */
export async function deleteAlias(executor: Executor, personId: string, aliasId: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`delete from person_aliases
			where (person_id = ${personId} and alias_person_id = ${aliasId})
				or (person_id = ${aliasId} and alias_person_id = ${personId})
			returning person_id`,
	);
}

/** Every link between records, the newest first. */
export async function allAliases(executor: Executor): Promise<PersonAlias[]> {
	const links = await rowsOf<LinkRow>(
		executor,
		sql`select person_id, alias_person_id, created_at from person_aliases
			order by created_at desc, person_id, alias_person_id`,
	);
	return links.map(toLink);
}

/** The persons with these ids and their face counts, A to Z (unnamed last). */
export function personsWithFaceCounts(
	executor: Executor,
	ids: readonly string[],
): Promise<(Columns<typeof persons, "id" | "name"> & { face_count: number })[]> {
	return rowsOf(
		executor,
		sql`select p.id, p.name, (select count(*)::int from faces f where f.person_id = p.id) as face_count
			from persons p where p.id in (${sql.join(
				ids.map((id) => sql`${id}`),
				sql`, `,
			)})
			order by lower(p.name) nulls last, p.id`,
	);
}

// ---------------------------------------------------------------- photos to tag

type PhotoRow = Omit<FacePhotoRow, "photo_status"> & { photo_status: PhotoStatus };

/** A photo needs faces when flagged, or when it shows more people than it has faces. */
const NEEDS_FACES = sql`(p.missing_faces or (p.people_count is not null and fc.face_count < p.people_count))`;

const FACE_COUNT = sql`cross join lateral (select count(*)::int as face_count from faces f where f.photo_id = p.id) fc`;

/** A page of the photos, the newest first, with their face counts: all, or those needing faces. */
export async function facePhotosPage(
	executor: Executor,
	query: Page & { text: SQL | null; needsFaces: boolean },
): Promise<{ photos: PhotoRow[]; total: number }> {
	const conditions = [query.text, query.needsFaces ? NEEDS_FACES : null].filter(
		(condition): condition is SQL => condition !== null,
	);
	const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
	const [rows, [count]] = await Promise.all([
		rowsOf<PhotoRow>(
			executor,
			sql`select p.id, p.photoid, p.title, p.thumbnail_url, p.photo_status, p.people_count, p.missing_faces,
				fc.face_count
			from photos p ${FACE_COUNT} ${where}
			order by p.created_at desc, p.id desc
			${pageOf(query)}`,
		),
		rowsOf<{ total: number }>(
			executor,
			sql`select count(*)::int as total from photos p ${FACE_COUNT} ${where}`,
		),
	]);
	return { photos: rows, total: count?.total ?? 0 };
}

/** One photo (any status) as the face editor draws on it. */
export async function faceEditorPhoto(
	executor: Executor,
	photoId: string,
): Promise<(PhotoRow & Columns<typeof photos, "preview_url" | "width" | "height">) | undefined> {
	const [photo] = await rowsOf<PhotoRow & Columns<typeof photos, "preview_url" | "width" | "height">>(
		executor,
		sql`select p.id, p.photoid, p.title, p.thumbnail_url, p.preview_url, p.width, p.height, p.photo_status,
			p.people_count, p.missing_faces, fc.face_count
		from photos p ${FACE_COUNT} where p.id = ${photoId}`,
	);
	return photo;
}

export async function photoExists(executor: Executor, id: string): Promise<boolean> {
	return answersRow(executor, sql`select id from photos where id = ${id}`);
}

// ---------------------------------------------------------------- faces

type FaceRow = Columns<
	typeof faces,
	"id" | "box" | "gender" | "age" | "ethnicity" | "identifiable" | "created_at" | "person_id"
> & {
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
	identifiable: row.identifiable,
	created_at: isoTime(row.created_at),
});

const facesWhere = (where: SQL) => sql`
	select f.id, f.box, f.gender, f.age, f.ethnicity, f.identifiable, f.created_at, f.person_id, pe.name as person_name,
		case when f.person_id is null then null else ${aliasesOf(sql`f.person_id`)} end as aliases
	from faces f left join persons pe on pe.id = f.person_id
	where ${where}
	order by f.created_at, f.id`;

export async function findFace(executor: Executor, id: string): Promise<AdminFace | null> {
	const [row] = await rowsOf<FaceRow>(executor, facesWhere(sql`f.id = ${id}`));
	return row ? toFace(row) : null;
}

/** The faces drawn on a photo, in the order they were drawn. */
export async function facesOfPhoto(executor: Executor, photoId: string): Promise<AdminFace[]> {
	const rows = await rowsOf<FaceRow>(executor, facesWhere(sql`f.photo_id = ${photoId}`));
	return rows.map(toFace);
}

export async function insertFace(
	executor: Executor,
	face: {
		photoId: string;
		personId: string | null;
		box: Box;
		gender?: string | null;
		age?: number | null;
		ethnicity?: string | null;
		identifiable?: boolean;
	},
): Promise<string | undefined> {
	const [row] = await rowsOf<Columns<typeof faces, "id">>(
		executor,
		sql`insert into faces (photo_id, person_id, box, gender, age, ethnicity, identifiable)
			values (${face.photoId}, ${face.personId}, ${JSON.stringify(face.box)}::jsonb, ${face.gender ?? null},
				${face.age ?? null}, ${face.ethnicity ?? null}, ${face.identifiable ?? true})
			returning id`,
	);
	return row?.id;
}

/** Locks the face's row for the rest of the transaction: its photo, or undefined when there is no such face. */
export async function lockFace(executor: Executor, id: string): Promise<string | undefined> {
	const [row] = await rowsOf<Columns<typeof faces, "photo_id">>(
		executor,
		sql`select photo_id from faces where id = ${id} for update`,
	);
	return row?.photo_id;
}

/** Writes the fields given (and the person, unless undefined); the others stay as they are. */
export async function updateFaceRow(
	executor: Executor,
	id: string,
	update: Omit<z.output<typeof FaceUpdate>, "person_id" | "new_person_name">,
	personId: string | null | undefined,
): Promise<void> {
	const sets: SQL[] = [];
	if (personId !== undefined) sets.push(sql`person_id = ${personId}`);
	if (update.box !== undefined) sets.push(sql`box = ${JSON.stringify(update.box)}::jsonb`);
	if (update.gender !== undefined) sets.push(sql`gender = ${update.gender}`);
	if (update.age !== undefined) sets.push(sql`age = ${update.age}`);
	if (update.ethnicity !== undefined) sets.push(sql`ethnicity = ${update.ethnicity}`);
	if (update.identifiable !== undefined) sets.push(sql`identifiable = ${update.identifiable}`);
	if (sets.length > 0)
		await executor.execute(sql`update faces set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** The photo of the face deleted, or undefined when there was no such face. */
export async function deleteFaceRow(executor: Executor, id: string): Promise<string | undefined> {
	const [row] = await rowsOf<Columns<typeof faces, "photo_id">>(
		executor,
		sql`delete from faces where id = ${id} returning photo_id`,
	);
	return row?.photo_id;
}
