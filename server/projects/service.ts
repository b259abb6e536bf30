import { PROJECT_TEXT, type Project } from "@core/contracts/projects";
import { ensureCompany } from "../companies/service";
import type { Database } from "../db/client";
import { type Executor, uniqueViolation } from "../db/executor";
import { ConflictError, NotFoundError } from "../errors";
import {
	deleteProjectRow,
	insertProject,
	lockProject,
	otherProjectNamed,
	projectNamed,
	projectsOf,
	stampProjectUsed,
	updateProjectRow,
} from "./queries";

export const projectNotFound = () => new NotFoundError("Project not found");

/** Turns a broken unique index into the project's 'already exists' answer; other errors pass. */
function duplicateProject(err: unknown, name: string): unknown {
	return uniqueViolation(err) !== null ? new ConflictError(PROJECT_TEXT.duplicate(name)) : err;
}

/** The caller's projects, by name in any case (spec section 7). */
export function listProjects(database: Database, userId: string): Promise<Project[]> {
	return projectsOf(database.db, userId);
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
			const found = await projectNamed(tx, userId, input);
			if (found) return { project: found, created: false };
			if (await otherProjectNamed(tx, userId, input.name, null))
				throw new ConflictError(PROJECT_TEXT.duplicate(input.name));
			const company = await ensureCompany(tx, userId, input.company);
			const project = await insertProject(tx, userId, { name: input.name, company: company.name });
			return { project, created: true };
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
			const current = await lockProject(tx, userId, id);
			if (!current) throw projectNotFound();
			if (name !== undefined && (await otherProjectNamed(tx, userId, name, id)))
				throw new ConflictError(PROJECT_TEXT.duplicate(name));
			const company =
				update.company === undefined
					? current.company
					: (await ensureCompany(tx, userId, update.company)).name;
			const project = await updateProjectRow(tx, userId, id, { name: name ?? current.name, company });
			if (!project) throw projectNotFound();
			return project;
		});
	} catch (err) {
		throw duplicateProject(err, name ?? "");
	}
}

/** Deletes one of the caller's projects; its wishlists stay, without a project. */
export async function deleteProject(database: Database, userId: string, id: string): Promise<void> {
	if (!(await deleteProjectRow(database.db, userId, id))) throw projectNotFound();
}

/**
 * Stamps a project of the user as just used (spec section 4: the picker's auto-selection takes
 * the latest); null when it is not theirs.
 */
export function touchProject(executor: Executor, userId: string, id: string): Promise<Project | null> {
	return stampProjectUsed(executor, userId, id);
}
