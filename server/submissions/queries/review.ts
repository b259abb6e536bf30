import type { NearDuplicate, ReviewRecord } from "@core/contracts/review";
import { NEAR_DUPLICATES_SHOWN } from "@core/contracts/review";
import type { ReviewDecision, ReviewReason } from "@core/family";
import type { PhotoStatus } from "@core/photo-status";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, isoTime, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { photo_reviews, photo_rights, photos, submissions } from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * The review queue's SQL (issue 27): families' photos sent for review, their earlier decisions,
 * their near-duplicates, the decisions written, and the approved photos waiting for clearance.
 *
 * A photo waits for a decision when it is in review, was sent by its family (it has a
 * submission) and its latest decision is not an approval: asking for changes or rejecting sends
 * it back to draft, so a photo in review whose latest decision is one of those was sent again.
 */

/** The latest decision on photo `p` (null: none yet). */
const LATEST_DECISION = sql`(select r.decision from photo_reviews r where r.photo_id = p.id
	order by r.created_at desc, r.id desc limit 1)`;

/** Photos sent by a family and in review; `waiting` keeps those without a decision since. */
const sentForReview = (waiting: boolean) =>
	sql`p.photo_status = 'review' and p.submission_id is not null
		and ${waiting ? sql`${LATEST_DECISION} is distinct from 'approved'` : sql`${LATEST_DECISION} = 'approved'`}`;

const familyFilter = (familyId: string | undefined): SQL =>
	familyId ? sql`and p.user_id = ${familyId}` : sql``;

/** A photo of the queue as it is read (its ledger judged and its reviews added in the service). */
export type QueueRow = Columns<
	typeof photos,
	| "id"
	| "photoid"
	| "title"
	| "description"
	| "decade_taken"
	| "date_taken"
	| "location_city"
	| "location_state_province"
	| "location_country"
	| "tags"
	| "people_count"
	| "thumbnail_url"
	| "preview_url"
	| "width"
	| "height"
	| "processing_state"
	| "price_cents"
	| "clearance"
	| "user_id"
> & {
	photo_status: PhotoStatus;
	storefront_name: string | null;
	submission_id: string;
	submitted_at: Columns<typeof submissions, "created_at">["created_at"];
	events: string[];
	faces_count: number;
	rights_status: Columns<typeof photo_rights, "status">["status"] | null;
};

/** A page of the queue, oldest submission first, a submission's photos together in number order. */
export function queuePage(
	executor: Executor,
	query: { family?: string; page: number; page_size: number },
): Promise<QueueRow[]> {
	return rowsOf<QueueRow>(
		executor,
		sql`select p.id, p.photoid, p.title, p.description, p.decade_taken, p.date_taken::text as date_taken,
				p.location_city, p.location_state_province, p.location_country, p.tags, p.people_count,
				p.thumbnail_url, p.preview_url, p.width, p.height, p.processing_state, p.price_cents,
				p.clearance, p.photo_status, p.user_id, pr.storefront_name,
				s.id as submission_id, s.created_at as submitted_at,
				coalesce((select array_agg(e.name order by e.name) from photo_events pe
					join events e on e.id = pe.event_id where pe.photo_id = p.id), '{}') as events,
				(select count(*)::int from faces f where f.photo_id = p.id) as faces_count,
				(select ri.status from photo_rights ri where ri.photo_id = p.id) as rights_status
			from photos p
			join submissions s on s.id = p.submission_id
			left join profiles pr on pr.id = p.user_id
			where ${sentForReview(true)} ${familyFilter(query.family)}
			order by s.created_at, s.id, p.photoid
			limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
	);
}

export type QueueFamilyRow = { id: string; storefront_name: string | null; waiting: number };

/** The families with photos waiting, most first. */
export function queueFamilies(executor: Executor): Promise<QueueFamilyRow[]> {
	return rowsOf<QueueFamilyRow>(
		executor,
		sql`select p.user_id as id, pr.storefront_name, count(*)::int as waiting
			from photos p left join profiles pr on pr.id = p.user_id
			where ${sentForReview(true)}
			group by p.user_id, pr.storefront_name
			order by waiting desc, pr.storefront_name`,
	);
}

/** How many approved photos wait for their clearance. */
export async function approvedWaitingCount(executor: Executor): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		executor,
		sql`select count(*)::int as n from photos p where ${sentForReview(false)}`,
	);
	return row?.n ?? 0;
}

type ReviewRow = Columns<typeof photo_reviews, "photo_id" | "decision" | "note" | "created_at"> & {
	reasons: ReviewReason[];
	reviewer_name: string | null;
};

/** Every decision on these photos, newest first, with who made it. */
export async function reviewsOf(
	executor: Executor,
	photoIds: readonly string[],
): Promise<Array<ReviewRecord & { photo_id: string }>> {
	if (photoIds.length === 0) return [];
	const rows = await rowsOf<ReviewRow>(
		executor,
		sql`select r.photo_id, r.decision, r.reasons, r.note, r.created_at, u.name as reviewer_name
			from photo_reviews r left join users u on u.id = r.reviewer_id
			where r.photo_id = any(${sqlArray(photoIds)}::uuid[])
			order by r.created_at desc, r.id desc`,
	);
	return rows.map((row) => ({
		photo_id: row.photo_id,
		decision: row.decision,
		reasons: row.reasons,
		note: row.note,
		reviewer_name: row.reviewer_name,
		created_at: isoTime(row.created_at),
	}));
}

type DuplicateRow = Omit<NearDuplicate, "family"> & {
	of_id: string;
	family_id: string;
	storefront_name: string | null;
};

/**
 * The other photos (any family's, any status) whose perceptual hash is within
 * NEAR_DUPLICATE_MAX_DISTANCE bits of each of these, closest first, a few per photo: the pairs
 * server/near-duplicates recorded when the hashes were made.
 */
export async function nearDuplicatesOf(
	executor: Executor,
	photoIds: readonly string[],
): Promise<Array<NearDuplicate & { of_id: string }>> {
	if (photoIds.length === 0) return [];
	const rows = await rowsOf<DuplicateRow>(
		executor,
		sql`select x.id as of_id, d.id, d.photoid, d.title, d.thumbnail_url, d.photo_status, d.distance,
				d.user_id as family_id, pr.storefront_name
			from photos x
			cross join lateral (
				select o.id, o.photoid, o.title, o.thumbnail_url, o.photo_status, o.user_id, n.distance::int as distance
				from photo_near_duplicates n join photos o on o.id = n.other_id
				where n.photo_id = x.id
				order by n.distance, o.photoid
				limit ${NEAR_DUPLICATES_SHOWN}
			) d
			left join profiles pr on pr.id = d.user_id
			where x.id = any(${sqlArray(photoIds)}::uuid[])
			order by x.id, d.distance, d.photoid`,
	);
	return rows.map((row) => ({
		of_id: row.of_id,
		id: row.id,
		photoid: Number(row.photoid),
		title: row.title,
		thumbnail_url: row.thumbnail_url,
		photo_status: row.photo_status,
		distance: Number(row.distance),
		family: { id: row.family_id, storefront_name: row.storefront_name },
	}));
}

// ------------------------------------------------------------------ decisions

/** What a decision reads of a photo, its row locked until the transaction ends. */
export type DecisionPhotoRow = Columns<
	typeof photos,
	| "id"
	| "photoid"
	| "title"
	| "user_id"
	| "submission_id"
	| "price_cents"
	| "thumbnail_url"
	| "preview_url"
	| "decade_taken"
	| "processing_state"
	| "clearance"
> & {
	photo_status: PhotoStatus;
	last_decision: ReviewDecision | null;
};

const DECISION_COLUMNS = sql`p.id, p.photoid, p.title, p.user_id, p.submission_id, p.price_cents,
	p.thumbnail_url, p.preview_url, p.decade_taken, p.processing_state, p.clearance, p.photo_status,
	${LATEST_DECISION} as last_decision`;

/** These photos (those that exist), locked in id order so overlapping requests cannot deadlock. */
export function lockDecisionPhotos(executor: Executor, ids: readonly string[]): Promise<DecisionPhotoRow[]> {
	return rowsOf<DecisionPhotoRow>(
		executor,
		sql`select ${DECISION_COLUMNS} from photos p
			where p.id = any(${sqlArray(ids)}::uuid[]) order by p.id for update`,
	);
}

/**
 * Of these photos, the approved ones still in review (waiting for their clearance), locked in
 * id order.
 */
export function lockApprovedWaiting(executor: Executor, ids: readonly string[]): Promise<DecisionPhotoRow[]> {
	return rowsOf<DecisionPhotoRow>(
		executor,
		sql`select ${DECISION_COLUMNS} from photos p
			where p.id = any(${sqlArray(ids)}::uuid[]) and ${sentForReview(false)}
			order by p.id for update`,
	);
}

export type NewReview = {
	photo_id: string;
	submission_id: string | null;
	decision: ReviewDecision;
	reasons: readonly ReviewReason[];
	note: string | null;
	reviewer_id: string;
};

/** One row per decision: the family reads every one with its reasons. */
export async function insertReviews(executor: Executor, reviews: readonly NewReview[]): Promise<void> {
	for (const review of reviews)
		await executor.execute(sql`insert into photo_reviews
			(photo_id, submission_id, decision, reasons, note, reviewer_id)
			values (${review.photo_id}, ${review.submission_id}, ${review.decision},
				${sqlArray(review.reasons)}::text[], ${review.note}, ${review.reviewer_id})`);
}

export type FamilyContactRow = { id: string; email: string; storefront_name: string | null; notify: boolean };

/** The families' addresses and whether they want review mail (on unless turned off). */
export function familyContacts(
	executor: Executor,
	familyIds: readonly string[],
): Promise<FamilyContactRow[]> {
	if (familyIds.length === 0) return Promise.resolve([]);
	return rowsOf<FamilyContactRow>(
		executor,
		sql`select u.id, u.email, pr.storefront_name, coalesce(pr.notify_reviews, true) as notify
			from users u left join profiles pr on pr.id = u.id
			where u.id = any(${sqlArray(familyIds)}::uuid[])`,
	);
}

/** The statuses of these photos now. */
export function photoStatuses(
	executor: Executor,
	ids: readonly string[],
): Promise<Array<{ id: string; photo_status: PhotoStatus }>> {
	return rowsOf(executor, sql`select id, photo_status from photos where id = any(${sqlArray(ids)}::uuid[])`);
}
