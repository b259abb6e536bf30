import type { AdminCompanyDetail, AdminCompanySummary, Company } from "@core/contracts/companies";
import { type SQL, sql } from "drizzle-orm";
import { answersRow, type Executor, isoTime, isoTimeOrNull, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { companies, profiles, projects, users, wishlists } from "../db/schema";

/**
 * The companies' SQL: a user's own companies (unique by name in any case), the projects that
 * name them (projects keep the company as text), and the admin's summaries. Rows become
 * responses through the mappers here.
 */

type CompanyRow = Columns<typeof companies, "id" | "name" | "company_logo" | "created_at">;

const toCompany = (row: CompanyRow): Company => ({
	id: row.id,
	name: row.name,
	company_logo: row.company_logo,
	created_at: isoTime(row.created_at),
});

const COLUMNS = sql.raw("id, name, company_logo, created_at");

/** The user's companies, by name in any case (spec section 7). */
export async function companiesOf(executor: Executor, userId: string): Promise<Company[]> {
	const rows = await rowsOf<CompanyRow>(
		executor,
		sql`select ${COLUMNS} from companies where created_by = ${userId}
			order by lower(name), name, id`,
	);
	return rows.map(toCompany);
}

/** The user's company of this name in any case, or null (spec section 7: case-insensitive lookup, limit 1). */
export async function companyNamed(
	executor: Executor,
	userId: string,
	name: string,
): Promise<Company | null> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`select ${COLUMNS} from companies where created_by = ${userId} and lower(name) = lower(${name}) limit 1`,
	);
	return row ? toCompany(row) : null;
}

export async function insertCompany(executor: Executor, userId: string, name: string): Promise<Company> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`insert into companies (name, created_by) values (${name}, ${userId}) returning ${COLUMNS}`,
	);
	if (!row) throw new Error("insert into companies returned no row");
	return toCompany(row);
}

/**
 * Inserts the company, or finds it when the user has one of that name in any case; the row is
 * locked either way (the no-op update of a found row locks it, as the insert does a new one).
 */
export async function upsertCompany(executor: Executor, userId: string, name: string): Promise<Company> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`insert into companies (name, created_by) values (${name}, ${userId})
			on conflict (created_by, lower(name)) do update set name = companies.name returning ${COLUMNS}`,
	);
	if (!row) throw new Error(`company "${name}" neither inserted nor found`);
	return toCompany(row);
}

/** The user's company, locked for the rest of the transaction; null when it is not theirs. */
export async function lockCompany(executor: Executor, userId: string, id: string): Promise<Company | null> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`select ${COLUMNS} from companies where id = ${id} and created_by = ${userId} for update`,
	);
	return row ? toCompany(row) : null;
}

/** Whether another of the user's companies (not `except`) has the name, in any case. */
export async function otherCompanyNamed(
	executor: Executor,
	userId: string,
	name: string,
	except: string,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`select id from companies
			where created_by = ${userId} and lower(name) = lower(${name}) and id <> ${except} limit 1`,
	);
}

/** The company as renamed; null when it is not the user's. */
export async function renameCompanyRow(
	executor: Executor,
	userId: string,
	id: string,
	name: string,
): Promise<Company | null> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`update companies set name = ${name}, updated_at = now()
			where id = ${id} and created_by = ${userId} returning ${COLUMNS}`,
	);
	return row ? toCompany(row) : null;
}

/** The user's projects that name the company `from` (in any case) name `to` instead. */
export async function renameProjectsCompany(
	executor: Executor,
	userId: string,
	from: string,
	to: string,
): Promise<void> {
	await executor.execute(sql`
		update projects set company = ${to}
		where user_id = ${userId} and lower(company) = lower(${from})`);
}

/** How many of the user's projects name the company (in any case). */
export async function countProjectsNaming(executor: Executor, userId: string, name: string): Promise<number> {
	const [usage] = await rowsOf<{ projects: number }>(
		executor,
		sql`select count(*)::int as projects from projects
			where user_id = ${userId} and lower(company) = lower(${name})`,
	);
	return usage?.projects ?? 0;
}

export async function deleteCompanyRow(executor: Executor, userId: string, id: string): Promise<void> {
	await executor.execute(sql`delete from companies where id = ${id} and created_by = ${userId}`);
}

// ---------------------------------------------------------------- the admin's view

type SummaryRow = CompanyRow & {
	owner_id: Columns<typeof users, "id">["id"];
	owner_email: Columns<typeof users, "email">["email"];
	owner_first_name: Columns<typeof profiles, "first_name">["first_name"];
	project_count: number;
	wishlist_count: number;
};

type ProjectJson = Columns<typeof projects, "id" | "name" | "last_used_at" | "created_at"> & {
	/** Built with json_agg, so its timestamps arrive as text. */
	wishlists: Array<Columns<typeof wishlists, "id" | "name"> & { item_count: number; updated_at: string }>;
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

export async function companySummaries(executor: Executor): Promise<AdminCompanySummary[]> {
	const rows = await rowsOf<SummaryRow>(executor, selectSummaries(sql`true`));
	return rows.map(toSummary);
}

export async function companySummary(executor: Executor, id: string): Promise<AdminCompanySummary | null> {
	const [row] = await rowsOf<SummaryRow>(executor, selectSummaries(sql`c.id = ${id}`));
	return row ? toSummary(row) : null;
}

/** The company's projects, each with its wishlists and their live photo counts. */
export async function companyProjects(
	executor: Executor,
	id: string,
): Promise<AdminCompanyDetail["projects"]> {
	const rows = await rowsOf<ProjectJson>(
		executor,
		sql`select p.id, p.name, p.last_used_at, p.created_at,
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
			order by lower(p.name), p.id`,
	);
	return rows.map((p) => ({
		id: p.id,
		name: p.name,
		last_used_at: isoTimeOrNull(p.last_used_at),
		created_at: isoTime(p.created_at),
		wishlists: p.wishlists.map((w) => ({ ...w, updated_at: isoTime(w.updated_at) })),
	}));
}

export async function companyExists(executor: Executor, id: string): Promise<boolean> {
	return answersRow(executor, sql`select id from companies where id = ${id}`);
}

/** The company with its logo's new address (null for none); null when there is no such company. */
export async function setCompanyLogoUrl(
	executor: Executor,
	id: string,
	url: string | null,
): Promise<Company | null> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`update companies set company_logo = ${url}, updated_at = now() where id = ${id}
			returning ${COLUMNS}`,
	);
	return row ? toCompany(row) : null;
}
