import { randomUUID } from "node:crypto";
import { type Clearance, relationshipProblem, rightsProblems } from "@core/clearance";
import {
	type AdminPhotoClearance,
	type AdminRelease,
	type AdminRightsResponse,
	type BuyerNotice,
	CLEARANCE_ADMIN_TEXT,
	type ClearanceTodoQuery,
	type ClearanceTodoResponse,
	type LedgerHistoryResponse,
	type LedgerPhotoRef,
	type LedgerQuery,
	type ReleaseCreate,
	type ReleaseDecisionResponse,
	type ReleaseQueueQuery,
	type ReleaseQueueResponse,
	type RightsSave,
} from "@core/contracts/clearance";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import { lockStatusRows, setPhotoStatus } from "../catalogue/queries/lifecycle";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import type { MediaStorage } from "../media/storage";
import { documentTypeOfKey, type LedgerDocument, ledgerDocument } from "./documents";
import { buyerNoticeMail } from "./notice-mail";
import {
	clearanceTodoPage,
	findRelease,
	findRights,
	insertRelease,
	ledgerHistoryPage,
	ledgerPerson,
	lockPhoto,
	lockRelease,
	paidBuyersOf,
	personsOnPhoto,
	photoRef,
	releaseDocument,
	releasesOfPersons,
	releasesPage,
	setReleaseStatus,
	upsertRights,
	verifyRightsRow,
} from "./queries/admin";
import { appendLedgerEvents, type LedgerActor, photosShowingPerson } from "./queries/ledger";
import { isoToday, judgePhotos, type RecomputedClearance, recomputeClearances } from "./service";

/**
 * The admin's side of the clearance ledger (issue 26): the review queue of releases, verifying,
 * rejecting and revoking them, the rights of a photo, the documents, the history and the photos
 * still to complete. Every change is one transaction: the ledger's row, its history event, and
 * the clearance of every photo it touches, judged again by core's rules.
 */

const releaseNotFound = () => new NotFoundError(CLEARANCE_ADMIN_TEXT.releaseNotFound);
const photoNotFound = () => new NotFoundError(CLEARANCE_ADMIN_TEXT.photoNotFound);
const noDocument = () => new NotFoundError(CLEARANCE_ADMIN_TEXT.noDocument);

// ------------------------------------------------------------------ releases

export async function listReleases(
	database: Database,
	query: z.output<typeof ReleaseQueueQuery>,
): Promise<ReleaseQueueResponse> {
	const { releases, total } = await releasesPage(database.db, query);
	return { releases, total, page: query.page, page_size: query.page_size };
}

/** Writes a document privately, runs `save`, and removes the file again when `save` fails. */
async function keepDocument<T>(
	storage: MediaStorage,
	key: string,
	document: LedgerDocument,
	save: () => Promise<T>,
): Promise<T> {
	await storage.putPrivate(key, document.data);
	try {
		return await save();
	} catch (err) {
		await storage.deletePrivate(key);
		throw err;
	}
}

/** A signed release for a person, waiting for review; its document is kept under releases/<id>.<ext>. */
export async function createRelease(
	database: Database,
	storage: MediaStorage,
	actor: LedgerActor,
	input: z.output<typeof ReleaseCreate>,
): Promise<AdminRelease> {
	const person = await ledgerPerson(database.db, input.person_id);
	if (!person)
		throw new ValidationError(CLEARANCE_ADMIN_TEXT.personNotFound, {
			person_id: CLEARANCE_ADMIN_TEXT.personNotFound,
		});
	if (input.signed_on > isoToday())
		throw new ValidationError(CLEARANCE_ADMIN_TEXT.signedInFuture, {
			signed_on: CLEARANCE_ADMIN_TEXT.signedInFuture,
		});
	const problem = relationshipProblem(person, input.relationship, input.signed_on);
	if (problem) throw new ValidationError(problem, { relationship: problem });
	const document = await ledgerDocument(input.document);
	const id = randomUUID();
	const key = `releases/${id}.${document.extension}`;
	await keepDocument(storage, key, document, () =>
		database.db.transaction(async (tx) => {
			await insertRelease(tx, {
				...input,
				id,
				document_key: key,
				document_type: document.type,
				created_by: actor.id,
			});
			// A pending release clears nothing: no photo changes until it is verified.
			await appendLedgerEvents(tx, [
				{
					subject: "release",
					subject_id: id,
					action: "release_added",
					actor,
					details: { ...input, document: undefined, document_type: document.type, status: "pending_review" },
				},
			]);
		}),
	);
	const release = await findRelease(database.db, id);
	if (!release) throw releaseNotFound();
	return release;
}

export type ReleaseDecision = "verify" | "reject" | "revoke";

const DECISIONS: Record<
	ReleaseDecision,
	{ from: AdminRelease["status"]; to: AdminRelease["status"]; refusal: string }
> = {
	verify: { from: "pending_review", to: "verified", refusal: CLEARANCE_ADMIN_TEXT.notPending },
	reject: { from: "pending_review", to: "rejected", refusal: CLEARANCE_ADMIN_TEXT.notPending },
	revoke: { from: "verified", to: "revoked", refusal: CLEARANCE_ADMIN_TEXT.notVerified },
};

const changes = (judged: readonly RecomputedClearance[]) =>
	judged
		.filter((photo) => photo.clearance !== photo.was)
		.map((photo) => ({ photo_id: photo.photo_id, from: photo.was, to: photo.clearance }));

/**
 * A photo that fell to `pending` and was live is taken off sale (to review, as the catalogue's
 * own status change does); every buyer who licensed it gets one notice listing their photos.
 */
async function takeOffSale(
	tx: Executor,
	services: Pick<AppServices, "mailer" | "config">,
	actor: LedgerActor,
	releaseId: string,
	fallen: readonly string[],
): Promise<{ photos: LedgerPhotoRef[]; notices: BuyerNotice[] }> {
	if (fallen.length === 0) return { photos: [], notices: [] };
	const live = (await lockStatusRows(tx, [...fallen])).filter((row) => row.photo_status === "live");
	const liveIds = live.map((row) => row.id);
	if (liveIds.length > 0) await setPhotoStatus(tx, liveIds, "review");
	const notices = await paidBuyersOf(tx, liveIds);
	const byBuyer = new Map<string, BuyerNotice[]>();
	for (const notice of notices) byBuyer.set(notice.email, [...(byBuyer.get(notice.email) ?? []), notice]);
	for (const [to, lines] of byBuyer)
		await services.mailer.enqueue(
			tx,
			buyerNoticeMail(
				{
					to,
					lines: lines.map((n) => ({
						order_reference: n.order_reference,
						photoid: n.photo.photoid,
						title: n.photo.title,
					})),
				},
				services.config.publicUrl,
			),
		);
	await appendLedgerEvents(tx, [
		...live.map((row) => ({
			subject: "photo" as const,
			subject_id: row.id,
			photo_id: row.id,
			action: "taken_off_sale",
			actor,
			details: { release_id: releaseId, from: "live", to: "review" },
		})),
		...notices.map((notice) => ({
			subject: "photo" as const,
			subject_id: notice.photo.id,
			photo_id: notice.photo.id,
			action: "buyer_notified",
			actor,
			details: {
				release_id: releaseId,
				user_id: notice.user_id,
				email: notice.email,
				order_reference: notice.order_reference,
			},
		})),
	]);
	return {
		photos: live.map((row) => ({ id: row.id, photoid: Number(row.photoid), title: row.title })),
		notices,
	};
}

/**
 * Verifies, rejects or revokes a release; every photo showing its person (or an alias) is judged
 * again in the same transaction. A revocation takes the photos that fell to pending off sale and
 * notifies their buyers (the mails are queued in the transaction, sent once it commits).
 */
export async function decideRelease(
	services: Pick<AppServices, "database" | "mailer" | "config">,
	actor: LedgerActor,
	id: string,
	decision: ReleaseDecision,
	reason: string | null,
): Promise<ReleaseDecisionResponse> {
	const rule = DECISIONS[decision];
	const outcome = await services.database.db.transaction(async (tx) => {
		const release = await lockRelease(tx, id);
		if (!release) throw releaseNotFound();
		if (release.status !== rule.from) throw new ConflictError(rule.refusal);
		await setReleaseStatus(tx, id, { status: rule.to, reviewerId: actor.id, reason });
		const cause = `release_${rule.to}`;
		await appendLedgerEvents(tx, [
			{
				subject: "release",
				subject_id: id,
				action: cause,
				actor,
				details: { person_id: release.person_id, status: rule.to, reason },
			},
		]);
		const judged = await recomputeClearances(tx, await photosShowingPerson(tx, release.person_id), {
			actor,
			details: { cause, release_id: id },
		});
		const changed = changes(judged);
		const fallen =
			decision === "revoke" ? changed.filter((c) => c.to === "pending").map((c) => c.photo_id) : [];
		const offSale = await takeOffSale(tx, services, actor, id, fallen);
		return { changed, offSale };
	});
	if (outcome.offSale.notices.length > 0) services.mailer.wake();
	const release = await findRelease(services.database.db, id);
	if (!release) throw releaseNotFound();
	return {
		release,
		clearances_changed: outcome.changed,
		photos_taken_off_sale: outcome.offSale.photos,
		buyers_notified: outcome.offSale.notices,
	};
}

// ------------------------------------------------------------------ documents

/** A private document to answer with: streamed from local disk, or a short-lived link to the bucket's copy. */
export type OpenDocument = { type: string; name: string } & (
	| { stream: NodeJS.ReadableStream; link?: undefined }
	| { link: string; stream?: undefined }
);

async function openDocument(
	storage: MediaStorage,
	key: string,
	type: string,
	name: string,
): Promise<OpenDocument> {
	const link = await storage.privateLink(key, { contentType: type, disposition: "inline", filename: name });
	return link ? { type, name, link } : { type, name, stream: await storage.openPrivate(key) };
}

export async function openReleaseDocument(
	database: Database,
	storage: MediaStorage,
	id: string,
): Promise<OpenDocument> {
	const row = await releaseDocument(database.db, id);
	if (!row) throw releaseNotFound();
	if (!row.document_key || !row.document_type) throw noDocument();
	return openDocument(
		storage,
		row.document_key,
		row.document_type,
		row.document_key.split("/").pop() ?? "release",
	);
}

export async function openRightsDocument(
	database: Database,
	storage: MediaStorage,
	photoId: string,
): Promise<OpenDocument> {
	const rights = await findRights(database.db, photoId);
	if (!rights) throw new NotFoundError(CLEARANCE_ADMIN_TEXT.rightsNotFound);
	if (!rights.document_key) throw noDocument();
	return openDocument(
		storage,
		rights.document_key,
		documentTypeOfKey(rights.document_key),
		rights.document_key.split("/").pop() ?? "rights",
	);
}

// ------------------------------------------------------------------ rights

const clearanceOf = (judged: readonly RecomputedClearance[]) => {
	const [photo] = judged;
	if (!photo) throw photoNotFound();
	return {
		clearance: photo.clearance,
		missing_for_background: photo.missing_for_background,
		missing_for_hero: photo.missing_for_hero,
	};
};

async function rightsAnswer(
	database: Database,
	photoId: string,
	judged: RecomputedClearance[],
): Promise<AdminRightsResponse> {
	const saved = await findRights(database.db, photoId);
	if (!saved) throw new NotFoundError(CLEARANCE_ADMIN_TEXT.rightsNotFound);
	const { document_key: _key, ...rights } = saved;
	return { rights, photo: clearanceOf(judged) };
}

/**
 * Creates or replaces a photo's rights record; it then waits for review again (a changed record
 * clears nothing until an admin verifies it). A written assignment needs its document: a new one
 * is kept under rights/<photo-id>.<ext>, or the one already kept stays.
 */
export async function saveRights(
	database: Database,
	storage: MediaStorage,
	actor: LedgerActor,
	photoId: string,
	input: z.output<typeof RightsSave>,
): Promise<AdminRightsResponse> {
	if (!(await photoRef(database.db, photoId))) throw photoNotFound();
	const existing = await findRights(database.db, photoId);
	const document = input.document === undefined ? null : await ledgerDocument(input.document);
	const newKey = document ? `rights/${photoId}.${document.extension}` : null;
	const documentKey = newKey ?? existing?.document_key ?? null;
	const problems = rightsProblems({
		basis: input.basis,
		inheritance_route: input.inheritance_route,
		document_key: documentKey,
	});
	const first = Object.values(problems)[0];
	if (first) throw new ValidationError(first, problems as Record<string, string>);
	const { document: _document, ...fields } = input;
	const save = () =>
		database.db.transaction(async (tx) => {
			if (!(await lockPhoto(tx, photoId))) throw photoNotFound();
			await upsertRights(tx, { ...fields, photo_id: photoId, document_key: documentKey });
			await appendLedgerEvents(tx, [
				{
					subject: "rights",
					subject_id: photoId,
					photo_id: photoId,
					action: "rights_saved",
					actor,
					details: { ...fields, document_key: documentKey, status: "pending_review" },
				},
			]);
			return recomputeClearances(tx, [photoId], { actor, details: { cause: "rights_saved" } });
		});
	const judged = document && newKey ? await keepDocument(storage, newKey, document, save) : await save();
	// A document of another type was kept under another name: the old one is no longer the record's.
	if (newKey && existing?.document_key && existing.document_key !== newKey)
		await storage.deletePrivate(existing.document_key);
	return rightsAnswer(database, photoId, judged);
}

/** Marks a photo's rights verified (their shape must hold, a written assignment its document). */
export async function verifyRights(
	database: Database,
	actor: LedgerActor,
	photoId: string,
): Promise<AdminRightsResponse> {
	const judged = await database.db.transaction(async (tx) => {
		if (!(await lockPhoto(tx, photoId))) throw photoNotFound();
		const rights = await findRights(tx, photoId);
		if (!rights) throw new NotFoundError(CLEARANCE_ADMIN_TEXT.rightsNotFound);
		const problems = rightsProblems(rights);
		const first = Object.values(problems)[0];
		if (first) throw new ValidationError(first, problems as Record<string, string>);
		await verifyRightsRow(tx, photoId, actor.id);
		const { document_url: _url, updated_at: _at, reviewed_at: _reviewed, ...values } = rights;
		await appendLedgerEvents(tx, [
			{
				subject: "rights",
				subject_id: photoId,
				photo_id: photoId,
				action: "rights_verified",
				actor,
				details: { ...values, status: "verified" },
			},
		]);
		return recomputeClearances(tx, [photoId], { actor, details: { cause: "rights_verified" } });
	});
	return rightsAnswer(database, photoId, judged);
}

// ------------------------------------------------------------------ reading the ledger

/** The admin photo page's Clearance panel: the photo's clearance, its rights and its people's releases. */
export async function photoClearancePanel(database: Database, photoId: string): Promise<AdminPhotoClearance> {
	const photo = await photoRef(database.db, photoId);
	if (!photo) throw photoNotFound();
	const [judged, rights, people] = await Promise.all([
		judgePhotos(database.db, [photoId]),
		findRights(database.db, photoId),
		personsOnPhoto(database.db, photoId),
	]);
	const releases = await releasesOfPersons(
		database.db,
		people.map((person) => person.id),
	);
	const { document_key: _key, ...shownRights } = rights ?? { document_key: null };
	return {
		photo_id: photoId,
		photo_status: photo.photo_status,
		...clearanceOf(judged),
		rights: rights ? (shownRights as AdminPhotoClearance["rights"]) : null,
		people: people.map(({ identifiable, ...person }) => ({
			person,
			identifiable,
			releases: releases
				.filter((release) => release.for_person_id === person.id)
				.map(({ faces: _faces, person: _person, for_person_id: _for, ...release }) => release),
		})),
	};
}

export async function photoLedger(
	database: Database,
	photoId: string,
	query: z.output<typeof LedgerQuery>,
): Promise<LedgerHistoryResponse> {
	if (!(await photoRef(database.db, photoId))) throw photoNotFound();
	const { events, total } = await ledgerHistoryPage(database.db, photoId, query);
	return { events, total, page: query.page, page_size: query.page_size };
}

/** Photos still to complete, each with what keeps it from background and from hero use. */
export async function clearanceTodo(
	database: Database,
	query: z.output<typeof ClearanceTodoQuery>,
): Promise<ClearanceTodoResponse> {
	const { rows, total } = await clearanceTodoPage(database.db, {
		...query,
		clearance: query.clearance as Clearance,
	});
	const judged = new Map(
		(
			await judgePhotos(
				database.db,
				rows.map((row) => row.id),
			)
		).map((photo) => [photo.photo_id, photo]),
	);
	return {
		photos: rows.map((row) => {
			const photo = judged.get(row.id);
			return {
				...row,
				clearance: photo?.clearance ?? query.clearance,
				missing_for_background: photo?.missing_for_background ?? [],
				missing_for_hero: photo?.missing_for_hero ?? [],
			};
		}),
		total,
		page: query.page,
		page_size: query.page_size,
	};
}
