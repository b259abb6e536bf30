import { ErrorCode } from "@core/contracts/errors";
import {
	REVIEW_PAGE_SIZE,
	REVIEW_TEXT,
	type ReviewDecisionInput,
	type ReviewDecisionResult,
	type ReviewDecisionsBody,
	type ReviewDecisionsResponse,
	type ReviewQueueQuery,
	type ReviewQueueResponse,
	reviewDecisionProblems,
} from "@core/contracts/review";
import { groupBy } from "@core/group-by";
import { approvalProblems } from "@core/photo-status";
import type { z } from "zod";
import type { AppServices } from "../app-services";
import { setPhotoStatus } from "../catalogue/queries/lifecycle";
import type { LedgerActor } from "../clearance/queries/ledger";
import { judgePhotos, recomputeClearances } from "../clearance/service";
import type { Database } from "../db/client";
import type { Executor } from "../db/executor";
import { ConflictError, DomainError, NotFoundError } from "../errors";
import {
	approvedWaitingCount,
	type DecisionPhotoRow,
	familyContacts,
	insertReviews,
	lockDecisionPhotos,
	nearDuplicatesOf,
	photoStatuses,
	queueFamilies,
	queuePage,
	reviewsOf,
} from "./queries/review";
import { photoReviewMail, type ReviewedPhotoLine } from "./review-mail";

/**
 * The admin's review of families' photos (issue 27, scope item 6): the queue, and decisions made
 * per photo. Approving publishes a photo when the publish rules and its clearance allow, else it
 * waits approved and goes live by itself (review-publish.ts, called by recomputeClearances);
 * asking for changes or rejecting needs reasons and sends the photo back to draft, in the same
 * submission, for the family to fix and send again. Each request is one transaction and mails
 * each family once.
 */

/** A well-formed request the review's rules refuse, with a message per field (422). */
class ReviewRuleError extends DomainError {
	constructor(message: string, fields: Record<string, string>) {
		super(422, ErrorCode.validation, message, fields);
	}
}

export async function listReviewQueue(
	database: Database,
	query: ReviewQueueQuery,
): Promise<ReviewQueueResponse> {
	const db = database.db;
	const [rows, families, approvedWaiting] = await Promise.all([
		queuePage(db, { ...query, page_size: REVIEW_PAGE_SIZE }),
		queueFamilies(db),
		approvedWaitingCount(db),
	]);
	const ids = rows.map((row) => row.id);
	const [judged, reviews, duplicates] = await Promise.all([
		judgePhotos(db, ids),
		reviewsOf(db, ids),
		nearDuplicatesOf(db, ids),
	]);
	const judgedOf = new Map(judged.map((photo) => [photo.photo_id, photo]));
	const reviewsOfPhoto = groupBy(reviews, (review) => review.photo_id);
	const duplicatesOf = groupBy(duplicates, (duplicate) => duplicate.of_id);
	const waiting = families.reduce((sum, family) => sum + family.waiting, 0);
	return {
		photos: rows.map((row) => {
			const ledger = judgedOf.get(row.id);
			return {
				id: row.id,
				photoid: Number(row.photoid),
				title: row.title,
				description: row.description,
				decade_taken: row.decade_taken,
				date_taken: row.date_taken,
				place: {
					city: row.location_city,
					state_province: row.location_state_province,
					country: row.location_country,
				},
				tags: row.tags,
				events: row.events,
				people_count: row.people_count,
				thumbnail_url: row.thumbnail_url,
				preview_url: row.preview_url,
				width: row.width,
				height: row.height,
				processing_state: row.processing_state,
				price_cents: row.price_cents,
				family: { id: row.user_id, storefront_name: row.storefront_name },
				submission: { id: row.submission_id, submitted_at: new Date(row.submitted_at).toISOString() },
				// Judged today, as publishing will judge it (the stored value may predate an expiry).
				clearance: ledger?.clearance ?? row.clearance,
				missing_for_background: ledger?.missing_for_background ?? [],
				missing_for_hero: ledger?.missing_for_hero ?? [],
				publish_problems: approvalProblems(row, []),
				faces_count: row.faces_count,
				rights_status: row.rights_status,
				reviews: (reviewsOfPhoto.get(row.id) ?? []).map(({ photo_id: _, ...review }) => review),
				near_duplicates: (duplicatesOf.get(row.id) ?? []).map(({ of_id: _, ...duplicate }) => duplicate),
			};
		}),
		total: query.family ? (families.find((family) => family.id === query.family)?.waiting ?? 0) : waiting,
		page: query.page,
		page_size: REVIEW_PAGE_SIZE,
		counts: { waiting, approved_waiting: approvedWaiting, families },
	};
}

type Decision = z.output<typeof ReviewDecisionInput>;

/** The rules no schema holds, per decision: reasons where needed, one decision per photo. */
function checkDecisions(decisions: readonly Decision[]): void {
	const fields: Record<string, string> = {};
	const seen = new Set<string>();
	decisions.forEach((decision, i) => {
		if (seen.has(decision.photo_id)) fields[`decisions.${i}.photo_id`] = REVIEW_TEXT.duplicateDecision;
		seen.add(decision.photo_id);
		for (const [field, message] of Object.entries(reviewDecisionProblems(decision)))
			fields[`decisions.${i}.${field}`] = message;
	});
	if (Object.keys(fields).length > 0) throw new ReviewRuleError(REVIEW_TEXT.refused, fields);
}

/** Refuses a decision on a photo that is not waiting: not found (404), or not in review (409). */
function checkPhoto(decision: Decision, row: DecisionPhotoRow | undefined): DecisionPhotoRow {
	if (!row) throw new NotFoundError(REVIEW_TEXT.photoNotFound);
	const photoid = Number(row.photoid);
	if (row.photo_status !== "review" || !row.submission_id)
		throw new ConflictError(REVIEW_TEXT.notInReview(photoid));
	if (decision.decision === "approved" && row.last_decision === "approved")
		throw new ConflictError(REVIEW_TEXT.alreadyApproved(photoid));
	return row;
}

/**
 * Records each decision (a photo_reviews row with the reviewer), publishes or sends back each
 * photo, and queues one mail per family that wants review mail; all in one transaction.
 */
export async function decidePhotos(
	services: Pick<AppServices, "database" | "mailer" | "config">,
	reviewer: LedgerActor,
	body: z.output<typeof ReviewDecisionsBody>,
): Promise<ReviewDecisionsResponse> {
	const { decisions } = body;
	checkDecisions(decisions);
	const outcome = await services.database.db.transaction(async (tx) => {
		const locked = new Map(
			(await lockDecisionPhotos(tx, [...new Set(decisions.map((d) => d.photo_id))])).map((row) => [
				row.id,
				row,
			]),
		);
		const rows = decisions.map((decision) => checkPhoto(decision, locked.get(decision.photo_id)));
		await insertReviews(
			tx,
			decisions.map((decision, i) => ({
				photo_id: decision.photo_id,
				submission_id: rows[i]?.submission_id ?? null,
				decision: decision.decision,
				reasons: [...new Set(decision.reasons)],
				note: decision.note,
				reviewer_id: reviewer.id,
			})),
		);
		const sentBack = decisions.filter((d) => d.decision !== "approved").map((d) => d.photo_id);
		if (sentBack.length > 0) await setPhotoStatus(tx, sentBack, "draft");
		const approved = decisions.filter((d) => d.decision === "approved").map((d) => d.photo_id);
		// Judged today and written back; recomputeClearances ends by publishing the approved
		// photos it clears (publishApprovedPhotos), so what went live is read back below.
		const judged = new Map(
			(
				await recomputeClearances(tx, approved, {
					actor: reviewer,
					details: { cause: "review_approved" },
				})
			).map((photo) => [photo.photo_id, photo]),
		);
		const statusOf = new Map(
			(
				await photoStatuses(
					tx,
					decisions.map((d) => d.photo_id),
				)
			).map((r) => [r.id, r]),
		);
		const results: ReviewDecisionResult[] = decisions.map((decision, i) => {
			const row = rows[i] as DecisionPhotoRow;
			const status = statusOf.get(decision.photo_id)?.photo_status ?? row.photo_status;
			const live = decision.decision === "approved" && status === "live";
			return {
				photo_id: decision.photo_id,
				photoid: Number(row.photoid),
				decision: decision.decision,
				photo_status: status,
				live,
				waiting_for:
					decision.decision === "approved" && !live
						? approvalProblems(row, judged.get(decision.photo_id)?.missing_for_background)
						: [],
			};
		});
		const mailed = await queueReviewMails(tx, services, decisions, rows, results);
		return { results, mailed };
	});
	if (outcome.mailed > 0) services.mailer.wake();
	return { results: outcome.results, families_mailed: outcome.mailed };
}

/** One mail per family, listing each of its photos decided here; none to a family that opted out. */
async function queueReviewMails(
	tx: Executor,
	services: Pick<AppServices, "mailer" | "config">,
	decisions: readonly Decision[],
	rows: readonly DecisionPhotoRow[],
	results: readonly ReviewDecisionResult[],
): Promise<number> {
	const lines = decisions.map((decision, i) => {
		const row = rows[i] as DecisionPhotoRow;
		const line: ReviewedPhotoLine = {
			photoid: Number(row.photoid),
			title: row.title,
			decision: decision.decision,
			reasons: [...new Set(decision.reasons)],
			note: decision.note,
			live: results[i]?.live ?? false,
		};
		return { family: row.user_id, line };
	});
	const byFamily = groupBy(lines, (entry) => entry.family);
	let mailed = 0;
	for (const family of await familyContacts(tx, [...byFamily.keys()])) {
		if (!family.notify) continue;
		const photos = (byFamily.get(family.id) ?? []).map((entry) => entry.line);
		await services.mailer.enqueue(tx, photoReviewMail(family.email, photos, services.config.publicUrl));
		mailed++;
	}
	return mailed;
}
