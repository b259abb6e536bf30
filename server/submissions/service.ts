import { PHOTO_WORDS_MAX, type PhotoMetadata } from "@core/contracts/catalogue";
import { ErrorCode } from "@core/contracts/errors";
import {
	FAMILY_PHOTO_PAGE_SIZE,
	FAMILY_PHOTO_STATUSES,
	type FamilyBulkUpdate,
	type FamilyPhoto,
	type FamilyPhotoListQuery,
	type FamilyPhotoListResponse,
	type FamilyPhotoStatus,
	type FamilyPhotoUpdate,
	type RefusedPhoto,
	SUBMISSION_TEXT,
	type SubmissionResponse,
} from "@core/contracts/submissions";
import { dateDecadeProblem, isDecade } from "@core/decades";
import { groupBy } from "@core/group-by";
import type { z } from "zod";
import { forgetSuggestions } from "../catalogue/admin-suggest";
import { deleteIngestedPhotos } from "../catalogue/ingest";
import { applyPhotoMetadata, metadataProblems } from "../catalogue/metadata";
import { eventsByLowerNames } from "../catalogue/queries/metadata";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { isoTime, isoTimeOrNull } from "../db/executor";
import { ConflictError, DomainError, NotFoundError } from "../errors";
import type { MediaStorage } from "../media/storage";
import {
	archiveWithdrawn,
	everOrdered,
	type FamilyPhotoRow,
	familyPhoto,
	familyPhotoPage,
	familyStatusCounts,
	insertSubmission,
	type LockedPhoto,
	lockPhotos,
	sendForReview,
	updatePhotosInBulk,
} from "./queries/photos";

/**
 * The rules of a family's own photos: it sees and changes only its own (another family's photo
 * is "not found", like one that does not exist); it describes drafts, sends them for review, sends
 * a photo back into the submission it came from, withdraws photos from sale and deletes drafts.
 * Every change of several photos is one transaction: all of them or none.
 */

const notFound = () => new NotFoundError(SUBMISSION_TEXT.notFound);

/** A well-formed request the rules refuse: 422, with a message per field. */
const unprocessable = (message: string, fields?: Record<string, string>, details?: Record<string, unknown>) =>
	new DomainError(422, ErrorCode.validation, message, fields, details);

function toFamilyPhoto(row: FamilyPhotoRow): FamilyPhoto {
	return {
		id: row.id,
		photoid: Number(row.photoid),
		title: row.title,
		thumbnail_url: row.thumbnail_url,
		preview_url: row.preview_url,
		processing_state: row.processing_state,
		photo_status: row.photo_status,
		status: row.status,
		description: row.description,
		decade_taken: isDecade(row.decade_taken) ? row.decade_taken : null,
		date_taken: row.date_taken,
		location_city: row.location_city,
		location_state_province: row.location_state_province,
		location_country: row.location_country,
		events: row.events,
		tags: row.tags,
		people_count: row.people_count,
		clearance: row.clearance,
		editable: row.photo_status === "draft",
		submission_id: row.submission_id,
		latest_review:
			row.review_decision && row.review_at
				? {
						decision: row.review_decision,
						reasons: row.review_reasons ?? [],
						note: row.review_note,
						created_at: isoTime(row.review_at),
					}
				: null,
		near_duplicates: row.near_duplicates.map((d) => ({ ...d, photoid: Number(d.photoid) })),
		withdrawn_at: isoTimeOrNull(row.withdrawn_at),
		created_at: isoTime(row.created_at),
	};
}

export async function listFamilyPhotos(
	database: Database,
	familyId: string,
	query: z.output<typeof FamilyPhotoListQuery>,
): Promise<FamilyPhotoListResponse> {
	const [rows, counts] = await Promise.all([
		familyPhotoPage(database.db, familyId, {
			status: query.status,
			q: query.q,
			limit: FAMILY_PHOTO_PAGE_SIZE,
			offset: (query.page - 1) * FAMILY_PHOTO_PAGE_SIZE,
		}),
		familyStatusCounts(database.db, familyId),
	]);
	const status_counts = Object.fromEntries(FAMILY_PHOTO_STATUSES.map((s) => [s, 0])) as Record<
		FamilyPhotoStatus,
		number
	>;
	for (const { status, count } of counts) status_counts[status] = count;
	return {
		photos: rows.map(toFamilyPhoto),
		total: rows[0]?.total ?? 0,
		page: query.page,
		page_size: FAMILY_PHOTO_PAGE_SIZE,
		status_counts,
	};
}

export async function getFamilyPhoto(
	executor: Executor,
	familyId: string,
	photoId: string,
): Promise<FamilyPhoto> {
	const row = await familyPhoto(executor, familyId, photoId);
	if (!row) throw notFound();
	return toFamilyPhoto(row);
}

/**
 * The caller's photos among `ids`, locked; a missing or foreign one refuses the whole request
 * (404), so a family learns nothing of photos that are not its own.
 */
async function lockOwn(tx: Executor, familyId: string, ids: string[]): Promise<LockedPhoto[]> {
	const unique = [...new Set(ids)];
	const rows = await lockPhotos(tx, unique);
	if (rows.length !== unique.length || rows.some((row) => row.user_id !== familyId)) throw notFound();
	return rows;
}

/** Why a photo cannot be changed now, or null for a draft (a photo sent back is a draft). */
function notEditable(photo: LockedPhoto): string | null {
	switch (photo.photo_status) {
		case "draft":
			return null;
		case "review":
			return SUBMISSION_TEXT.inReview;
		case "live":
			return SUBMISSION_TEXT.live;
		case "archived":
			return SUBMISSION_TEXT.withdrawn;
	}
}

/** The admin editor's metadata for a family's change: events by name become event ids. */
async function asMetadata(tx: Executor, update: z.output<typeof FamilyPhotoUpdate>) {
	const { events, ...fields } = update;
	const metadata: Partial<PhotoMetadata> = { ...fields };
	if (events === undefined) return { metadata, problems: {} as Record<string, string> };
	const names = [...new Set(events.map((name) => name.toLowerCase()))];
	const found = await eventsByLowerNames(tx, names);
	const byName = new Map(found.map((event) => [event.name, event.id]));
	const missing = events.find((name) => !byName.has(name.toLowerCase()));
	metadata.event_ids = names.flatMap((name) => byName.get(name) ?? []);
	return { metadata, problems: missing ? { events: SUBMISSION_TEXT.unknownEvent(missing) } : {} };
}

/**
 * Describes one of the caller's drafts with the admin editor's rules (a date taken falls in its
 * decade; events exist): 404 not theirs, 409 not a draft, 422 per field.
 */
export async function describeFamilyPhoto(
	database: Database,
	familyId: string,
	photoId: string,
	update: z.output<typeof FamilyPhotoUpdate>,
): Promise<FamilyPhoto> {
	const photo = await database.db.transaction(async (tx) => {
		const [locked] = await lockOwn(tx, familyId, [photoId]);
		if (!locked) throw notFound();
		const refusal = notEditable(locked);
		if (refusal) throw new ConflictError(refusal);
		const { metadata, problems } = await asMetadata(tx, update);
		const all = { ...problems, ...(await metadataProblems(tx, photoId, metadata)) };
		const first = Object.values(all)[0];
		if (first) throw unprocessable(first, all);
		await applyPhotoMetadata(tx, photoId, metadata);
		return getFamilyPhoto(tx, familyId, photoId);
	});
	forgetSuggestions(database);
	return photo;
}

/**
 * One change to many of the caller's drafts, all or none: 404 when any is not theirs, 409 when
 * any is not a draft (naming them), 422 when a decade disagrees with a photo's date taken or a
 * photo would have too many tags. Answers how many photos changed.
 */
export async function describeInBulk(
	database: Database,
	familyId: string,
	change: z.output<typeof FamilyBulkUpdate>,
): Promise<number> {
	const updated = await database.db.transaction(async (tx) => {
		const rows = await lockOwn(tx, familyId, change.ids);
		const locked = rows.filter((row) => notEditable(row) !== null);
		if (locked.length > 0)
			throw new DomainError(409, ErrorCode.conflict, SUBMISSION_TEXT.notEditableMany, undefined, {
				refused: locked.map((row) => refusedOf(row, notEditable(row) ?? "")),
			});
		const decade = change.set.decade_taken;
		if (decade !== undefined) {
			const clashing = rows.filter((row) => dateDecadeProblem(row.date_taken, decade) !== null);
			if (clashing.length > 0) {
				const message = SUBMISSION_TEXT.dateOutsideDecade(clashing.map((row) => Number(row.photoid)));
				throw unprocessable(message, { decade_taken: message });
			}
		}
		const written = await updatePhotosInBulk(
			tx,
			rows.map((row) => row.id),
			change.set,
		);
		if (written.some((row) => row.tag_count > PHOTO_WORDS_MAX))
			throw unprocessable(SUBMISSION_TEXT.tooManyTags, { tags_add: SUBMISSION_TEXT.tooManyTags });
		return written.length;
	});
	forgetSuggestions(database);
	return updated;
}

const refusedOf = (row: LockedPhoto, message: string): RefusedPhoto => ({
	id: row.id,
	photoid: Number(row.photoid),
	message,
});

/** Why a photo cannot be sent for review, or null when it can. */
function submitProblem(photo: LockedPhoto): string | null {
	if (photo.photo_status === "review") return SUBMISSION_TEXT.alreadyInReview;
	if (photo.photo_status === "live") return SUBMISSION_TEXT.alreadyLive;
	if (photo.photo_status === "archived") return SUBMISSION_TEXT.isWithdrawn;
	if (photo.processing_state === "processing") return SUBMISSION_TEXT.stillProcessing;
	if (photo.processing_state === "failed") return SUBMISSION_TEXT.processingFailed;
	if (!photo.title.trim()) return SUBMISSION_TEXT.needsTitle;
	if (!photo.decade_taken) return SUBMISSION_TEXT.needsDecade;
	return null;
}

function refuseUnready(rows: LockedPhoto[]): void {
	const refused = rows.flatMap((row) => {
		const problem = submitProblem(row);
		return problem ? [refusedOf(row, problem)] : [];
	});
	if (refused.length > 0)
		throw unprocessable(
			SUBMISSION_TEXT.cannotSubmit,
			{ photo_ids: SUBMISSION_TEXT.cannotSubmit },
			{ refused },
		);
}

/**
 * Sends the caller's drafts for review, all or none (422 lists each photo that cannot go, and
 * why). A photo a reviewer sent back goes into the submission it came from; the others into a
 * new submission, made only when there are any.
 */
export async function submitPhotos(
	database: Database,
	familyId: string,
	photoIds: string[],
): Promise<SubmissionResponse> {
	return database.db.transaction(async (tx) => {
		const rows = await lockOwn(tx, familyId, photoIds);
		refuseUnready(rows);
		const fresh = rows.filter((row) => row.submission_id === null).map((row) => row.id);
		const submissionId = fresh.length > 0 ? await insertSubmission(tx, familyId) : null;
		if (submissionId) await sendForReview(tx, fresh, submissionId);
		const returning = groupBy(
			rows.filter((row) => row.submission_id !== null),
			(row) => row.submission_id ?? "",
		);
		for (const [submission, sent] of returning)
			await sendForReview(
				tx,
				sent.map((row) => row.id),
				submission,
			);
		return { submission_id: submissionId, submitted: rows.map((row) => row.id) };
	});
}

/** Sends a photo a reviewer sent back again, into the same submission (409 when it was not sent back). */
export async function resubmitPhoto(
	database: Database,
	familyId: string,
	photoId: string,
): Promise<FamilyPhoto> {
	return database.db.transaction(async (tx) => {
		const [row] = await lockOwn(tx, familyId, [photoId]);
		if (!row) throw notFound();
		if (row.photo_status !== "draft" || row.submission_id === null) {
			const problem = submitProblem(row);
			throw new ConflictError(
				problem && row.photo_status !== "draft" ? problem : SUBMISSION_TEXT.notSentBack,
			);
		}
		refuseUnready([row]);
		await sendForReview(tx, [row.id], row.submission_id);
		return getFamilyPhoto(tx, familyId, photoId);
	});
}

/**
 * Takes the caller's photos off sale, all or none: archived with the time of withdrawal. Search
 * reads live photos only, so they leave it with the commit; licences already sold are untouched
 * and stay downloadable. The caller tells the listings' caches (the route does).
 */
export async function withdrawPhotos(
	database: Database,
	familyId: string,
	photoIds: string[],
): Promise<number> {
	return database.db.transaction(async (tx) => {
		const rows = await lockOwn(tx, familyId, photoIds);
		const already = rows.filter((row) => row.photo_status === "archived");
		if (already.length > 0)
			throw new DomainError(409, ErrorCode.conflict, SUBMISSION_TEXT.alreadyWithdrawn, undefined, {
				refused: already.map((row) => refusedOf(row, SUBMISSION_TEXT.alreadyWithdrawn)),
			});
		await archiveWithdrawn(
			tx,
			rows.map((row) => row.id),
		);
		return rows.length;
	});
}

/** Deletes one of the caller's drafts with its files: only a draft, and never one that was licensed. */
export async function deleteDraft(
	database: Database,
	storage: MediaStorage,
	familyId: string,
	photoId: string,
): Promise<void> {
	await database.db.transaction(async (tx) => {
		const [row] = await lockOwn(tx, familyId, [photoId]);
		if (!row) throw notFound();
		if (row.photo_status !== "draft") throw new ConflictError(SUBMISSION_TEXT.deleteOnlyDraft);
		if (await everOrdered(tx, photoId)) throw new ConflictError(SUBMISSION_TEXT.deleteSold);
	});
	// A draft cannot be ordered meanwhile (only live photos can), so the check still holds.
	await deleteIngestedPhotos(database, storage, [photoId]);
}
