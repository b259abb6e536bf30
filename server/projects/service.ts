import { PROJECT_TEXT, type Project } from "@core/contracts/projects";
import { TEAM_TEXT } from "@core/teams";
import { ensureCompany } from "../companies/service";
import type { Database } from "../db/client";
import { type Executor, uniqueViolation } from "../db/executor";
import { ConflictError, ForbiddenError, NotFoundError } from "../errors";
import {
	companyProjectNamed,
	deleteProjectRow,
	insertProject,
	lockProject,
	otherCompanyProjectNamed,
	otherProjectNamed,
	type ProjectRights,
	projectNamed,
	projectsOf,
	stampProjectUsed,
	updateProjectRow,
} from "./queries";

/**
 * Projects are productions (issue 29): one of a company belongs to the company's members, whoever
 * made it; one without a company stays its user's. Someone who may not see a project gets the
 * 404 a missing one gets; a member whose role does not allow a change gets 403.
 */

export const projectNotFound = () => new NotFoundError("Project not found");

/** Turns a broken unique index into the project's 'already exists' answer; other errors pass. */
function duplicateProject(err: unknown, name: string): unknown {
	return uniqueViolation(err) !== null ? new ConflictError(PROJECT_TEXT.duplicate(name)) : err;
}

/** The projects the caller may see (theirs and their companies'), by name in any case (spec section 7). */
export function listProjects(database: Database, userId: string): Promise<Project[]> {
	return projectsOf(database.db, userId);
}

/**
 * Find or create (spec section 7: "find by user, name and company"). The company is found or
 * created first, in the same transaction; a project of that name in that company is found
 * whoever made it, so the company's members share one production of each name. A new project
 * keeps that company's stored name and joins its workspace. A project name stays unique per
 * creator whatever its company (409).
 */
export async function saveProject(
	database: Database,
	userId: string,
	input: { name: string; company: string },
): Promise<{ project: Project; created: boolean }> {
	try {
		return await database.db.transaction(async (tx) => {
			const personal = await projectNamed(tx, userId, input);
			if (personal) return { project: personal, created: false };
			const company = await ensureCompany(tx, userId, input.company);
			const found = await companyProjectNamed(tx, company.id, input.name);
			if (found) return { project: found, created: false };
			if (await otherProjectNamed(tx, userId, input.name, null))
				throw new ConflictError(PROJECT_TEXT.duplicate(input.name));
			const project = await insertProject(tx, userId, {
				name: input.name,
				company: company.name,
				company_id: company.id,
			});
			return { project, created: true };
		});
	} catch (err) {
		throw duplicateProject(err, input.name);
	}
}

/**
 * Locks a project the caller may see and checks they may change it (`edit`) or delete it
 * (`remove`): 404 when they may not see it, 403 when their role refuses.
 */
export async function requireProject(
	tx: Executor,
	userId: string,
	id: string,
	act: "edit" | "remove",
): Promise<ProjectRights> {
	const project = await lockProject(tx, userId, id);
	if (!project) throw projectNotFound();
	if (!project[act])
		throw new ForbiddenError(
			TEAM_TEXT.roleRefused(act === "edit" ? "change this production" : "delete this production"),
		);
	return project;
}

/**
 * Whether the name is free for the project: unique per creator (their personal and company
 * projects alike) and within its company.
 */
export async function projectNameTaken(
	tx: Executor,
	project: Pick<ProjectRights, "id" | "user_id">,
	companyId: string | null,
	name: string,
): Promise<boolean> {
	return (
		(await otherProjectNamed(tx, project.user_id, name, project.id)) ||
		(companyId !== null && (await otherCompanyProjectNamed(tx, companyId, name, project.id)))
	);
}

/**
 * Renames a project or moves it to another company (found or created like on create): the
 * company's owner, or the project's creator while a member; a personal project, its user.
 */
export async function updateProject(
	database: Database,
	userId: string,
	id: string,
	update: { name?: string | undefined; company?: string | undefined },
): Promise<Project> {
	const name = update.name;
	try {
		return await database.db.transaction(async (tx) => {
			const current = await requireProject(tx, userId, id, "edit");
			const company =
				update.company === undefined
					? { name: current.company, id: current.company_id }
					: await ensureCompany(tx, userId, update.company);
			const newName = name ?? current.name;
			if (
				(name !== undefined || company.id !== current.company_id) &&
				(await projectNameTaken(tx, current, company.id, newName))
			)
				throw new ConflictError(PROJECT_TEXT.duplicate(newName));
			const project = await updateProjectRow(tx, id, {
				name: newName,
				company: company.name,
				company_id: company.id,
			});
			if (!project) throw projectNotFound();
			return project;
		});
	} catch (err) {
		throw duplicateProject(err, name ?? "");
	}
}

/**
 * Deletes a project: a company's, its owner only; a personal one, its user. Its wishlists stay,
 * without a project (they become their creators' own again).
 */
export async function deleteProject(database: Database, userId: string, id: string): Promise<void> {
	await database.db.transaction(async (tx) => {
		await requireProject(tx, userId, id, "remove");
		if (!(await deleteProjectRow(tx, id))) throw projectNotFound();
	});
}

/**
 * Stamps a project the user may see as just used (spec section 4: the picker's auto-selection
 * takes the latest); null when they may not see it.
 */
export function touchProject(executor: Executor, userId: string, id: string): Promise<Project | null> {
	return stampProjectUsed(executor, userId, id);
}
