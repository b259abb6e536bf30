import { z } from "zod";
import { entityNameProblem, normaliseEntityName } from "../names";
import { CompanyName } from "./companies";

/** A project, wishlist or other entity name: trimmed, then checked with spec section 5's messages. */
export const EntityName = z
	.string()
	.transform(normaliseEntityName)
	.superRefine((name, ctx) => {
		const problem = entityNameProblem(name);
		if (problem) ctx.addIssue({ code: "custom", message: problem });
	});

/** A production (spec section 3, "projects"); `company` names one of the user's companies. */
export const Project = z.object({
	id: z.uuid(),
	name: z.string(),
	company: z.string().nullable(),
	last_used_at: z.string().nullable(),
	created_at: z.string(),
});
export type Project = z.infer<typeof Project>;

/** Ordered by name (spec section 7). */
export const ProjectListResponse = z.object({ projects: z.array(Project) });
export type ProjectListResponse = z.infer<typeof ProjectListResponse>;

/**
 * Find or create (spec section 7: "Find by user, name and company"): a project of the same name
 * and company is found; the company is found or created with it. A project name is unique per
 * user whatever its company (409 otherwise).
 */
export const ProjectCreate = z.object({ name: EntityName, company: CompanyName }).strict();
export type ProjectCreate = z.input<typeof ProjectCreate>;
export const ProjectSaveResponse = z.object({ project: Project, created: z.boolean() });
export type ProjectSaveResponse = z.infer<typeof ProjectSaveResponse>;

export const ProjectUpdate = z
	.object({ name: EntityName.optional(), company: CompanyName.optional() })
	.strict()
	.refine((v) => v.name !== undefined || v.company !== undefined, { message: "Name a field to change" });
export type ProjectUpdate = z.input<typeof ProjectUpdate>;
export const ProjectResponse = z.object({ project: Project });
export type ProjectResponse = z.infer<typeof ProjectResponse>;

/** Spec section 8's project texts. */
export const PROJECT_TEXT = {
	createFailed: "Failed to create project",
	updateFailed: "Failed to update project",
	deleteFailed: "Failed to delete project",
	created: "Project created successfully",
	updated: "Project updated successfully",
	deleted: "Project deleted successfully",
	found: "Project found",
	duplicateCheckFailed: "Failed to check for duplicate project names",
	/** Ours: the spec gives the company wording only. */
	duplicate: (name: string) => `A project named "${name}" already exists`,
	noProjects: "No Projects Found",
	createFirst: "Create Your First Project",
} as const;
