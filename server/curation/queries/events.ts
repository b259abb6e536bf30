import type {
	AdminEvent,
	AdminEventListQuery,
	AdminEventListResponse,
	CuratedPhoto,
	EventUpdate,
} from "@core/contracts/curation";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { answersRow, type Executor, isoTime, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { events } from "../../db/schema";
import { likePattern } from "../../db/sql";
import { CURATED_COLUMNS, type CuratedRow, type Page, pageOf, toCuratedPhoto, uuids } from "./photos";

/** Events' SQL: events with their photo counts, their photos, and the writes that link photos to them. */

type EventRow = Columns<typeof events, "id" | "name" | "description" | "created_at" | "updated_at"> & {
	photo_count: number;
	live_count: number;
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

type EventFilter = z.output<typeof AdminEventListQuery>;

/** The order of a sort; the id last keeps pages stable when the sorted values tie. */
function eventOrder(sort: EventFilter["sort"], dir: EventFilter["dir"]): SQL {
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

/** A page of the events whose name holds the filter's words, and how many there are in all. */
export async function eventsPage(executor: Executor, filter: EventFilter): Promise<AdminEventListResponse> {
	const q = filter.q?.trim();
	const where = q ? sql`e.name ilike ${likePattern(q)}` : sql`true`;
	const [rows, [count]] = await Promise.all([
		rowsOf<EventRow>(
			executor,
			sql`select * from (${EVENTS_WITH_COUNTS} where ${where}) f
				order by ${eventOrder(filter.sort, filter.dir)} ${pageOf(filter)}`,
		),
		rowsOf<{ total: number }>(executor, sql`select count(*)::int as total from events e where ${where}`),
	]);
	return {
		events: rows.map(toEvent),
		total: count?.total ?? 0,
		page: filter.page,
		page_size: filter.page_size,
	};
}

export async function findEvent(executor: Executor, id: string): Promise<AdminEvent | null> {
	const [row] = await rowsOf<EventRow>(executor, sql`${EVENTS_WITH_COUNTS} where e.id = ${id}`);
	return row ? toEvent(row) : null;
}

/** A page of the event's photos, the newest first. */
export async function eventPhotos(executor: Executor, id: string, page: Page): Promise<CuratedPhoto[]> {
	const rows = await rowsOf<CuratedRow>(
		executor,
		sql`select ${CURATED_COLUMNS} from photo_events pe join photos p on p.id = pe.photo_id
			where pe.event_id = ${id}
			order by p.created_at desc, p.id ${pageOf(page)}`,
	);
	return rows.map(toCuratedPhoto);
}

/** Whether another event (not `except`) has the name, in any case. */
export async function eventNameTaken(executor: Executor, name: string, except?: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`select id from events where lower(name) = lower(${name}) ${except ? sql`and id <> ${except}` : sql``}`,
	);
}

export async function insertEvent(
	executor: Executor,
	input: { name: string; description?: string | null },
): Promise<string> {
	const [row] = await rowsOf<Columns<typeof events, "id">>(
		executor,
		sql`insert into events (name, description) values (${input.name}, ${input.description ?? null})
			returning id`,
	);
	if (!row) throw new Error("event insert returned no row");
	return row.id;
}

export async function updateEventRow(
	executor: Executor,
	id: string,
	update: z.output<typeof EventUpdate>,
): Promise<void> {
	const sets: SQL[] = [];
	if (update.name !== undefined) sets.push(sql`name = ${update.name}`);
	if (update.description !== undefined) sets.push(sql`description = ${update.description}`);
	sets.push(sql`updated_at = now()`);
	await executor.execute(sql`update events set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Whether there was such an event to delete. */
export async function deleteEventRow(executor: Executor, id: string): Promise<boolean> {
	return answersRow(executor, sql`delete from events where id = ${id} returning id`);
}

/** Both events' rows locked, in a fixed order, so two merges of the same pair cannot cross. */
export function lockEvents(
	executor: Executor,
	one: string,
	other: string,
): Promise<Columns<typeof events, "id" | "description">[]> {
	return rowsOf(
		executor,
		sql`select id, description from events where id in (${one}, ${other}) order by id for update`,
	);
}

/** Gives every photo of `from` the event `into` (a photo with both keeps one link): how many moved. */
export async function copyEventPhotos(executor: Executor, from: string, into: string): Promise<number> {
	const moved = await rowsOf<{ photo_id: string }>(
		executor,
		sql`insert into photo_events (photo_id, event_id)
			select photo_id, ${into} from photo_events where event_id = ${from}
			on conflict do nothing returning photo_id`,
	);
	return moved.length;
}

/** The event takes the description when it has none. */
export async function adoptDescription(
	executor: Executor,
	id: string,
	description: string | null,
): Promise<void> {
	await executor.execute(sql`update events set description = coalesce(description, ${description}),
		updated_at = now() where id = ${id}`);
}

/** Tags the photos with the event, leaving those that have it: how many were tagged. */
export async function linkEventPhotos(executor: Executor, id: string, photoIds: string[]): Promise<number> {
	const made = await rowsOf<{ photo_id: string }>(
		executor,
		sql`insert into photo_events (photo_id, event_id)
			select p, ${id} from unnest(${uuids(photoIds)}) p
			on conflict do nothing returning photo_id`,
	);
	return made.length;
}

/** Takes the event off the photos: how many had it. */
export async function unlinkEventPhotos(executor: Executor, id: string, photoIds: string[]): Promise<number> {
	const gone = await rowsOf<{ photo_id: string }>(
		executor,
		sql`delete from photo_events where event_id = ${id} and photo_id = any(${uuids(photoIds)})
			returning photo_id`,
	);
	return gone.length;
}

export async function touchEvent(executor: Executor, id: string): Promise<void> {
	await executor.execute(sql`update events set updated_at = now() where id = ${id}`);
}
