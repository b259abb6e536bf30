import type { Synonym } from "@core/contracts/analytics";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { answersRow, type Executor, isoTime, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { synonyms } from "../../db/schema";
import { likePattern } from "../../db/sql";

/**
 * The synonyms' SQL: the admin's list, the pair check under the synonyms lock, and the writes.
 * Rows become responses only through toSynonym.
 */

type SynonymRow = Columns<typeof synonyms, "id" | "term" | "synonym_of" | "created_at">;
const toSynonym = (row: SynonymRow): Synonym => ({
	id: row.id,
	term: row.term,
	synonym_of: row.synonym_of,
	created_at: isoTime(row.created_at),
});
const SYNONYM_COLUMNS = sql`id, term, synonym_of, created_at`;

/** The synonyms, by term; with `q`, those whose term or synonym_of contains it (in any case). */
export async function selectSynonyms(database: Database, q?: string): Promise<Synonym[]> {
	const containing = q ? likePattern(q.toLowerCase()) : "";
	const filter = q
		? sql`where lower(term) like ${containing} or lower(synonym_of) like ${containing}`
		: sql``;
	const rows = await database.query<SynonymRow>(
		sql`select ${SYNONYM_COLUMNS} from synonyms ${filter} order by lower(term), lower(synonym_of), id`,
	);
	return rows.map(toSynonym);
}

/** Serialises the synonym writes until the transaction ends. */
export async function lockSynonyms(tx: Executor): Promise<void> {
	await tx.execute(sql`select pg_advisory_xact_lock(hashtext('synonyms'))`);
}

/** Whether another synonym (not `exceptId`) is the pair or its reverse; the words come lower-cased. */
export function pairExists(
	tx: Executor,
	term: string,
	synonymOf: string,
	exceptId?: string,
): Promise<boolean> {
	return answersRow(
		tx,
		sql`select id from synonyms
			where ((lower(term) = ${term} and lower(synonym_of) = ${synonymOf})
				or (lower(term) = ${synonymOf} and lower(synonym_of) = ${term}))
				${exceptId ? sql`and id <> ${exceptId}` : sql``}
			limit 1`,
	);
}

export async function insertSynonym(
	tx: Executor,
	input: { term: string; synonym_of: string },
): Promise<Synonym> {
	const [row] = await rowsOf<SynonymRow>(
		tx,
		sql`insert into synonyms (term, synonym_of) values (${input.term}, ${input.synonym_of})
					returning ${SYNONYM_COLUMNS}`,
	);
	if (!row) throw new Error("insert returned no row");
	return toSynonym(row);
}

/** The changed synonym, or undefined when there is none with the id. */
export async function updateSynonymRow(
	tx: Executor,
	id: string,
	input: { term: string; synonym_of: string },
): Promise<Synonym | undefined> {
	const [row] = await rowsOf<SynonymRow>(
		tx,
		sql`update synonyms set term = ${input.term}, synonym_of = ${input.synonym_of}
					where id = ${id} returning ${SYNONYM_COLUMNS}`,
	);
	return row && toSynonym(row);
}

/** Whether there was a synonym with the id to delete. */
export async function deleteSynonymRow(database: Database, id: string): Promise<boolean> {
	const rows = await database.query<Columns<typeof synonyms, "id">>(
		sql`delete from synonyms where id = ${id} returning id`,
	);
	return rows.length > 0;
}
