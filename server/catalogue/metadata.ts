import { PhotoMetadata } from "@core/contracts/catalogue";
import { dateDecadeProblem, decadeOfDate } from "@core/decades";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../db/executor";
import { sqlArray } from "../db/sql";
import { ValidationError } from "../errors";

/** The photo columns an admin writes; `event_ids` lives in photo_events instead. */
type ColumnField = Exclude<keyof PhotoMetadata, "event_ids">;
const ARRAY_COLUMNS = new Set<ColumnField>(["tags", "ethnicities", "age_groups", "emotions"]);
const COLUMN_FIELDS: readonly ColumnField[] = PhotoMetadata.keyof().options.filter(
	(field): field is ColumnField => field !== "event_ids",
);

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
		const [family] = await rowsOf<{ id: string }>(tx, sql`select id from users where id = ${update.user_id}`);
		if (!family) problems.user_id = "That family does not exist";
	}
	if (update.event_ids && update.event_ids.length > 0) {
		const found = await rowsOf<{ id: string }>(
			tx,
			sql`select id from events where id = any(${sqlArray(update.event_ids)}::uuid[])`,
		);
		if (found.length !== new Set(update.event_ids).size) problems.event_ids = "An event no longer exists";
	}
	if (update.date_taken !== undefined || update.decade_taken !== undefined) {
		const [current] = await rowsOf<{ date_taken: string | null; decade_taken: string | null }>(
			tx,
			sql`select date_taken::text as date_taken, decade_taken from photos where id = ${photoId}`,
		);
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

	const sets: SQL[] = [];
	for (const field of COLUMN_FIELDS) {
		const value = update[field];
		if (value === undefined) continue;
		sets.push(
			ARRAY_COLUMNS.has(field) && Array.isArray(value)
				? sql`${sql.identifier(field)} = ${sqlArray(value)}::text[]`
				: sql`${sql.identifier(field)} = ${value}`,
		);
	}
	if (update.date_taken && update.decade_taken === undefined)
		sets.push(sql`decade_taken = ${decadeOfDate(update.date_taken)}`);
	sets.push(sql`updated_at = now()`);
	const [row] = await rowsOf<{ id: string }>(
		tx,
		sql`update photos set ${sql.join(sets, sql`, `)} where id = ${photoId} returning id`,
	);
	if (!row) return false;

	if (update.event_ids !== undefined) {
		await tx.execute(sql`delete from photo_events where photo_id = ${photoId}`);
		if (update.event_ids.length > 0)
			await tx.execute(sql`
				insert into photo_events (photo_id, event_id)
				select ${photoId}, e from unnest(${sqlArray(update.event_ids)}::uuid[]) e
				on conflict do nothing`);
	}
	return true;
}
