import {
	type AdminPerson,
	type AdminPersonListQuery,
	type AdminPersonListResponse,
	PEOPLE_TEXT,
	type PersonRef,
	type PersonSave,
} from "@core/contracts/admin-people";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf } from "../db/executor";
import { likePattern } from "../db/sql";
import { NotFoundError } from "../errors";

export const personNotFound = () => new NotFoundError(PEOPLE_TEXT.personNotFound);

type PersonRow = {
	id: string;
	name: string | null;
	face_count: number;
	photo_count: number;
	thumbnail_url: string | null;
	aliases: PersonRef[];
	created_at: Date | string;
};

const toPerson = (row: PersonRow): AdminPerson => ({
	id: row.id,
	name: row.name,
	face_count: row.face_count,
	photo_count: row.photo_count,
	aliases: row.aliases,
	thumbnail_url: row.thumbnail_url,
	created_at: isoTime(row.created_at),
});

/** A person's other records, A to Z (unnamed last), as JSON: `id` is the person's id expression. */
export const aliasesOf = (id: SQL) => sql`(
	select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name)
		order by lower(a.name) nulls last, a.id), '[]')
	from persons a where a.id = any(get_aliased_person_ids(${id})) and a.id <> ${id})`;

/** The columns of AdminPerson for the persons (as `p`) of a page: counts for those rows only. */
const PERSON_COLUMNS = sql`p.id, p.name, p.created_at,
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

export async function listPersons(
	database: Database,
	query: z.output<typeof AdminPersonListQuery>,
): Promise<AdminPersonListResponse> {
	const where = nameCondition(query.q);
	const offset = (query.page - 1) * query.page_size;
	const [rows, [count]] = await Promise.all([
		database.query<PersonRow>(sql`
			select ${PERSON_COLUMNS} from (
				select p.* from persons p where ${where} order by ${ORDER}
				limit ${query.page_size} offset ${offset}
			) p
			order by ${ORDER}`),
		database.query<{ total: number }>(sql`select count(*)::int as total from persons p where ${where}`),
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

export async function getPerson(database: Database, id: string): Promise<AdminPerson> {
	const person = await findPerson(database.db, id);
	if (!person) throw personNotFound();
	return person;
}

/** A new person record; the name is required here (faces may be given to unnamed people). */
export async function insertPerson(executor: Executor, name: string): Promise<string> {
	const [row] = await rowsOf<{ id: string }>(
		executor,
		sql`insert into persons (name) values (${name}) returning id`,
	);
	if (!row) throw new Error("person insert returned no row");
	return row.id;
}

export async function createPerson(
	database: Database,
	input: z.output<typeof PersonSave>,
): Promise<AdminPerson> {
	const id = await insertPerson(database.db, input.name);
	return getPerson(database, id);
}

export async function renamePerson(
	database: Database,
	id: string,
	input: z.output<typeof PersonSave>,
): Promise<AdminPerson> {
	const [row] = await database.query<{ id: string }>(
		sql`update persons set name = ${input.name} where id = ${id} returning id`,
	);
	if (!row) throw personNotFound();
	return getPerson(database, id);
}
