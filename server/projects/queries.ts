import type { Project } from "@core/contracts/projects";
import { type SQL, sql } from "drizzle-orm";
import { memberOf, projectAccess } from "../companies/access";
import { answersRow, type Executor, isoTime, isoTimeOrNull, ownedNameTaken, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import { projects } from "../db/schema";

/**
 * The projects' SQL, always within the projects the user may see (companies/access.ts
 * projectAccess: their personal ones and their companies'); rows become responses through toProject.
 */

type ProjectRow = Columns<typeof projects, "id" | "name" | "company" | "last_used_at" | "created_at">;

const toProject = (row: ProjectRow): Project => ({
	id: row.id,
	name: row.name,
	company: row.company,
	last_used_at: isoTimeOrNull(row.last_used_at),
	created_at: isoTime(row.created_at),
});

const COLUMNS = sql.raw("id, name, company, last_used_at, created_at");

/**
 * A project (alias `p`) the user may rename, move or edit the details of: their personal one; in
 * a company, the company's owners, and its creator while they remain a member.
 */
export function projectManage(userId: string, alias = "p"): SQL {
	const p = sql.raw(alias);
	const company = sql`${p}.company_id`;
	return sql`(case when ${p}.company_id is null then ${p}.user_id = ${userId}
		else (${memberOf(userId, company, ["owner"])} or (${p}.user_id = ${userId} and ${memberOf(userId, company)})) end)`;
}

/** The projects the user may see, by name in any case (spec section 7). */
export async function projectsOf(executor: Executor, userId: string): Promise<Project[]> {
	const rows = await rowsOf<ProjectRow>(
		executor,
		sql`select ${COLUMNS} from projects p where ${projectAccess(userId)} order by lower(name), name, id`,
	);
	return rows.map(toProject);
}

/** The company's project of that name in any case, whoever made it. */
export async function companyProjectNamed(
	executor: Executor,
	companyId: string,
	name: string,
): Promise<Project | null> {
	const [found] = await rowsOf<ProjectRow>(
		executor,
		sql`select ${COLUMNS} from projects where company_id = ${companyId} and lower(name) = lower(${name}) limit 1`,
	);
	return found ? toProject(found) : null;
}

/** Whether another project of the company (not `exceptId`) has the name, in any case. */
export function otherCompanyProjectNamed(
	executor: Executor,
	companyId: string,
	name: string,
	exceptId: string,
): Promise<boolean> {
	return answersRow(
		executor,
		sql`select id from projects where company_id = ${companyId} and lower(name) = lower(${name})
			and id <> ${exceptId} limit 1`,
	);
}

/** Whether another of the user's projects (not `exceptId`) has the name, in any case. */
export const otherProjectNamed = (
	executor: Executor,
	userId: string,
	name: string,
	exceptId: string | null,
) => ownedNameTaken(executor, projects, userId, name, exceptId);

/** The user's personal project (no company workspace) of that name and company text, in any case. */
export async function projectNamed(
	executor: Executor,
	userId: string,
	input: { name: string; company: string },
): Promise<Project | null> {
	const [found] = await rowsOf<ProjectRow>(
		executor,
		sql`select ${COLUMNS} from projects where user_id = ${userId}
			and company_id is null and lower(name) = lower(${input.name}) and lower(company) = lower(${input.company}) limit 1`,
	);
	return found ? toProject(found) : null;
}

export async function insertProject(
	executor: Executor,
	userId: string,
	input: { name: string; company: string; company_id: string },
): Promise<Project> {
	const [row] = await rowsOf<ProjectRow>(
		executor,
		sql`insert into projects (name, company, company_id, user_id)
			values (${input.name}, ${input.company}, ${input.company_id}, ${userId})
			returning ${COLUMNS}`,
	);
	if (!row) throw new Error("insert into projects returned no row");
	return toProject(row);
}

/** A project the user may see, with its creator and company and whether they may change it. */
export type ProjectRights = Project & {
	user_id: string;
	company_id: string | null;
	/** Rename it, move it, edit its details: its user (personal); the owner, or its creator while a member. */
	edit: boolean;
	/** Delete it: its user (personal); the company's owner. */
	remove: boolean;
};

/** The project the user may see, locked for the rest of the transaction; null when they may not. */
export async function lockProject(
	executor: Executor,
	userId: string,
	id: string,
): Promise<ProjectRights | null> {
	const [row] = await rowsOf<
		ProjectRow & { user_id: string; company_id: string | null; edit: boolean; remove: boolean }
	>(
		executor,
		sql`select p.id, p.name, p.company, p.last_used_at, p.created_at, p.user_id, p.company_id,
				${projectManage(userId)} as edit,
				(case when p.company_id is null then p.user_id = ${userId}
					else ${memberOf(userId, sql`p.company_id`, ["owner"])} end) as remove
			from projects p where p.id = ${id} and ${projectAccess(userId)} for update of p`,
	);
	return row
		? {
				...toProject(row),
				user_id: row.user_id,
				company_id: row.company_id,
				edit: row.edit,
				remove: row.remove,
			}
		: null;
}

/** The project as saved (the caller has checked the rights); null when it is gone. */
export async function updateProjectRow(
	executor: Executor,
	id: string,
	project: { name: string; company: string | null; company_id: string | null },
): Promise<Project | null> {
	const [row] = await rowsOf<ProjectRow>(
		executor,
		sql`update projects set name = ${project.name}, company = ${project.company}, company_id = ${project.company_id}
			where id = ${id} returning ${COLUMNS}`,
	);
	return row ? toProject(row) : null;
}

/** Deletes the project (the caller has checked the rights): whether there was one. */
export async function deleteProjectRow(executor: Executor, id: string): Promise<boolean> {
	return answersRow(executor, sql`delete from projects where id = ${id} returning id`);
}

/** Stamps a project the user may see as just used; null when they may not. */
export async function stampProjectUsed(
	executor: Executor,
	userId: string,
	id: string,
): Promise<Project | null> {
	const [row] = await rowsOf<ProjectRow>(
		executor,
		sql`update projects p set last_used_at = now() where p.id = ${id} and ${projectAccess(userId)}
			returning ${COLUMNS}`,
	);
	return row ? toProject(row) : null;
}
