import { PHOTO_DEFAULT_PRICE_CENTS } from "@core/contracts/catalogue";
import type {
	FamilyBulkUpdate,
	FamilyPhotoStatus,
	NearDuplicate,
	PhotoReviewDecision,
} from "@core/contracts/submissions";
import type { ReviewReason } from "@core/family";
import type { PhotoStatus } from "@core/photo-status";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { photos } from "../../db/schema";
import { likePattern, sqlArray } from "../../db/sql";

/**
 * A family's own photos: the Photos tab's list and counts, the rows a change locks, and the
 * writes of describing in bulk, submitting and withdrawing. Every statement names the family, so
 * no statement here can read or change another family's photo.
 */

/** The latest review decision of photo `p`, as the lateral `lr` (no row: never reviewed). */
const LATEST_REVIEW = sql`left join lateral (
	select r.decision, r.reasons, r.note, r.created_at from photo_reviews r
	where r.photo_id = p.id order by r.created_at desc, r.id desc limit 1) lr on true`;

/** Where photo `p` stands for its family (core's FAMILY_PHOTO_STATUSES), from `p` and `lr`. */
const FAMILY_STATUS = sql`case
	when p.photo_status = 'archived' then 'withdrawn'
	when p.photo_status = 'live' then 'live'
	when p.photo_status = 'review' then 'review'
	when p.processing_state <> 'ready' then 'processing'
	when p.submission_id is not null and lr.decision in ('changes_requested', 'rejected') then lr.decision
	else 'draft' end`;

/**
 * Other photos that look like one of the family's (their perceptual hash at most
 * NEAR_DUPLICATE_MAX_DISTANCE bits away, as server/near-duplicates recorded the pairs when the
 * hashes were made): the family's own whatever their status, another family's only when live, so
 * nothing unpublished of theirs is shown. Only the photo number and thumbnail are given.
 */
const SHOWN_TWIN = sql`(o.user_id = p.user_id or o.photo_status = 'live')`;

/** Up to three near-duplicates of photo `p`, nearest first, as JSON. */
const NEAR_DUPLICATES = sql`(select coalesce(json_agg(json_build_object(
		'photoid', d.photoid, 'thumbnail_url', d.thumbnail_url, 'own', d.own) order by d.distance, d.photoid), '[]'::json)
	from (select o.photoid, o.thumbnail_url, o.user_id = p.user_id as own, n.distance
		from photo_near_duplicates n join photos o on o.id = n.other_id
		where n.photo_id = p.id and ${SHOWN_TWIN}
		order by n.distance, o.photoid limit 3) d)`;

export type FamilyPhotoRow = Columns<
	typeof photos,
	| "id"
	| "photoid"
	| "title"
	| "thumbnail_url"
	| "preview_url"
	| "description"
	| "date_taken"
	| "location_city"
	| "location_state_province"
	| "location_country"
	| "tags"
	| "people_count"
	| "submission_id"
	| "withdrawn_at"
	| "created_at"
	| "processing_state"
	| "clearance"
> & {
	photo_status: PhotoStatus;
	decade_taken: string | null;
	status: FamilyPhotoStatus;
	events: string[];
	review_decision: PhotoReviewDecision["decision"] | null;
	review_reasons: ReviewReason[] | null;
	review_note: string | null;
	review_at: Date | string | null;
	near_duplicates: NearDuplicate[];
	total: number;
};

const PHOTO_COLUMNS = sql`p.id, p.photoid, p.title, p.thumbnail_url, p.preview_url, p.processing_state,
	p.photo_status, p.description, p.decade_taken, p.date_taken::text as date_taken, p.location_city,
	p.location_state_province, p.location_country, p.tags, p.people_count, p.clearance,
	p.submission_id, p.withdrawn_at, p.created_at,
	array(select e.name from photo_events pe join events e on e.id = pe.event_id
		where pe.photo_id = p.id order by lower(e.name)) as events,
	lr.decision as review_decision, lr.reasons as review_reasons, lr.note as review_note,
	lr.created_at as review_at`;

/** Title or description words, or a photo number ("#123" or "123"). */
function textFilter(q: string | undefined): SQL {
	const words = q?.trim();
	if (!words) return sql``;
	const number = /^#?(\d{1,9})$/.exec(words)?.[1];
	if (number) return sql`and p.photoid = ${Number(number)}`;
	const pattern = likePattern(words);
	return sql`and (p.title ilike ${pattern} or p.description ilike ${pattern})`;
}

/** One page of the family's photos, newest first, each with its near-duplicates; `total` on every row. */
export function familyPhotoPage(
	executor: Executor,
	familyId: string,
	filter: { status?: FamilyPhotoStatus; q?: string; limit: number; offset: number },
): Promise<FamilyPhotoRow[]> {
	return rowsOf<FamilyPhotoRow>(
		executor,
		sql`with mine as (
			select ${PHOTO_COLUMNS}, ${FAMILY_STATUS} as status, p.user_id
			from photos p ${LATEST_REVIEW}
			where p.user_id = ${familyId} ${textFilter(filter.q)}
		), chosen as (
			select *, count(*) over ()::int as total from mine
			${filter.status ? sql`where status = ${filter.status}` : sql``}
			order by created_at desc, id desc limit ${filter.limit} offset ${filter.offset}
		)
		select p.*, ${NEAR_DUPLICATES} as near_duplicates from chosen p
		order by p.created_at desc, p.id desc`,
	);
}

/** The family's photos per status (statuses with none are left out). */
export function familyStatusCounts(
	executor: Executor,
	familyId: string,
): Promise<{ status: FamilyPhotoStatus; count: number }[]> {
	return rowsOf<{ status: FamilyPhotoStatus; count: number }>(
		executor,
		sql`select ${FAMILY_STATUS} as status, count(*)::int as count
			from photos p ${LATEST_REVIEW} where p.user_id = ${familyId} group by 1`,
	);
}

/** One of the family's photos in full; undefined when it is not theirs (or does not exist). */
export async function familyPhoto(
	executor: Executor,
	familyId: string,
	photoId: string,
): Promise<FamilyPhotoRow | undefined> {
	const [row] = await rowsOf<FamilyPhotoRow>(
		executor,
		sql`select ${PHOTO_COLUMNS}, ${FAMILY_STATUS} as status, ${NEAR_DUPLICATES} as near_duplicates,
				1 as total
			from photos p ${LATEST_REVIEW}
			where p.id = ${photoId} and p.user_id = ${familyId}`,
	);
	return row;
}

/** What the family's changes check of a photo. */
export type LockedPhoto = Columns<
	typeof photos,
	| "id"
	| "photoid"
	| "user_id"
	| "title"
	| "decade_taken"
	| "date_taken"
	| "submission_id"
	| "processing_state"
> & { photo_status: PhotoStatus };

/**
 * These photos as they are, locked until the transaction ends (in id order, so two requests on
 * overlapping photos cannot deadlock). Any family's: the service tells a foreign photo from a
 * missing one only to refuse both alike.
 */
export function lockPhotos(executor: Executor, ids: string[]): Promise<LockedPhoto[]> {
	return rowsOf<LockedPhoto>(
		executor,
		sql`select id, photoid, user_id, title, decade_taken, date_taken::text as date_taken, submission_id,
				processing_state, photo_status
			from photos where id = any(${sqlArray(ids)}::uuid[]) order by id for update`,
	);
}

type BulkSet = z.output<typeof FamilyBulkUpdate>["set"];

/**
 * Writes one change to many photos in one statement: the decade, the place, and the tags set,
 * or some added and some removed (in any case, the photo's spelling kept, its order kept, the
 * added ones after). Answers each photo's tag count, for the service's limit.
 */
export function updatePhotosInBulk(
	executor: Executor,
	ids: string[],
	set: BulkSet,
): Promise<{ id: string; tag_count: number }[]> {
	const sets: SQL[] = [];
	if (set.decade_taken !== undefined) sets.push(sql`decade_taken = ${set.decade_taken}`);
	for (const column of ["location_city", "location_state_province", "location_country"] as const) {
		const value = set[column];
		if (value !== undefined) sets.push(sql`${sql.identifier(column)} = ${value}`);
	}
	if (set.tags_set) sets.push(sql`tags = ${sqlArray(set.tags_set)}::text[]`);
	else if (set.tags_add || set.tags_remove) {
		const removed = sqlArray((set.tags_remove ?? []).map((tag) => tag.toLowerCase()));
		const added = sqlArray(set.tags_add ?? []);
		sets.push(sql`tags = array(
			select v from (
				select v, o from unnest(tags) with ordinality k(v, o) where lower(v) <> all(${removed}::text[])
				union all
				select v, 100000 + o from unnest(${added}::text[]) with ordinality a(v, o)
				where not exists (select 1 from unnest(tags) t(x)
					where lower(x) = lower(v) and lower(x) <> all(${removed}::text[]))
			) kept order by o)`);
	}
	sets.push(sql`updated_at = now()`);
	return rowsOf<{ id: string; tag_count: number }>(
		executor,
		sql`update photos set ${sql.join(sets, sql`, `)} where id = any(${sqlArray(ids)}::uuid[])
			returning id, cardinality(tags)::int as tag_count`,
	);
}

/** A new submission of the family's; its id. */
export async function insertSubmission(executor: Executor, familyId: string): Promise<string> {
	const [row] = await rowsOf<{ id: string }>(
		executor,
		sql`insert into submissions (family_id) values (${familyId}) returning id`,
	);
	if (!row) throw new Error("insertSubmission: no row");
	return row.id;
}

/**
 * Sends photos for review inside a submission. A family's photo carries the default price until
 * an admin sets its own: the family never sets prices.
 */
export async function sendForReview(executor: Executor, ids: string[], submissionId: string): Promise<void> {
	if (ids.length === 0) return;
	await executor.execute(sql`
		update photos set photo_status = 'review', submission_id = ${submissionId},
			price_cents = case when price_cents > 0 then price_cents else ${PHOTO_DEFAULT_PRICE_CENTS} end,
			updated_at = now()
		where id = any(${sqlArray(ids)}::uuid[])`);
}

/** Takes photos off sale: archived, and when. */
export async function archiveWithdrawn(executor: Executor, ids: string[]): Promise<void> {
	await executor.execute(sql`
		update photos set photo_status = 'archived', withdrawn_at = now(), updated_at = now()
		where id = any(${sqlArray(ids)}::uuid[])`);
}

/** Whether the photo was ever in an order (a licensed photo is kept for its buyers). */
export async function everOrdered(executor: Executor, photoId: string): Promise<boolean> {
	const rows = await rowsOf<{ one: number }>(
		executor,
		sql`select 1 as one from order_items where photo_id = ${photoId}
			union all select 1 from purchases where photo_id = ${photoId} limit 1`,
	);
	return rows.length > 0;
}
