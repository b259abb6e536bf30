import type { Project } from "@core/contracts/projects";
import { sql } from "drizzle-orm";
import { answersRow, type Executor, isoTime, isoTimeOrNull, ownedNameTaken, rowsOf } from "../db/executor";
import type { Columns } from "../db/rows";
import { projects } from "../db/schema";

/** The projects' SQL, always within one user's projects; rows become responses through toProject. */

type ProjectRow = Columns<typeof projects, "id" | "name" | "company" | "last_used_at" | "created_at">;

const toProject = (row: ProjectRow): Project => ({
	id: row.id,
	name: row.name,
	company: row.company,
	last_used_at: isoTimeOrNull(row.last_used_at),
	created_at: isoTime(row.created_at),
});

const COLUMNS = sql.raw("id, name, company, last_used_at, created_at");

/** The user's projects, by name in any case (spec section 7). */
export async function projectsOf(executor: Executor, userId: string): Promise<Project[]> {
	const rows = await rowsOf<ProjectRow>(
		executor,
		sql`select ${COLUMNS} from projects where user_id = ${userId} order by lower(name), name, id`,
	);
	return rows.map(toProject);
}

/** Whether another of the user's projects (not `exceptId`) has the name, in any case. */
export const otherProjectNamed = (
	executor: Executor,
	userId: string,
	name: string,
	exceptId: string | null,
) => ownedNameTaken(executor, projects, userId, name, exceptId);

/** The user's project of that name and company, in any case. */
export async function projectNamed(
	executor: Executor,
	userId: string,
	input: { name: string; company: string },
): Promise<Project | null> {
	const [found] = await rowsOf<ProjectRow>(
		executor,
		sql`select ${COLUMNS} from projects where user_id = ${userId}
			and lower(name) = lower(${input.name}) and lower(company) = lower(${input.company}) limit 1`,
	);
	return found ? toProject(found) : null;
}

export async function insertProject(
	executor: Executor,
	userId: string,
	input: { name: string; company: string },
): Promise<Project> {
	const [row] = await rowsOf<ProjectRow>(
		executor,
		sql`insert into projects (name, company, user_id) values (${input.name}, ${input.company}, ${userId})
			returning ${COLUMNS}`,
	);
	if (!row) throw new Error("insert into projects returned no row");
	return toProject(row);
}

/** The user's project, locked for the rest of the transaction; null when it is not theirs. */
export async function lockProject(executor: Executor, userId: string, id: string): Promise<Project | null> {
	const [current] = await rowsOf<ProjectRow>(
		executor,
		sql`select ${COLUMNS} from projects where id = ${id} and user_id = ${userId} for update`,
	);
	return current ? toProject(current) : null;
}

/** The project as saved; null when it is not the user's. */
export async function updateProjectRow(
	executor: Executor,
	userId: string,
	id: string,
	project: { name: string; company: string | null },
): Promise<Project | null> {
	const [row] = await rowsOf<ProjectRow>(
		executor,
		sql`update projects set name = ${project.name}, company = ${project.company}
			where id = ${id} and user_id = ${userId} returning ${COLUMNS}`,
	);
	return row ? toProject(row) : null;
}

/** Whether the user had such a project to delete. */
export async function deleteProjectRow(executor: Executor, userId: string, id: string): Promise<boolean> {
	return answersRow(
		executor,
		sql`delete from projects where id = ${id} and user_id = ${userId} returning id`,
	);
}

/** Stamps the user's project as just used; null when it is not theirs. */
export async function stampProjectUsed(
	executor: Executor,
	userId: string,
	id: string,
): Promise<Project | null> {
	const [row] = await rowsOf<ProjectRow>(
		executor,
		sql`update projects set last_used_at = now() where id = ${id} and user_id = ${userId} returning ${COLUMNS}`,
	);
	return row ? toProject(row) : null;
}
