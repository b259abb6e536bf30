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

/** The caller's production companies; every statement is limited to rows they created. */
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
				summary: "The caller's companies, by name",
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
					"Find or create a company: a name the caller has in any case is found (200), else created (201)",
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
				summary: "Rename a company; the caller's projects naming it follow",
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
				summary: "Delete a company no project of the caller names any more",
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
