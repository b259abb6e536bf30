import {
	type AdminEvent,
	type AdminEventDetail,
	type AdminEventDetailQuery,
	type AdminEventListQuery,
	type AdminEventListResponse,
	CURATION_TEXT,
	type EventCreate,
	type EventMergeResponse,
	type EventPhotosResponse,
	type EventUpdate,
} from "@core/contracts/admin-curation";
import { ErrorCode } from "@core/contracts/errors";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { type Executor, isoTime, rowsOf, uniqueViolation } from "../db/executor";
import { likePattern, sqlArray } from "../db/sql";
import { DomainError, NotFoundError, ValidationError } from "../errors";
import { CURATED_COLUMNS, type CuratedRow, requirePhotos, toCuratedPhoto } from "./photos";

export const eventNotFound = () => new NotFoundError(CURATION_TEXT.eventNotFound);

/** A taken name: a conflict about the name field, so the form shows it there. */
const duplicateName = () =>
	new DomainError(409, ErrorCode.conflict, CURATION_TEXT.duplicateEventName, {
		name: CURATION_TEXT.duplicateEventName,
	});

type EventRow = {
	id: string;
	name: string;
	description: string | null;
	photo_count: number;
	live_count: number;
	created_at: Date | string;
	updated_at: Date | string;
};

const toEvent = (row: EventRow): AdminEvent => ({
	id: row.id,
	name: row.name,
	description: row.description,
	photo_count: row.photo_count,
	live_count: row.live_count,
	created_at: isoTime(row.created_at),
	updated_at: isoTime(row.updated_at),
});

/** Every event (as `e`) with its photos counted, all and live. */
const EVENTS_WITH_COUNTS = sql`
	select e.id, e.name, e.description, e.created_at, e.updated_at, pc.photo_count, pc.live_count
	from events e
	cross join lateral (select count(*)::int as photo_count,
			(count(*) filter (where p.photo_status = 'live'))::int as live_count
		from photo_events pe join photos p on p.id = pe.photo_id where pe.event_id = e.id) pc`;

type ListFilter = z.output<typeof AdminEventListQuery>;

/** The order of a sort; the id last keeps pages stable when the sorted values tie. */
function orderOf(sort: ListFilter["sort"], dir: ListFilter["dir"]): SQL {
	const way = sql.raw(dir === "desc" ? "desc" : "asc");
	switch (sort) {
		case "name":
			return sql`lower(f.name) ${way}, f.id`;
		case "photos":
			return sql`f.photo_count ${way}, lower(f.name), f.id`;
		case "created":
			return sql`f.created_at ${way}, f.id`;
	}
}

export async function listEvents(database: Database, filter: ListFilter): Promise<AdminEventListResponse> {
	const q = filter.q?.trim();
	const where = q ? sql`e.name ilike ${likePattern(q)}` : sql`true`;
	const [rows, [count]] = await Promise.all([
		database.query<EventRow>(sql`
			select * from (${EVENTS_WITH_COUNTS} where ${where}) f
			order by ${orderOf(filter.sort, filter.dir)}
			limit ${filter.page_size} offset ${(filter.page - 1) * filter.page_size}`),
		database.query<{ total: number }>(sql`select count(*)::int as total from events e where ${where}`),
	]);
	return {
		events: rows.map(toEvent),
		total: count?.total ?? 0,
		page: filter.page,
		page_size: filter.page_size,
	};
}

async function findEvent(executor: Executor, id: string): Promise<AdminEvent | null> {
	const [row] = await rowsOf<EventRow>(executor, sql`${EVENTS_WITH_COUNTS} where e.id = ${id}`);
	return row ? toEvent(row) : null;
}

async function requireEvent(executor: Executor, id: string): Promise<AdminEvent> {
	const event = await findEvent(executor, id);
	if (!event) throw eventNotFound();
	return event;
}

/** One event and a page of its photos, the newest first. */
export async function eventDetail(
	database: Database,
	id: string,
	query: z.output<typeof AdminEventDetailQuery>,
): Promise<AdminEventDetail> {
	const event = await requireEvent(database.db, id);
	const photos = await database.query<CuratedRow>(sql`
		select ${CURATED_COLUMNS} from photo_events pe join photos p on p.id = pe.photo_id
		where pe.event_id = ${id}
		order by p.created_at desc, p.id
		limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`);
	return { event, photos: photos.map(toCuratedPhoto), page: query.page, page_size: query.page_size };
}

/** Runs a write that may break the unique name; two admins racing for one name get the same 409. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
	try {
		return await write();
	} catch (err) {
		if (uniqueViolation(err) !== null) throw duplicateName();
		throw err;
	}
}

async function nameTaken(executor: Executor, name: string, except?: string): Promise<boolean> {
	const [row] = await rowsOf<{ id: string }>(
		executor,
		sql`select id from events where lower(name) = lower(${name}) ${except ? sql`and id <> ${except}` : sql``}`,
	);
	return row !== undefined;
}

export async function createEvent(
	database: Database,
	input: z.output<typeof EventCreate>,
): Promise<AdminEvent> {
	return guardName(() =>
		database.db.transaction(async (tx) => {
			if (await nameTaken(tx, input.name)) throw duplicateName();
			const [row] = await rowsOf<{ id: string }>(
				tx,
				sql`insert into events (name, description) values (${input.name}, ${input.description ?? null})
					returning id`,
			);
			if (!row) throw new Error("event insert returned no row");
			return requireEvent(tx, row.id);
		}),
	);
}

/** A new name (unique whatever its case; the same name in another case is a rename), a new description. */
export async function updateEvent(
	database: Database,
	id: string,
	update: z.output<typeof EventUpdate>,
): Promise<AdminEvent> {
	return guardName(() =>
		database.db.transaction(async (tx) => {
			await requireEvent(tx, id);
			if (update.name !== undefined && (await nameTaken(tx, update.name, id))) throw duplicateName();
			const sets: SQL[] = [];
			if (update.name !== undefined) sets.push(sql`name = ${update.name}`);
			if (update.description !== undefined) sets.push(sql`description = ${update.description}`);
			sets.push(sql`updated_at = now()`);
			await tx.execute(sql`update events set ${sql.join(sets, sql`, `)} where id = ${id}`);
			return requireEvent(tx, id);
		}),
	);
}

/** The event goes; its photos stay, without it (the links go with the event). */
export async function deleteEvent(database: Database, id: string): Promise<void> {
	const [row] = await database.query<{ id: string }>(sql`delete from events where id = ${id} returning id`);
	if (!row) throw eventNotFound();
}

/**
 * Folds one event into another: every photo of `id` gets `into` (a photo with both keeps one
 * link), `into` takes the description when it has none, and `id` is deleted. All or nothing.
 */
export async function mergeEvent(database: Database, id: string, into: string): Promise<EventMergeResponse> {
	if (id === into) throw new ValidationError(CURATION_TEXT.mergeSelf, { into: CURATION_TEXT.mergeSelf });
	return database.db.transaction(async (tx) => {
		// Both rows locked, in a fixed order, so two merges of the same pair cannot cross.
		const locked = await rowsOf<{ id: string; description: string | null }>(
			tx,
			sql`select id, description from events where id in (${id}, ${into}) order by id for update`,
		);
		const source = locked.find((row) => row.id === id);
		if (!source) throw eventNotFound();
		if (!locked.some((row) => row.id === into)) throw new NotFoundError(CURATION_TEXT.mergeTargetNotFound);
		const moved = await rowsOf<{ photo_id: string }>(
			tx,
			sql`insert into photo_events (photo_id, event_id)
				select photo_id, ${into} from photo_events where event_id = ${id}
				on conflict do nothing returning photo_id`,
		);
		await tx.execute(sql`update events set description = coalesce(description, ${source.description}),
			updated_at = now() where id = ${into}`);
		await tx.execute(sql`delete from events where id = ${id}`);
		return { event: await requireEvent(tx, into), moved: moved.length };
	});
}

/** Tags the photos with the event; photos that have it already are left as they are. */
export async function attachPhotos(
	database: Database,
	id: string,
	photoIds: string[],
): Promise<EventPhotosResponse> {
	return database.db.transaction(async (tx) => {
		await requireEvent(tx, id);
		await requirePhotos(tx, photoIds);
		const made = await rowsOf<{ photo_id: string }>(
			tx,
			sql`insert into photo_events (photo_id, event_id)
				select p, ${id} from unnest(${sqlArray(photoIds)}::uuid[]) p
				on conflict do nothing returning photo_id`,
		);
		if (made.length > 0) await tx.execute(sql`update events set updated_at = now() where id = ${id}`);
		return { event: await requireEvent(tx, id), changed: made.length };
	});
}

/** Takes the event off the photos; a photo without it is no error. */
export async function detachPhotos(
	database: Database,
	id: string,
	photoIds: string[],
): Promise<EventPhotosResponse> {
	return database.db.transaction(async (tx) => {
		await requireEvent(tx, id);
		const gone = await rowsOf<{ photo_id: string }>(
			tx,
			sql`delete from photo_events where event_id = ${id} and photo_id = any(${sqlArray(photoIds)}::uuid[])
				returning photo_id`,
		);
		if (gone.length > 0) await tx.execute(sql`update events set updated_at = now() where id = ${id}`);
		return { event: await requireEvent(tx, id), changed: gone.length };
	});
}
