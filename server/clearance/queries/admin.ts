import { type Clearance, type ReleaseStatus, releaseReference } from "@core/clearance";
import type {
	AdminRelease,
	AdminRights,
	BuyerNotice,
	LedgerDocumentType,
	LedgerEventRow,
	LedgerFaceCrop,
	LedgerPerson,
} from "@core/contracts/clearance";
import { orderReference } from "@core/orders";
import type { PhotoStatus } from "@core/photo-status";
import { type SQL, sql } from "drizzle-orm";
import { answersRow, type Executor, isoTime, isoTimeOrNull, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { ledger_events, persons, photo_rights, photos, releases } from "../../db/schema";
import { sqlArray } from "../../db/sql";

// ------------------------------------------------------------------ admin: releases (review queue)

type Page = { page: number; page_size: number };
const pageOf = ({ page, page_size }: Page) => sql`limit ${page_size} offset ${(page - 1) * page_size}`;

/** A release with its person, as the admin reviews it (faces added by `RELEASE_FACES`). */
type ReleaseRow = Columns<
	typeof releases,
	| "id"
	| "number"
	| "signer_name"
	| "relationship"
	| "signed_on"
	| "scope"
	| "term_years"
	| "witness_name"
	| "status"
	| "reason"
	| "reviewed_at"
	| "created_at"
> & {
	document_type: LedgerDocumentType;
	person_id: string;
	person_name: string | null;
	life_status: Columns<typeof persons, "life_status">["life_status"];
	birth_year: number | null;
	faces: LedgerFaceCrop[] | null;
};

const releaseDocumentUrl = (id: string) => `/api/admin/releases/${id}/document`;

function toRelease(row: ReleaseRow): AdminRelease {
	return {
		id: row.id,
		reference: releaseReference(Number(row.number)),
		person: {
			id: row.person_id,
			name: row.person_name,
			life_status: row.life_status,
			birth_year: row.birth_year,
		},
		signer_name: row.signer_name,
		relationship: row.relationship,
		signed_on: row.signed_on,
		scope: row.scope,
		term_years: row.term_years,
		witness_name: row.witness_name,
		status: row.status,
		reason: row.reason,
		reviewed_at: isoTimeOrNull(row.reviewed_at),
		created_at: isoTime(row.created_at),
		document_type: row.document_type,
		document_url: releaseDocumentUrl(row.id),
		faces: (row.faces ?? []).map((face) => ({ ...face, photoid: Number(face.photoid) })),
	};
}

/** Up to 6 faces of the release's person or their aliases with a box on a thumbnail, newest photos first. */
const RELEASE_FACES = sql`(select json_agg(c) from (
		select f.photo_id, p.photoid, p.thumbnail_url, p.width, p.height, f.box from faces f join photos p on p.id = f.photo_id
		where f.person_id = any(get_aliased_person_ids(r.person_id))
			and jsonb_typeof(f.box) = 'array' and jsonb_array_length(f.box) = 4 and p.thumbnail_url is not null
		order by p.created_at desc, f.id limit 6) c)`;

const releasesWhere = (where: SQL, withFaces: boolean) => sql`
	select r.id, r.number, r.signer_name, r.relationship, r.signed_on::text as signed_on, r.scope, r.term_years,
		r.witness_name, r.status, r.reason, r.reviewed_at, r.created_at, r.document_type,
		pe.id as person_id, pe.name as person_name, pe.life_status, pe.birth_year,
		${withFaces ? RELEASE_FACES : sql`null`} as faces
	from releases r join persons pe on pe.id = r.person_id
	where ${where}`;

/** A page of the releases in a status, oldest first (the review queue), and how many there are. */
export async function releasesPage(
	executor: Executor,
	query: Page & { status: ReleaseStatus },
): Promise<{ releases: AdminRelease[]; total: number }> {
	const [rows, [count]] = await Promise.all([
		rowsOf<ReleaseRow>(
			executor,
			sql`${releasesWhere(sql`r.status = ${query.status}`, true)}
				order by r.created_at, r.number ${pageOf(query)}`,
		),
		rowsOf<{ total: number }>(
			executor,
			sql`select count(*)::int as total from releases where status = ${query.status}`,
		),
	]);
	return { releases: rows.map(toRelease), total: count?.total ?? 0 };
}

export async function findRelease(executor: Executor, id: string): Promise<AdminRelease | null> {
	const [row] = await rowsOf<ReleaseRow>(executor, releasesWhere(sql`r.id = ${id}`, true));
	return row ? toRelease(row) : null;
}

/** Every release of these persons and their aliases, newest first, without faces. */
export async function releasesOfPersons(
	executor: Executor,
	personIds: readonly string[],
): Promise<Array<AdminRelease & { for_person_id: string }>> {
	const rows = await rowsOf<ReleaseRow & { for_person_id: string }>(
		executor,
		sql`select x.for_person_id, q.* from unnest(${sqlArray(personIds)}::uuid[]) as x(for_person_id)
			cross join lateral (
				${releasesWhere(sql`r.person_id = any(get_aliased_person_ids(x.for_person_id))`, false)}
			) q
			order by q.created_at desc, q.number desc`,
	);
	return rows.map((row) => ({ ...toRelease(row), for_person_id: row.for_person_id }));
}

export type ReleaseLockRow = Columns<typeof releases, "id" | "number" | "person_id" | "status">;

/** The release's row locked until the transaction ends, or undefined when there is none. */
export async function lockRelease(executor: Executor, id: string): Promise<ReleaseLockRow | undefined> {
	const [row] = await rowsOf<ReleaseLockRow>(
		executor,
		sql`select id, number, person_id, status from releases where id = ${id} for update`,
	);
	return row;
}

/** A review's outcome: the new status, who reviewed it and when, and why (a rejection or revocation). */
export async function setReleaseStatus(
	executor: Executor,
	id: string,
	change: { status: ReleaseStatus; reviewerId: string; reason: string | null },
): Promise<void> {
	await executor.execute(
		sql`update releases set status = ${change.status}, reviewed_by = ${change.reviewerId}, reviewed_at = now(),
			reason = ${change.reason}, updated_at = now()
			where id = ${id}`,
	);
}

export type ReleaseInsert = Pick<
	typeof releases.$inferInsert,
	| "id"
	| "person_id"
	| "signer_name"
	| "relationship"
	| "signed_on"
	| "scope"
	| "term_years"
	| "witness_name"
	| "document_key"
	| "document_type"
	| "created_by"
> & { id: string };

export async function insertRelease(executor: Executor, release: ReleaseInsert): Promise<void> {
	await executor.execute(
		sql`insert into releases (id, person_id, signer_name, relationship, signed_on, scope, term_years, witness_name,
				document_key, document_type, created_by)
			values (${release.id}, ${release.person_id}, ${release.signer_name}, ${release.relationship},
				${release.signed_on}, ${release.scope}, ${release.term_years ?? null}, ${release.witness_name ?? null},
				${release.document_key}, ${release.document_type}, ${release.created_by ?? null})`,
	);
}

export type DocumentRow = { document_key: string | null; document_type: string | null };

/** Where a release's signed document is kept, and what it is. */
export async function releaseDocument(executor: Executor, id: string): Promise<DocumentRow | undefined> {
	const [row] = await rowsOf<DocumentRow>(
		executor,
		sql`select document_key, document_type from releases where id = ${id}`,
	);
	return row;
}

// ------------------------------------------------------------------ admin: persons and photos

type PersonRow = Columns<typeof persons, "id" | "name" | "life_status" | "birth_year">;

export async function ledgerPerson(executor: Executor, id: string): Promise<LedgerPerson | undefined> {
	const [row] = await rowsOf<PersonRow>(
		executor,
		sql`select id, name, life_status, birth_year from persons where id = ${id}`,
	);
	return row;
}

/** The persons given to a photo's faces, each once: identifiable when any of their faces is. */
export function personsOnPhoto(
	executor: Executor,
	photoId: string,
): Promise<Array<PersonRow & { identifiable: boolean }>> {
	return rowsOf<PersonRow & { identifiable: boolean }>(
		executor,
		sql`select pe.id, pe.name, pe.life_status, pe.birth_year, bool_or(f.identifiable) as identifiable
			from faces f join persons pe on pe.id = f.person_id
			where f.photo_id = ${photoId}
			group by pe.id
			order by min(f.created_at), pe.id`,
	);
}

/** photo_status: one of the statuses (the column's CHECK holds it to core/photo-status.ts's list). */
type PhotoRefRow = Columns<typeof photos, "id" | "photoid" | "title"> & { photo_status: PhotoStatus };

export async function photoRef(executor: Executor, id: string): Promise<PhotoRefRow | undefined> {
	const [row] = await rowsOf<PhotoRefRow>(
		executor,
		sql`select id, photoid, title, photo_status from photos where id = ${id}`,
	);
	return row;
}

/** Locks the photo's row until the transaction ends (its ledger is about to change): whether there is one. */
export async function lockPhoto(executor: Executor, id: string): Promise<boolean> {
	return answersRow(executor, sql`select id from photos where id = ${id} for update`);
}

/** Each paid licence of these photos with its buyer (accounts still there), by buyer then order. */
export async function paidBuyersOf(executor: Executor, photoIds: readonly string[]): Promise<BuyerNotice[]> {
	if (photoIds.length === 0) return [];
	const rows = await rowsOf<{
		user_id: string;
		email: string;
		order_number: number;
		photo_id: string;
		photoid: number;
		title: string;
	}>(
		executor,
		sql`select o.user_id, u.email, o.number as order_number, p.id as photo_id, p.photoid, p.title
			from order_items oi
			join orders o on o.id = oi.order_id and o.status = 'paid'
			join users u on u.id = o.user_id
			join photos p on p.id = oi.photo_id
			where oi.photo_id = any(${sqlArray(photoIds)}::uuid[])
			order by u.email, o.number, p.photoid`,
	);
	return rows.map((row) => ({
		user_id: row.user_id,
		email: row.email,
		order_reference: orderReference(Number(row.order_number)),
		photo: { id: row.photo_id, photoid: Number(row.photoid), title: row.title },
	}));
}

// ------------------------------------------------------------------ admin: rights

type RightsRow = Columns<
	typeof photo_rights,
	| "photo_id"
	| "photographer_name"
	| "photographer_status"
	| "year_taken"
	| "rights_holder_name"
	| "basis"
	| "inheritance_route"
	| "chain_of_title"
	| "status"
	| "reviewed_at"
	| "document_key"
	| "updated_at"
>;

const toRights = (row: RightsRow): AdminRights => ({
	photo_id: row.photo_id,
	photographer_name: row.photographer_name,
	photographer_status: row.photographer_status,
	year_taken: row.year_taken,
	rights_holder_name: row.rights_holder_name,
	basis: row.basis,
	inheritance_route: row.inheritance_route,
	chain_of_title: row.chain_of_title,
	status: row.status,
	reviewed_at: isoTimeOrNull(row.reviewed_at),
	document_url: row.document_key ? `/api/admin/photos/${row.photo_id}/rights/document` : null,
	updated_at: isoTime(row.updated_at),
});

export async function findRights(
	executor: Executor,
	photoId: string,
): Promise<(AdminRights & { document_key: string | null }) | null> {
	const [row] = await rowsOf<RightsRow>(
		executor,
		sql`select photo_id, photographer_name, photographer_status, year_taken, rights_holder_name, basis,
				inheritance_route, chain_of_title, status, reviewed_at, document_key, updated_at
			from photo_rights where photo_id = ${photoId}`,
	);
	return row ? { ...toRights(row), document_key: row.document_key } : null;
}

export type RightsWrite = Omit<typeof photo_rights.$inferInsert, "status" | "created_at" | "updated_at">;

/** Creates or replaces the photo's rights record; a changed record waits for review again. */
export async function upsertRights(executor: Executor, rights: RightsWrite): Promise<void> {
	await executor.execute(
		sql`insert into photo_rights (photo_id, photographer_name, photographer_status, year_taken, rights_holder_name,
				basis, inheritance_route, document_key, chain_of_title)
			values (${rights.photo_id}, ${rights.photographer_name ?? null}, ${rights.photographer_status ?? "unknown"},
				${rights.year_taken ?? null}, ${rights.rights_holder_name}, ${rights.basis}, ${rights.inheritance_route ?? null},
				${rights.document_key ?? null}, ${rights.chain_of_title ?? ""})
			on conflict (photo_id) do update set
				photographer_name = excluded.photographer_name, photographer_status = excluded.photographer_status,
				year_taken = excluded.year_taken, rights_holder_name = excluded.rights_holder_name,
				basis = excluded.basis, inheritance_route = excluded.inheritance_route,
				document_key = excluded.document_key, chain_of_title = excluded.chain_of_title,
				status = 'pending_review', reviewed_by = null, reviewed_at = null, reason = null, updated_at = now()`,
	);
}

/** Marks the rights verified by the reviewer; whether there was a record. */
export async function verifyRightsRow(
	executor: Executor,
	photoId: string,
	reviewerId: string,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`update photo_rights set status = 'verified', reviewed_by = ${reviewerId}, reviewed_at = now(),
				reason = null, updated_at = now()
			where photo_id = ${photoId} returning photo_id`,
	);
}

// ------------------------------------------------------------------ admin: history and photos to complete

type LedgerEventDbRow = Columns<
	typeof ledger_events,
	"id" | "at" | "actor_email" | "subject" | "subject_id" | "action" | "details"
>;

/**
 * What belongs to a photo's history: its own events (clearance, faces, rights, notices) and those
 * of the releases and persons of the people shown in it (and their aliases).
 */
const photoHistoryWhere = (photoId: string) => sql`(
	e.photo_id = ${photoId}
	or (e.subject = 'release' and e.subject_id in (
		select r.id::text from faces f join releases r on r.person_id = any(get_aliased_person_ids(f.person_id))
		where f.photo_id = ${photoId}))
	or (e.subject = 'person' and e.subject_id in (
		select unnest(get_aliased_person_ids(f.person_id))::text from faces f
		where f.photo_id = ${photoId} and f.person_id is not null)))`;

export async function ledgerHistoryPage(
	executor: Executor,
	photoId: string,
	page: Page,
): Promise<{ events: LedgerEventRow[]; total: number }> {
	const where = photoHistoryWhere(photoId);
	const [rows, [count]] = await Promise.all([
		rowsOf<LedgerEventDbRow>(
			executor,
			sql`select e.id, e.at, e.actor_email, e.subject, e.subject_id, e.action, e.details
				from ledger_events e where ${where} order by e.at desc, e.id desc ${pageOf(page)}`,
		),
		rowsOf<{ total: number }>(
			executor,
			sql`select count(*)::int as total from ledger_events e where ${where}`,
		),
	]);
	return {
		events: rows.map((row) => ({
			id: Number(row.id),
			at: isoTime(row.at),
			actor_email: row.actor_email,
			subject: row.subject,
			subject_id: row.subject_id,
			action: row.action,
			details: (row.details ?? {}) as Record<string, unknown>,
		})),
		total: count?.total ?? 0,
	};
}

type TodoRow = Columns<typeof photos, "id" | "photoid" | "title" | "thumbnail_url"> & {
	photo_status: PhotoStatus;
};

/**
 * A page of the photos at a clearance (below hero) in a status, by photo number, and how many:
 * both read the partial index photos_clearance_todo_idx.
 */
export async function clearanceTodoPage(
	executor: Executor,
	query: Page & { clearance: Clearance; status: PhotoStatus },
): Promise<{ rows: TodoRow[]; total: number }> {
	const where = sql`clearance = ${query.clearance} and clearance <> 'hero' and photo_status = ${query.status}`;
	const [rows, [count]] = await Promise.all([
		rowsOf<TodoRow>(
			executor,
			sql`select id, photoid, title, thumbnail_url, photo_status from photos where ${where}
				order by clearance, photo_status, photoid ${pageOf(query)}`,
		),
		rowsOf<{ total: number }>(executor, sql`select count(*)::int as total from photos where ${where}`),
	]);
	return { rows: rows.map((row) => ({ ...row, photoid: Number(row.photoid) })), total: count?.total ?? 0 };
}
