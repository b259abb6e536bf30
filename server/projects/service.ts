import { PROJECT_TEXT, type Project } from "@core/contracts/projects";
import { sql } from "drizzle-orm";
import { ensureCompany } from "../companies/service";
import type { Database } from "../db/client";
import { type Executor, isoTime, isoTimeOrNull, rowsOf, uniqueViolation } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";

type ProjectRow = {
	id: string;
	name: string;
	company: string | null;
	last_used_at: Date | string | null;
	created_at: Date | string;
};

const toProject = (row: ProjectRow): Project => ({
	id: row.id,
	name: row.name,
	company: row.company,
	last_used_at: isoTimeOrNull(row.last_used_at),
	created_at: isoTime(row.created_at),
});

const COLUMNS = sql.raw("id, name, company, last_used_at, created_at");

export const projectNotFound = () => new NotFoundError("Project not found");

/** Turns a broken unique index into the project's 'already exists' answer; other errors pass. */
function duplicateProject(err: unknown, name: string): unknown {
	return uniqueViolation(err) !== null ? new ConflictError(PROJECT_TEXT.duplicate(name)) : err;
}

/** The caller's projects, by name in any case (spec section 7). */
export async function listProjects(database: Database, userId: string): Promise<Project[]> {
	const rows = await database.query<ProjectRow>(sql`
		select ${COLUMNS} from projects where user_id = ${userId} order by lower(name), name, id`);
	return rows.map(toProject);
}

async function otherProjectNamed(tx: Executor, userId: string, name: string, exceptId: string | null) {
	const [row] = await rowsOf<{ id: string }>(
		tx,
		sql`select id from projects where user_id = ${userId} and lower(name) = lower(${name})
			${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`,
	);
	return row !== undefined;
}

/**
 * Find or create (spec section 7: "find by user, name and company"). A new project's company is
 * found or created in the same transaction and the project keeps that company's stored name.
 */
export async function saveProject(
	database: Database,
	userId: string,
	input: { name: string; company: string },
): Promise<{ project: Project; created: boolean }> {
	try {
		return await database.db.transaction(async (tx) => {
			const [found] = await rowsOf<ProjectRow>(
				tx,
				sql`select ${COLUMNS} from projects where user_id = ${userId}
					and lower(name) = lower(${input.name}) and lower(company) = lower(${input.company}) limit 1`,
			);
			if (found) return { project: toProject(found), created: false };
			if (await otherProjectNamed(tx, userId, input.name, null))
				throw new ConflictError(PROJECT_TEXT.duplicate(input.name));
			const company = await ensureCompany(tx, userId, input.company);
			const [row] = await rowsOf<ProjectRow>(
				tx,
				sql`insert into projects (name, company, user_id) values (${input.name}, ${company.name}, ${userId})
					returning ${COLUMNS}`,
			);
			if (!row) throw new Error("insert into projects returned no row");
			return { project: toProject(row), created: true };
		});
	} catch (err) {
		throw duplicateProject(err, input.name);
	}
}

/** Renames a project or moves it to another company (found or created like on create). */
export async function updateProject(
	database: Database,
	userId: string,
	id: string,
	update: { name?: string | undefined; company?: string | undefined },
): Promise<Project> {
	const name = update.name;
	try {
		return await database.db.transaction(async (tx) => {
			const [current] = await rowsOf<ProjectRow>(
				tx,
				sql`select ${COLUMNS} from projects where id = ${id} and user_id = ${userId} for update`,
			);
			if (!current) throw projectNotFound();
			if (name !== undefined && (await otherProjectNamed(tx, userId, name, id)))
				throw new ConflictError(PROJECT_TEXT.duplicate(name));
			const company =
				update.company === undefined
					? current.company
					: (await ensureCompany(tx, userId, update.company)).name;
			const [row] = await rowsOf<ProjectRow>(
				tx,
				sql`update projects set name = ${name ?? current.name}, company = ${company}
					where id = ${id} and user_id = ${userId} returning ${COLUMNS}`,
			);
			if (!row) throw projectNotFound();
			return toProject(row);
		});
	} catch (err) {
		throw duplicateProject(err, name ?? "");
	}
}

/** Deletes one of the caller's projects; its wishlists stay, without a project. */
export async function deleteProject(database: Database, userId: string, id: string): Promise<void> {
	const rows = await database.query<{ id: string }>(sql`
		delete from projects where id = ${id} and user_id = ${userId} returning id`);
	if (rows.length === 0) throw projectNotFound();
}

/**
 * Stamps a project of the user as just used (spec section 4: the picker's auto-selection takes
 * the latest); null when it is not theirs.
 */
export async function touchProject(executor: Executor, userId: string, id: string): Promise<Project | null> {
	const [row] = await rowsOf<ProjectRow>(
		executor,
		sql`update projects set last_used_at = now() where id = ${id} and user_id = ${userId} returning ${COLUMNS}`,
	);
	return row ? toProject(row) : null;
}
