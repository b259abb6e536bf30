import {
	CompanyCreate,
	CompanyListResponse,
	CompanyResponse,
	CompanySaveResponse,
	CompanyUpdate,
} from "@core/contracts/companies";
import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { deleteCompany, listCompanies, renameCompany, saveCompany } from "./service";

/**
 * The caller's production companies: the ones they are a member of (issue 29). Renaming and
 * deleting are for owners; the workspace's own routes are in team-routes.ts.
 */
export const companiesRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/companies",
		{
			config: { access: "user" },
			schema: {
				tags: ["companies"],
				summary: "The companies the caller is a member of, with their role, by name",
				response: { 200: CompanyListResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { companies: await listCompanies(database, user.id) };
		},
	);

	app.post(
		"/api/companies",
		{
			config: { access: "user" },
			schema: {
				tags: ["companies"],
				summary:
					"Find or create a company: one of the caller's companies of that name in any case is found (200), else created with the caller as its owner (201)",
				body: CompanyCreate,
				response: { 200: CompanySaveResponse, 201: CompanySaveResponse },
			},
		},
		async (request, reply) => {
			const { user } = await requireSession(auth, request);
			const saved = await saveCompany(database, user.id, request.body.name);
			return reply.status(saved.created ? 201 : 200).send(saved);
		},
	);

	app.patch(
		"/api/companies/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["companies"],
				summary: "Rename a company (owners); its productions follow",
				params: IdParams,
				body: CompanyUpdate,
				response: { 200: CompanyResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { company: await renameCompany(database, user.id, request.params.id, request.body.name) };
		},
	);

	app.delete(
		"/api/companies/:id",
		{
			config: { access: "user" },
			schema: {
				tags: ["companies"],
				summary: "Delete a company (owners) that has no production any more",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			const { user } = await requireSession(auth, request);
			await deleteCompany(database, user.id, request.params.id);
			return reply.status(204).send(null);
		},
	);
};
