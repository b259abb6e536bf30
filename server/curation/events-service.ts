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
} from "@core/contracts/curation";
import { ErrorCode } from "@core/contracts/errors";
import type { z } from "zod";
import type { Database } from "../db/client";
import { type Executor, uniqueViolation } from "../db/executor";
import { DomainError, NotFoundError, ValidationError } from "../errors";
import { requirePhotos } from "./photos-service";
import {
	adoptDescription,
	copyEventPhotos,
	deleteEventRow,
	eventNameTaken,
	eventPhotos,
	eventsPage,
	findEvent,
	insertEvent,
	linkEventPhotos,
	lockEvents,
	touchEvent,
	unlinkEventPhotos,
	updateEventRow,
} from "./queries/events";

export const eventNotFound = () => new NotFoundError(CURATION_TEXT.eventNotFound);

/** A taken name: a conflict about the name field, so the form shows it there. */
const duplicateName = () =>
	new DomainError(409, ErrorCode.conflict, CURATION_TEXT.duplicateEventName, {
		name: CURATION_TEXT.duplicateEventName,
	});

export function listEvents(
	database: Database,
	filter: z.output<typeof AdminEventListQuery>,
): Promise<AdminEventListResponse> {
	return eventsPage(database.db, filter);
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
	const photos = await eventPhotos(database.db, id, query);
	return { event, photos, page: query.page, page_size: query.page_size };
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

export async function createEvent(
	database: Database,
	input: z.output<typeof EventCreate>,
): Promise<AdminEvent> {
	return guardName(() =>
		database.db.transaction(async (tx) => {
			if (await eventNameTaken(tx, input.name)) throw duplicateName();
			return requireEvent(tx, await insertEvent(tx, input));
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
			if (update.name !== undefined && (await eventNameTaken(tx, update.name, id))) throw duplicateName();
			await updateEventRow(tx, id, update);
			return requireEvent(tx, id);
		}),
	);
}

/** The event goes; its photos stay, without it (the links go with the event). */
export async function deleteEvent(database: Database, id: string): Promise<void> {
	if (!(await deleteEventRow(database.db, id))) throw eventNotFound();
}

/**
 * Folds one event into another: every photo of `id` gets `into` (a photo with both keeps one
 * link), `into` takes the description when it has none, and `id` is deleted. All or nothing.
 */
export async function mergeEvent(database: Database, id: string, into: string): Promise<EventMergeResponse> {
	if (id === into) throw new ValidationError(CURATION_TEXT.mergeSelf, { into: CURATION_TEXT.mergeSelf });
	return database.db.transaction(async (tx) => {
		// Both rows locked, in a fixed order, so two merges of the same pair cannot cross.
		const locked = await lockEvents(tx, id, into);
		const source = locked.find((row) => row.id === id);
		if (!source) throw eventNotFound();
		if (!locked.some((row) => row.id === into)) throw new NotFoundError(CURATION_TEXT.mergeTargetNotFound);
		const moved = await copyEventPhotos(tx, id, into);
		await adoptDescription(tx, into, source.description);
		await deleteEventRow(tx, id);
		return { event: await requireEvent(tx, into), moved };
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
		const made = await linkEventPhotos(tx, id, photoIds);
		if (made > 0) await touchEvent(tx, id);
		return { event: await requireEvent(tx, id), changed: made };
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
		const gone = await unlinkEventPhotos(tx, id, photoIds);
		if (gone > 0) await touchEvent(tx, id);
		return { event: await requireEvent(tx, id), changed: gone };
	});
}
