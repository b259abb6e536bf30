import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import {
	ProjectCreate,
	ProjectListResponse,
	ProjectResponse,
	ProjectSaveResponse,
	ProjectUpdate,
} from "@core/contracts/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import {
	deleteProject,
	listProjects,
	projectNotFound,
	saveProject,
	touchProject,
	updateProject,
} from "./service";

/** The caller's projects (productions); every statement is limited to their own rows. */
export const projectsRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/projects",
		{
			config: { access: "user" },
			schema: {
				tags: ["projects"],
				summary: "The caller's projects, by name",
				response: { 200: ProjectListResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { projects: await listProjects(database, user.id) };
		},
	);

	app.post(
		"/api/projects",
		{
			config: { access: "user" },
			schema: {
				tags: ["projects"],
				summary:
					"Find or create a project by name and company (200 found, 201 created); the company is found or created too",
				body: ProjectCreate,
				response: { 200: ProjectSaveResponse, 201: ProjectSaveResponse },
			},
		},
		async (request, reply) => {
			const { user } = await requireSession(auth, request);
			const saved = await saveProject(database, user.id, request.body);
			return reply.status(saved.created ? 201 : 200).send(saved);
		},
	);

	app.patch(
		"/api/projects/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["projects"],
				summary: "Rename a project or change its company",
				params: IdParams,
				body: ProjectUpdate,
				response: { 200: ProjectResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { project: await updateProject(database, user.id, request.params.id, request.body) };
		},
	);

	app.delete(
		"/api/projects/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["projects"],
				summary: "Delete a project; its wishlists stay, without a project",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			const { user } = await requireSession(auth, request);
			await deleteProject(database, user.id, request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.post(
		"/api/projects/:id/use",
		{
			config: { access: "user" },
			schema: {
				tags: ["projects"],
				summary: "Stamp a project as just used (the picker selects the latest on sign-in)",
				params: IdParams,
				response: { 200: ProjectResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			const project = await touchProject(database.db, user.id, request.params.id);
			if (!project) throw projectNotFound();
			return { project };
		},
	);
};
