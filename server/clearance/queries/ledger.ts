import type { Clearance } from "@core/clearance";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { faces, ledger_events, persons, photo_rights, photos, releases } from "../../db/schema";
import { sqlArray } from "../../db/sql";

/**
 * The clearance ledger's SQL: what the rules of core/clearance.ts read for a set of photos, the
 * photos a person's releases reach, the clearances written back, and the append-only history.
 */

export type LedgerPhotoRow = Columns<
	typeof photos,
	"id" | "people_count" | "missing_faces" | "clearance" | "photo_status"
>;

export function ledgerPhotos(executor: Executor, photoIds: readonly string[]): Promise<LedgerPhotoRow[]> {
	return rowsOf<LedgerPhotoRow>(
		executor,
		sql`select id, people_count, missing_faces, clearance, photo_status from photos
			where id = any(${sqlArray(photoIds)}::uuid[])`,
	);
}

export type LedgerRightsRow = Columns<
	typeof photo_rights,
	"photo_id" | "status" | "basis" | "inheritance_route" | "document_key"
>;

export function ledgerRights(executor: Executor, photoIds: readonly string[]): Promise<LedgerRightsRow[]> {
	return rowsOf<LedgerRightsRow>(
		executor,
		sql`select photo_id, status, basis, inheritance_route, document_key from photo_rights
			where photo_id = any(${sqlArray(photoIds)}::uuid[])`,
	);
}

/** A face with what the rules need of its person (null columns when it is given to nobody). */
export type LedgerFaceRow = Columns<
	typeof faces,
	"photo_id" | "person_id" | "gender" | "age" | "identifiable"
> & {
	life_status: Columns<typeof persons, "life_status">["life_status"] | null;
	birth_year: number | null;
};

export function ledgerFaces(executor: Executor, photoIds: readonly string[]): Promise<LedgerFaceRow[]> {
	return rowsOf<LedgerFaceRow>(
		executor,
		sql`select f.photo_id, f.person_id, f.gender, f.age, f.identifiable, pe.life_status, pe.birth_year
			from faces f left join persons pe on pe.id = f.person_id
			where f.photo_id = any(${sqlArray(photoIds)}::uuid[])
			order by f.photo_id, f.created_at, f.id`,
	);
}

/** A release that counts for `person_id`: its own, or one of a record known to be the same person. */
export type LedgerReleaseRow = Columns<
	typeof releases,
	"number" | "status" | "scope" | "relationship" | "signed_on" | "term_years"
> & {
	person_id: string;
};

export function ledgerReleases(
	executor: Executor,
	personIds: readonly string[],
): Promise<LedgerReleaseRow[]> {
	return rowsOf<LedgerReleaseRow>(
		executor,
		sql`select x.person_id, r.number, r.status, r.scope, r.relationship, r.signed_on::text as signed_on, r.term_years
			from unnest(${sqlArray(personIds)}::uuid[]) as x(person_id)
			join releases r on r.person_id = any(get_aliased_person_ids(x.person_id))`,
	);
}

/** A photo as its Clearance section names it: its family's storefront holds the rights. */
export type ClearancePhotoRow = Columns<typeof photos, "id" | "user_id" | "photo_status"> & {
	storefront_name: string | null;
};

export async function clearancePhoto(
	executor: Executor,
	photoId: string,
): Promise<ClearancePhotoRow | undefined> {
	const [row] = await rowsOf<ClearancePhotoRow>(
		executor,
		sql`select p.id, p.user_id, p.photo_status, pr.storefront_name
			from photos p left join profiles pr on pr.id = p.user_id where p.id = ${photoId}`,
	);
	return row;
}

/** The photos that show a person or any record known to be the same person. */
export async function photosShowingPerson(executor: Executor, personId: string): Promise<string[]> {
	const rows = await rowsOf<{ photo_id: string }>(
		executor,
		sql`select distinct f.photo_id from faces f
			where f.person_id = any(get_aliased_person_ids(${personId}::uuid))`,
	);
	return rows.map((row) => row.photo_id);
}

/** Writes the photos' new clearances (rows already at theirs are left alone). */
export async function writeClearances(
	executor: Executor,
	changes: ReadonlyArray<{ id: string; clearance: Clearance }>,
): Promise<void> {
	if (changes.length === 0) return;
	await executor.execute(
		sql`update photos p set clearance = c.clearance, updated_at = now()
			from unnest(${sqlArray(changes.map((c) => c.id))}::uuid[], ${sqlArray(changes.map((c) => c.clearance))}::text[])
				as c(id, clearance)
			where p.id = c.id and p.clearance is distinct from c.clearance`,
	);
}

/** Who made a change to the ledger: kept by value in its history. */
export type LedgerActor = { id: string; email: string };
/** Someone without an account (a release signed through an emailed link): their address only. */
export type LedgerSigner = { id: string | null; email: string };

export type LedgerEvent = Pick<typeof ledger_events.$inferInsert, "subject" | "subject_id" | "action"> & {
	photo_id?: string | null;
	actor?: LedgerActor | LedgerSigner | null;
	details?: Record<string, unknown>;
};

/** Appends events to the ledger's history (it takes no updates or deletes), in one statement. */
export async function appendLedgerEvents(executor: Executor, events: readonly LedgerEvent[]): Promise<void> {
	if (events.length === 0) return;
	const rows = events.map((event) => ({
		actor_id: event.actor?.id ?? null,
		actor_email: event.actor?.email ?? null,
		subject: event.subject,
		subject_id: event.subject_id,
		photo_id: event.photo_id ?? null,
		action: event.action,
		details: event.details ?? {},
	}));
	await executor.execute(
		sql`insert into ledger_events (actor_id, actor_email, subject, subject_id, photo_id, action, details)
			select actor_id, actor_email, subject, subject_id, photo_id, action, details
			from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
				as x(actor_id uuid, actor_email text, subject text, subject_id text, photo_id uuid, action text, details jsonb)`,
	);
}
