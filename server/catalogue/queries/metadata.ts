import { PhotoMetadata, type SuggestField, type SuggestResponse } from "@core/contracts/catalogue";
import { decadeOfDate } from "@core/decades";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { events, photos, users } from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * Photos' metadata: what a change refers to (families, events, the photo's date), the change
 * itself, the lookups of the CSV import, and the values in use that the editor suggests.
 */

/** The family's id when there is such a user. */
export async function familyId(executor: Executor, id: string): Promise<string | undefined> {
	const [family] = await rowsOf<Columns<typeof users, "id">>(
		executor,
		sql`select id from users where id = ${id}`,
	);
	return family?.id;
}

/** The id of the user with this email, in any case. */
export async function familyIdByEmail(database: Database, email: string): Promise<string | undefined> {
	const [family] = await database.query<Columns<typeof users, "id">>(
		sql`select id from users where lower(email) = lower(${email})`,
	);
	return family?.id;
}

/** The users having these lower-case emails, each email lower-cased. */
export function familiesByEmails(
	database: Database,
	emails: string[],
): Promise<Columns<typeof users, "id" | "email">[]> {
	return database.query<Columns<typeof users, "id" | "email">>(
		sql`select id, lower(email) as email from users where lower(email) = any(${sqlArray(emails)}::text[])`,
	);
}

/** Which of these events exist. */
export function existingEvents(executor: Executor, ids: string[]): Promise<Columns<typeof events, "id">[]> {
	return rowsOf<Columns<typeof events, "id">>(
		executor,
		sql`select id from events where id = any(${sqlArray(ids)}::uuid[])`,
	);
}

/** The photo's date and decade as they are, undefined when there is no such photo. */
export async function photoDates(
	executor: Executor,
	photoId: string,
): Promise<Columns<typeof photos, "date_taken" | "decade_taken"> | undefined> {
	const [current] = await rowsOf<Columns<typeof photos, "date_taken" | "decade_taken">>(
		executor,
		sql`select date_taken::text as date_taken, decade_taken from photos where id = ${photoId}`,
	);
	return current;
}

/** The photo columns an admin writes; `event_ids` lives in photo_events instead. */
type ColumnField = Exclude<keyof PhotoMetadata, "event_ids">;
const ARRAY_COLUMNS = new Set<ColumnField>(["tags", "ethnicities", "age_groups", "emotions"]);
const COLUMN_FIELDS: readonly ColumnField[] = PhotoMetadata.keyof().options.filter(
	(field): field is ColumnField => field !== "event_ids",
);

/**
 * Writes the change's photo columns (a date given without a decade also sets the decade it falls
 * in) and the time of the change; false when there is no such photo.
 */
export async function updatePhotoColumns(
	executor: Executor,
	photoId: string,
	update: Partial<PhotoMetadata>,
): Promise<boolean> {
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
	const [row] = await rowsOf<Columns<typeof photos, "id">>(
		executor,
		sql`update photos set ${sql.join(sets, sql`, `)} where id = ${photoId} returning id`,
	);
	return row !== undefined;
}

export async function deletePhotoEvents(executor: Executor, photoId: string): Promise<void> {
	await executor.execute(sql`delete from photo_events where photo_id = ${photoId}`);
}

/** Links the photo to these events (those it has already are left). */
export async function insertPhotoEvents(
	executor: Executor,
	photoId: string,
	eventIds: string[],
): Promise<void> {
	await executor.execute(sql`
		insert into photo_events (photo_id, event_id)
		select ${photoId}, e from unnest(${sqlArray(eventIds)}::uuid[]) e
		on conflict do nothing`);
}

/** The photos whose file names are these lower-case names (the name lower-cased), by photoid. */
export function photosByFilenames(
	database: Database,
	names: string[],
): Promise<(Columns<typeof photos, "id" | "photoid"> & { name: string })[]> {
	return database.query<Columns<typeof photos, "id" | "photoid"> & { name: string }>(sql`
		select lower(original_filename) as name, id, photoid from photos
		where lower(original_filename) = any(${sqlArray(names)}::text[]) order by photoid`);
}

/** The photos having these photoids (given as text). */
export function photosByNumbers(
	database: Database,
	numbers: string[],
): Promise<Columns<typeof photos, "id" | "photoid">[]> {
	return database.query<Columns<typeof photos, "id" | "photoid">>(
		sql`select id, photoid from photos where photoid = any(${sqlArray(numbers)}::int[])`,
	);
}

/** Makes the events of these names that do not exist yet (in any case). */
export async function insertMissingEvents(executor: Executor, names: string[]): Promise<void> {
	await executor.execute(sql`
		insert into events (name) select unnest(${sqlArray(names)}::text[])
		on conflict do nothing`);
}

/** The events having these lower-case names, each name lower-cased. */
export function eventsByLowerNames(
	executor: Executor,
	names: string[],
): Promise<Columns<typeof events, "id" | "name">[]> {
	return rowsOf<Columns<typeof events, "id" | "name">>(
		executor,
		sql`select id, lower(name) as name from events where lower(name) = any(${sqlArray(names)}::text[])`,
	);
}

type Suggestion = SuggestResponse["values"][number];

/** Fields to columns: the only way input names a column. Lists are unnested, the rest grouped. */
const SUGGEST_COLUMNS: Record<SuggestField, { column: SQL; list: boolean }> = {
	tags: { column: sql`p.tags`, list: true },
	ethnicities: { column: sql`p.ethnicities`, list: true },
	age_groups: { column: sql`p.age_groups`, list: true },
	emotions: { column: sql`p.emotions`, list: true },
	image_style: { column: sql`p.image_style`, list: false },
	color_and_mood: { column: sql`p.color_and_mood`, list: false },
	people_composition: { column: sql`p.people_composition`, list: false },
	location_city: { column: sql`p.location_city`, list: false },
	location_state_province: { column: sql`p.location_state_province`, list: false },
	location_country: { column: sql`p.location_country`, list: false },
};

/**
 * Every value of a field with how many photos use it (`count`); spellings differing only in
 * case are one, offered as most photos spell it. For tags, also the vocabulary's words no photo
 * carries yet (count 0). Reads every photo: ../admin-suggest.ts keeps the answer a while.
 */
export function suggestionCounts(
	database: Database,
	field: SuggestField,
	photos: "all" | "live" = "all",
): Promise<Suggestion[]> {
	const { column, list } = SUGGEST_COLUMNS[field];
	const shown = photos === "live" ? sql`and p.photo_status = 'live'` : sql``;
	const used = list
		? sql`select mode() within group (order by v) as value, count(*)::int as count
			from photos p cross join lateral unnest(${column}) v where v <> '' ${shown} group by lower(v)`
		: sql`select mode() within group (order by ${column}) as value, count(*)::int as count
			from photos p where ${column} <> '' ${shown} group by lower(${column})`;
	const vocabulary =
		field === "tags"
			? sql`union all select t.name, 0 from tags t
				where not exists (select 1 from used where lower(used.value) = lower(t.name))`
			: sql``;
	return database.query<Suggestion>(sql`with used as (${used}) select value, count from used ${vocabulary}`);
}

/**
 * The tags on one owner's photos that are not live (the live ones are in suggestionCounts'
 * "live" count already), counted the same way.
 */
export function ownTagCounts(database: Database, ownerId: string): Promise<Suggestion[]> {
	return database.query<Suggestion>(
		sql`select mode() within group (order by v) as value, count(*)::int as count
			from photos p cross join lateral unnest(p.tags) v
			where p.user_id = ${ownerId} and p.photo_status <> 'live' and v <> '' group by lower(v)`,
	);
}
