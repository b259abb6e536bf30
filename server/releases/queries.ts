import type { Clearance, LifeStatus, ReleaseRelationship } from "@core/clearance";
import type {
	FamilyFace,
	FamilyFacePhoto,
	FamilyReleaseRequest,
	FamilyReleaseSummary,
} from "@core/contracts/releases";
import type { Box } from "@core/face-box";
import type { PhotoStatus } from "@core/photo-status";
import { sql } from "drizzle-orm";
import { answersRow, type Executor, isoTime, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { persons, photos, release_requests } from "../db/schema";

/**
 * The SQL of the family's people and releases (issue 27). Every read names the family: a row that
 * is not theirs is not found. The ledger's own statements (releases added, history, clearances)
 * are the clearance domain's; these are the family's views of them and the signing links.
 */

type Page = { page: number; page_size: number };

// ------------------------------------------------------------------ photos

type FacePhotoRow = Omit<FamilyFacePhoto, "photoid" | "photo_status" | "clearance"> & {
	photoid: number | string;
	photo_status: PhotoStatus;
	clearance: Clearance;
};

const PHOTO_COLUMNS = sql`p.id, p.photoid, p.title, p.thumbnail_url, p.photo_status, p.clearance, p.people_count,
	(select count(*)::int from faces f where f.photo_id = p.id) as face_count`;

const toPhoto = <R extends FacePhotoRow>(row: R) => ({ ...row, photoid: Number(row.photoid) });

/** A page of the family's photos, newest first, with their face counts. */
export async function familyFacePhotosPage(
	executor: Executor,
	familyId: string,
	page: Page,
): Promise<{ photos: FamilyFacePhoto[]; total: number }> {
	const [rows, [count]] = await Promise.all([
		rowsOf<FacePhotoRow>(
			executor,
			sql`select ${PHOTO_COLUMNS} from photos p where p.user_id = ${familyId} and p.withdrawn_at is null
				order by p.created_at desc, p.id desc
				limit ${page.page_size} offset ${(page.page - 1) * page.page_size}`,
		),
		rowsOf<{ total: number }>(
			executor,
			sql`select count(*)::int as total from photos p where p.user_id = ${familyId} and p.withdrawn_at is null`,
		),
	]);
	return { photos: rows.map(toPhoto), total: count?.total ?? 0 };
}

export type FamilyPhotoRow = FamilyFacePhoto & Columns<typeof photos, "preview_url" | "width" | "height">;

/** One of the family's photos as the face editor draws on it, or undefined when it is not theirs. */
export async function familyPhoto(
	executor: Executor,
	photoId: string,
	familyId: string,
): Promise<FamilyPhotoRow | undefined> {
	const [row] = await rowsOf<FacePhotoRow & Columns<typeof photos, "preview_url" | "width" | "height">>(
		executor,
		sql`select ${PHOTO_COLUMNS}, p.preview_url, p.width, p.height from photos p
			where p.id = ${photoId} and p.user_id = ${familyId}`,
	);
	return row ? toPhoto(row) : undefined;
}

// ------------------------------------------------------------------ faces

type FaceRow = {
	id: string;
	box: unknown;
	identifiable: boolean;
	person_id: string | null;
	person_name: string | null;
};

function boxOf(value: unknown): Box | null {
	return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === "number")
		? (value as Box)
		: null;
}

const toFace = (row: FaceRow): FamilyFace => ({
	id: row.id,
	box: boxOf(row.box),
	person: row.person_id ? { id: row.person_id, name: row.person_name } : null,
	identifiable: row.identifiable,
});

/** A person's name shows only to the family that named them. */
const facesOfFamily = (familyId: string) => sql`
	select f.id, f.box, f.identifiable, f.person_id,
		case when pe.owner_id = ${familyId} then pe.name end as person_name
	from faces f join photos p on p.id = f.photo_id and p.user_id = ${familyId}
	left join persons pe on pe.id = f.person_id`;

export async function familyFaces(
	executor: Executor,
	photoId: string,
	familyId: string,
): Promise<FamilyFace[]> {
	const rows = await rowsOf<FaceRow>(
		executor,
		sql`${facesOfFamily(familyId)} where f.photo_id = ${photoId} order by f.created_at, f.id`,
	);
	return rows.map(toFace);
}

export async function familyFace(
	executor: Executor,
	faceId: string,
	familyId: string,
): Promise<(FamilyFace & { photo_id: string }) | undefined> {
	const [row] = await rowsOf<FaceRow & { photo_id: string }>(
		executor,
		sql`select q.*, f2.photo_id from (${facesOfFamily(familyId)} where f.id = ${faceId}) q
			join faces f2 on f2.id = q.id`,
	);
	return row ? { ...toFace(row), photo_id: row.photo_id } : undefined;
}

// ------------------------------------------------------------------ persons

export type OwnPersonRow = Columns<typeof persons, "id" | "name" | "life_status" | "birth_year">;

/** One of the family's people, or undefined when the person is not theirs. */
export async function ownPerson(
	executor: Executor,
	personId: string,
	familyId: string,
): Promise<OwnPersonRow | undefined> {
	const [row] = await rowsOf<OwnPersonRow>(
		executor,
		sql`select id, name, life_status, birth_year from persons where id = ${personId} and owner_id = ${familyId}`,
	);
	return row;
}

export async function insertFamilyPerson(
	executor: Executor,
	person: { familyId: string; name: string; life_status: LifeStatus; birth_year: number | null },
): Promise<string> {
	const [row] = await rowsOf<{ id: string }>(
		executor,
		sql`insert into persons (name, life_status, birth_year, owner_id)
			values (${person.name}, ${person.life_status}, ${person.birth_year}, ${person.familyId})
			returning id`,
	);
	if (!row) throw new Error("the new person was not returned");
	return row.id;
}

export type FamilyPersonRow = OwnPersonRow &
	Columns<typeof persons, "created_at"> & {
		photo_count: number;
		thumbnail_url: string | null;
		releases: Array<Omit<FamilyReleaseSummary, "reference"> & { number: number }> | null;
		request: FamilyReleaseRequest | null;
	};

/** The family's people (or one of them), A to Z, with their photos, releases and newest open link. */
export function familyPersons(
	executor: Executor,
	familyId: string,
	personId: string | null = null,
): Promise<FamilyPersonRow[]> {
	return rowsOf<FamilyPersonRow>(
		executor,
		sql`select pe.id, pe.name, pe.life_status, pe.birth_year, pe.created_at,
			(select count(distinct f.photo_id)::int from faces f where f.person_id = pe.id) as photo_count,
			(select ph.thumbnail_url from faces f join photos ph on ph.id = f.photo_id
				where f.person_id = pe.id and ph.thumbnail_url is not null
				order by ph.created_at desc, ph.id limit 1) as thumbnail_url,
			(select json_agg(json_build_object('id', r.id, 'number', r.number, 'status', r.status, 'method', r.method,
					'relationship', r.relationship, 'signer_name', r.signer_name, 'signed_on', r.signed_on::text,
					'scope', r.scope, 'reason', r.reason) order by r.created_at desc, r.number desc)
				from releases r where r.person_id = pe.id) as releases,
			(select json_build_object('id', q.id, 'email', q.email, 'relationship', q.relationship,
					'expires_at', q.expires_at, 'created_at', q.created_at)
				from release_requests q
				where q.person_id = pe.id and q.family_id = ${familyId} and q.used_at is null and q.expires_at > now()
				order by q.created_at desc limit 1) as request
		from persons pe
		where pe.owner_id = ${familyId} ${personId ? sql`and pe.id = ${personId}` : sql``}
		order by lower(pe.name) nulls last, pe.created_at, pe.id`,
	);
}

/** The storefront the family sells under (the release text names it). */
export async function storefrontOf(executor: Executor, familyId: string): Promise<string | null> {
	const [row] = await rowsOf<{ storefront_name: string | null }>(
		executor,
		sql`select storefront_name from profiles where id = ${familyId}`,
	);
	return row?.storefront_name ?? null;
}

/** The person's photos (of the family) with a watermarked preview, newest first. */
export function previewsOfPerson(
	executor: Executor,
	personId: string,
	familyId: string,
	limit = 12,
): Promise<
	Array<{ id: string; title: string; preview_url: string; width: number | null; height: number | null }>
> {
	return rowsOf(
		executor,
		sql`select p.id, p.title, p.preview_url, p.width, p.height from photos p
			where p.user_id = ${familyId} and p.preview_url is not null
				and exists (select 1 from faces f where f.photo_id = p.id and f.person_id = ${personId})
			order by p.created_at desc, p.id limit ${limit}`,
	);
}

// ------------------------------------------------------------------ signing links

export type ReleaseRequestRow = Columns<
	typeof release_requests,
	"id" | "person_id" | "family_id" | "email" | "relationship" | "expires_at" | "used_at" | "created_at"
>;

export async function insertReleaseRequest(
	executor: Executor,
	request: {
		personId: string;
		familyId: string;
		email: string;
		relationship: ReleaseRelationship;
		tokenHash: string;
		days: number;
	},
): Promise<ReleaseRequestRow> {
	const [row] = await rowsOf<ReleaseRequestRow>(
		executor,
		sql`insert into release_requests (person_id, family_id, email, relationship, token_hash, expires_at)
			values (${request.personId}, ${request.familyId}, ${request.email}, ${request.relationship},
				${request.tokenHash}, now() + make_interval(days => ${request.days}))
			returning id, person_id, family_id, email, relationship, expires_at, used_at, created_at`,
	);
	if (!row) throw new Error("the new release request was not returned");
	return row;
}

export const toRequest = (row: ReleaseRequestRow): FamilyReleaseRequest => ({
	id: row.id,
	email: row.email,
	relationship: row.relationship,
	expires_at: isoTime(row.expires_at),
	created_at: isoTime(row.created_at),
});

/** A signing link by its token's hash, with whether it is still good (by the database's clock). */
export async function requestByHash(
	executor: Executor,
	tokenHash: string,
): Promise<(ReleaseRequestRow & { expired: boolean }) | undefined> {
	const [row] = await rowsOf<ReleaseRequestRow & { expired: boolean }>(
		executor,
		sql`select id, person_id, family_id, email, relationship, expires_at, used_at, created_at,
				expires_at <= now() as expired
			from release_requests where token_hash = ${tokenHash}`,
	);
	return row;
}

/**
 * Takes the link for one signature: marks it used if it is unused and in date, in the caller's
 * transaction. A second signature waits for the first's transaction and then finds it used.
 */
export function claimRequest(executor: Executor, requestId: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`update release_requests set used_at = now()
			where id = ${requestId} and used_at is null and expires_at > now() returning id`,
	);
}

/** Whether the link was used (rather than expired). */
export function requestUsed(executor: Executor, requestId: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`select id from release_requests where id = ${requestId} and used_at is not null`,
	);
}

export async function linkRequestRelease(
	executor: Executor,
	requestId: string,
	releaseId: string,
): Promise<void> {
	await executor.execute(sql`update release_requests set release_id = ${releaseId} where id = ${requestId}`);
}

// ------------------------------------------------------------------ online releases

/** The next release number, taken ahead so the signed PDF can print its reference. */
export async function nextReleaseNumber(executor: Executor): Promise<number> {
	const [row] = await rowsOf<{ number: number | string }>(
		executor,
		sql`select nextval(pg_get_serial_sequence('releases', 'number')) as number`,
	);
	if (!row) throw new Error("no release number");
	return Number(row.number);
}

/**
 * A release signed online: verified when written (by the signer's session or the emailed link),
 * with the number taken ahead, the stored PDF and its SHA-256.
 */
export async function insertOnlineRelease(
	executor: Executor,
	release: {
		id: string;
		number: number;
		person_id: string;
		signer_name: string;
		relationship: ReleaseRelationship;
		signed_on: string;
		scope: "background" | "hero";
		term_years: number | null;
		document_key: string;
		document_sha256: string;
		created_by: string | null;
	},
): Promise<void> {
	await executor.execute(
		sql`insert into releases (id, number, person_id, signer_name, relationship, signed_on, scope, term_years,
				document_key, document_type, method, document_sha256, status, reviewed_at, created_by)
			overriding system value
			values (${release.id}, ${release.number}, ${release.person_id}, ${release.signer_name},
				${release.relationship}, ${release.signed_on}, ${release.scope}, ${release.term_years},
				${release.document_key}, 'application/pdf', 'online', ${release.document_sha256}, 'verified', now(),
				${release.created_by})`,
	);
}
