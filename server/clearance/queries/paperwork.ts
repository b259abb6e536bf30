import type { LicenseType } from "@core/license";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/executor";
import type { Columns } from "../../db/rows";
import type { order_items, photo_rights, photos, projects, releases } from "../../db/schema";
import { sqlArray } from "../../db/sql";
import type { LedgerFaceRow, LedgerReleaseRow } from "./ledger";
// ------------------------------------------------------------------ paperwork (certificates, clearance logs)

/** Who holds each photo's copyright, and the storefront of the family it belongs to. */
export type PaperworkRightsRow = Columns<typeof photos, "id"> & {
	rights_holder_name: Columns<typeof photo_rights, "rights_holder_name">["rights_holder_name"] | null;
	chain_of_title: Columns<typeof photo_rights, "chain_of_title">["chain_of_title"] | null;
	rights_status: Columns<typeof photo_rights, "status">["status"] | null;
	storefront_name: string | null;
};

export function paperworkRights(
	executor: Executor,
	photoIds: readonly string[],
): Promise<PaperworkRightsRow[]> {
	return rowsOf<PaperworkRightsRow>(
		executor,
		sql`select p.id, pr.rights_holder_name, pr.chain_of_title, pr.status as rights_status, pf.storefront_name
			from photos p
			left join photo_rights pr on pr.photo_id = p.id
			left join profiles pf on pf.id = p.user_id
			where p.id = any(${sqlArray(photoIds)}::uuid[])`,
	);
}

/** A release as paperwork cites it, with what the rules need to judge it. */
export type PaperworkRelease = LedgerReleaseRow & Columns<typeof releases, "number">;

/** A face with its person's facts and every release that counts for them (theirs and their aliases'). */
export type PaperworkFaceRow = Omit<LedgerFaceRow, "person_id"> & {
	person_id: string | null;
	releases: PaperworkRelease[];
};

/**
 * The faces of the photos in drawing order, each with its releases as JSON: one statement for
 * any number, which resolves each person's aliases once however many photos show them.
 */
export function paperworkFaces(executor: Executor, photoIds: readonly string[]): Promise<PaperworkFaceRow[]> {
	return rowsOf<PaperworkFaceRow>(
		executor,
		sql`with shown as (
				select f.id, f.photo_id, f.person_id, f.gender, f.age, f.identifiable, f.created_at
				from faces f where f.photo_id = any(${sqlArray(photoIds)}::uuid[])
			),
			cited as (
				select x.person_id, jsonb_agg(jsonb_build_object('person_id', x.person_id, 'number', r.number,
						'status', r.status, 'scope', r.scope, 'relationship', r.relationship,
						'signed_on', r.signed_on::text, 'term_years', r.term_years)) as releases
				from (select distinct person_id from shown where person_id is not null) x
				join releases r on r.person_id = any(get_aliased_person_ids(x.person_id))
				group by x.person_id
			)
			select s.photo_id, s.person_id, s.gender, s.age, s.identifiable, pe.life_status, pe.birth_year,
				coalesce(c.releases, '[]'::jsonb) as releases
			from shown s
			left join persons pe on pe.id = s.person_id
			left join cited c on c.person_id = s.person_id
			order by s.photo_id, s.created_at, s.id`,
	);
}

/** A production as its clearance log names it, with its owner. */
export type LogProjectRow = Columns<typeof projects, "id" | "name" | "company" | "user_id">;

export async function logProject(executor: Executor, projectId: string): Promise<LogProjectRow | null> {
	const [row] = await rowsOf<LogProjectRow>(
		executor,
		sql`select id, name, company, user_id from projects where id = ${projectId}`,
	);
	return row ?? null;
}

/** A licence a production holds: a line of one of its paid orders whose purchase is live. */
export type LogLicenceRow = Columns<typeof order_items, "scene_note"> &
	Columns<typeof photos, "photoid" | "title" | "description" | "clearance"> & {
		item_id: string;
		license_type: LicenseType;
		order_id: string;
		order_number: number;
		placed_at: Date | string;
		paid_at: Date | string;
		photo_id: string;
		/** When an admin accepted the order's rider (null without an accepted one). */
		rider_accepted_at: Date | string | null;
	};

/** Every licence of the production's paid orders, by order then photo number: one statement. */
export function logLicences(executor: Executor, projectId: string): Promise<LogLicenceRow[]> {
	return rowsOf<LogLicenceRow>(
		executor,
		sql`select i.id as item_id, i.license_type, i.scene_note, o.id as order_id, o.number as order_number,
				o.created_at as placed_at, o.paid_at, p.id as photo_id, p.photoid, p.title, p.description,
				p.clearance, r.reviewed_at as rider_accepted_at
			from orders o
			join order_items i on i.order_id = o.id
			join purchases pu on pu.order_item_id = i.id and pu.deleted_at is null
			join photos p on p.id = i.photo_id
			left join order_riders r on r.order_id = o.id and r.status = 'accepted'
			where o.project_id = ${projectId} and o.status = 'paid'
			order by o.number, p.photoid, i.id`,
	);
}
