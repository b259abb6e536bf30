import type { AdminCompanyDetail, AdminCompanySummary, Company } from "@core/contracts/companies";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { isoTime, isoTimeOrNull } from "../db/executor";
import { NotFoundError } from "../errors";
import type { MediaStorage } from "../media/storage";
import { contentKey, uploadedImageWebp } from "../media/uploaded-image";
import { type CompanyRow, toCompany } from "./service";

/** Logos are stored no larger than a 256 px square, as WebP. */
const LOGO_FIT = { width: 256, height: 256, fit: "inside", withoutEnlargement: true } as const;

const companyNotFound = () => new NotFoundError("Company not found");

type SummaryRow = CompanyRow & {
	owner_id: string;
	owner_email: string;
	owner_first_name: string | null;
	project_count: number;
	wishlist_count: number;
};

type ProjectJson = {
	id: string;
	name: string;
	last_used_at: Date | string | null;
	created_at: Date | string;
	/** Built with json_agg, so its timestamps arrive as text. */
	wishlists: Array<{ id: string; name: string; item_count: number; updated_at: string }>;
};

const toSummary = (row: SummaryRow): AdminCompanySummary => ({
	...toCompany(row),
	owner: { id: row.owner_id, email: row.owner_email, first_name: row.owner_first_name },
	project_count: row.project_count,
	wishlist_count: row.wishlist_count,
});

/**
 * Every company with its owner and what the owner files under it: projects naming the company
 * in any case (projects keep it as text), and the wishlists in those projects.
 */
const selectSummaries = (where: SQL) => sql`
	select c.id, c.name, c.company_logo, c.created_at,
		u.id as owner_id, u.email as owner_email, pr.first_name as owner_first_name,
		(select count(*)::int from projects p
			where p.user_id = c.created_by and lower(p.company) = lower(c.name)) as project_count,
		(select count(*)::int from wishlists w join projects p on p.id = w.project_id
			where p.user_id = c.created_by and lower(p.company) = lower(c.name)) as wishlist_count
	from companies c
	join users u on u.id = c.created_by
	left join profiles pr on pr.id = c.created_by
	where ${where}
	order by lower(c.name), c.name, c.id`;

export async function adminListCompanies(database: Database): Promise<AdminCompanySummary[]> {
	const rows = await database.query<SummaryRow>(selectSummaries(sql`true`));
	return rows.map(toSummary);
}

/** One company with its projects, each with its wishlists and their live photo counts. */
export async function adminCompanyDetail(database: Database, id: string): Promise<AdminCompanyDetail> {
	const [row] = await database.query<SummaryRow>(selectSummaries(sql`c.id = ${id}`));
	if (!row) throw companyNotFound();
	const projects = await database.query<ProjectJson>(sql`
		select p.id, p.name, p.last_used_at, p.created_at,
			coalesce((
				select json_agg(json_build_object(
					'id', w.id, 'name', w.name, 'updated_at', w.updated_at,
					'item_count', (select count(*)::int from wishlist_items wi join photos ph on ph.id = wi.photo_id
						where wi.wishlist_id = w.id and ph.photo_status = 'live'))
					order by w.updated_at desc, w.id)
				from wishlists w where w.project_id = p.id
			), '[]'::json) as wishlists
		from projects p
		join companies c on c.id = ${id}
		where p.user_id = c.created_by and lower(p.company) = lower(c.name)
		order by lower(p.name), p.id`);
	return {
		...toSummary(row),
		projects: projects.map((p) => ({
			id: p.id,
			name: p.name,
			last_used_at: isoTimeOrNull(p.last_used_at),
			created_at: isoTime(p.created_at),
			wishlists: p.wishlists.map((w) => ({ ...w, updated_at: isoTime(w.updated_at) })),
		})),
	};
}

/**
 * Stores a company's new logo in public media under a name that changes with its content, so
 * caches never show the old one, and points the company at it.
 */
export async function setCompanyLogo(
	database: Database,
	storage: MediaStorage,
	id: string,
	image: Buffer,
): Promise<Company> {
	const [exists] = await database.query<{ id: string }>(sql`select id from companies where id = ${id}`);
	if (!exists) throw companyNotFound();
	const webp = await uploadedImageWebp(image, { resize: () => LOGO_FIT, quality: 90 });
	const url = await storage.putPublic(contentKey("company-logos", id, webp), webp);
	const [row] = await database.query<CompanyRow>(sql`
		update companies set company_logo = ${url}, updated_at = now() where id = ${id}
		returning id, name, company_logo, created_at`);
	if (!row) throw companyNotFound();
	return toCompany(row);
}

export async function clearCompanyLogo(database: Database, id: string): Promise<void> {
	const rows = await database.query<{ id: string }>(sql`
		update companies set company_logo = null, updated_at = now() where id = ${id} returning id`);
	if (rows.length === 0) throw companyNotFound();
}
