import type { AdminCompanyDetail, AdminCompanySummary, Company } from "@core/contracts/companies";
import type { MyCompany } from "@core/contracts/teams";
import { COMPANY_PERMISSIONS, type CompanyRole } from "@core/teams";
import { type SQL, sql } from "drizzle-orm";
import { answersRow, type Executor, isoTime, isoTimeOrNull, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import type { companies, profiles, projects, users, wishlists } from "../db/schema";

/**
 * The companies' SQL: the companies a user is a member of (issue 29; each creator's names stay
 * unique in any case), the projects of a company, and the admin's summaries. Rows become
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

type MyCompanyRow = CompanyRow & { role: CompanyRole };

const toMyCompany = (row: MyCompanyRow): MyCompany => ({ ...toCompany(row), role: row.role });

const MEMBER_COLUMNS = sql.raw("c.id, c.name, c.company_logo, c.created_at, m.role");

/** Roles that may start a production come first when a user has several companies of one name. */
const CREATORS_FIRST = sql.raw(
	`(m.role in (${COMPANY_PERMISSIONS.createProduction.map((r) => `'${r}'`).join(", ")})) desc, (m.role = 'owner') desc`,
);

/** The companies the user is a member of, with their role, by name in any case (spec section 7). */
export async function companiesOf(executor: Executor, userId: string): Promise<MyCompany[]> {
	const rows = await rowsOf<MyCompanyRow>(
		executor,
		sql`select ${MEMBER_COLUMNS} from companies c
			join company_members m on m.company_id = c.id and m.user_id = ${userId}
			order by lower(c.name), c.name, c.id`,
	);
	return rows.map(toMyCompany);
}

/**
 * The user's company (one they are a member of) of this name in any case, or null (spec section
 * 7: case-insensitive lookup, limit 1). `lock` holds the row until the transaction ends, so it is
 * neither deleted nor renamed under what is being made with it.
 */
export async function companyNamed(
	executor: Executor,
	userId: string,
	name: string,
	{ lock = false }: { lock?: boolean } = {},
): Promise<MyCompany | null> {
	const [row] = await rowsOf<MyCompanyRow>(
		executor,
		sql`select ${MEMBER_COLUMNS} from companies c
			join company_members m on m.company_id = c.id and m.user_id = ${userId}
			where lower(c.name) = lower(${name})
			order by ${CREATORS_FIRST}, c.created_at, c.id limit 1
			${lock ? sql`for update of c` : sql``}`,
	);
	return row ? toMyCompany(row) : null;
}

/**
 * Inserts the company with the user as its creator; null when they already created one of that
 * name (in any case), which the unique index finds, waiting for a concurrent insert to settle.
 */
export async function insertCompany(
	executor: Executor,
	userId: string,
	name: string,
): Promise<Company | null> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`insert into companies (name, created_by) values (${name}, ${userId})
			on conflict (created_by, lower(name)) do nothing returning ${COLUMNS}`,
	);
	return row ? toCompany(row) : null;
}

export async function companyById(executor: Executor, id: string): Promise<Company | null> {
	const [row] = await rowsOf<CompanyRow>(executor, sql`select ${COLUMNS} from companies where id = ${id}`);
	return row ? toCompany(row) : null;
}

/** The company, locked for the rest of the transaction; null when there is none. */
export async function lockCompany(executor: Executor, id: string): Promise<Company | null> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`select ${COLUMNS} from companies where id = ${id} for update`,
	);
	return row ? toCompany(row) : null;
}

/** Whether another company the user is a member of (not `except`) has the name, in any case. */
export async function otherCompanyNamed(
	executor: Executor,
	userId: string,
	name: string,
	except: string,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`select c.id from companies c
			join company_members m on m.company_id = c.id and m.user_id = ${userId}
			where lower(c.name) = lower(${name}) and c.id <> ${except} limit 1`,
	);
}

/** The company as renamed; null when there is none. */
export async function renameCompanyRow(
	executor: Executor,
	id: string,
	name: string,
): Promise<Company | null> {
	const [row] = await rowsOf<CompanyRow>(
		executor,
		sql`update companies set name = ${name}, updated_at = now() where id = ${id} returning ${COLUMNS}`,
	);
	return row ? toCompany(row) : null;
}

/** Every project of the company (whoever made it) keeps the company's name as text: it follows. */
export async function renameProjectsCompany(
	executor: Executor,
	companyId: string,
	to: string,
): Promise<void> {
	await executor.execute(sql`update projects set company = ${to} where company_id = ${companyId}`);
}

/** How many projects belong to the company. */
export async function countCompanyProjects(executor: Executor, companyId: string): Promise<number> {
	const [usage] = await rowsOf<{ projects: number }>(
		executor,
		sql`select count(*)::int as projects from projects where company_id = ${companyId}`,
	);
	return usage?.projects ?? 0;
}

export async function deleteCompanyRow(executor: Executor, id: string): Promise<void> {
	await executor.execute(sql`delete from companies where id = ${id}`);
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
 * Every company with an owner (its creator while they remain one, else its longest-standing
 * owner) and what the company holds: its projects (company_id, whoever made them) and their
 * wishlists.
 */
const selectSummaries = (where: SQL) => sql`
	select c.id, c.name, c.company_logo, c.created_at,
		u.id as owner_id, u.email as owner_email, pr.first_name as owner_first_name,
		(select count(*)::int from projects p where p.company_id = c.id) as project_count,
		(select count(*)::int from wishlists w join projects p on p.id = w.project_id
			where p.company_id = c.id) as wishlist_count
	from companies c
	left join lateral (
		select m.user_id from company_members m where m.company_id = c.id and m.role = 'owner'
		order by (m.user_id = c.created_by) desc, m.added_at, m.user_id limit 1
	) o on true
	join users u on u.id = coalesce(o.user_id, c.created_by)
	left join profiles pr on pr.id = u.id
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

/** The company's projects (whoever made them), each with its wishlists and their live photo counts. */
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
			where p.company_id = ${id}
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
