import {
	AdminCompanyDetail,
	AdminCompanyListResponse,
	COMPANY_LOGO_MAX_BYTES,
	COMPANY_LOGO_TYPES,
	CompanyResponse,
} from "@core/contracts/companies";
import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import type { MediaStorage } from "../media/storage";
import { acceptRawImageBodies, imageBody } from "../media/uploaded-image";
import { adminCompanyDetail, adminListCompanies, clearCompanyLogo, setCompanyLogo } from "./admin-service";

const WRONG_TYPE = "Upload the logo as a PNG, JPEG or WebP image";

/** Every user's companies for admins (spec section 2: /admin/companies), and company logos. */
export const adminCompaniesRoutes: FastifyPluginAsyncZod<{
	database: Database;
	storage: MediaStorage;
}> = async (app, { database, storage }) => {
	// Logos arrive as the raw request body.
	acceptRawImageBodies(app);

	app.get(
		"/api/admin/companies",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Every company with its owner and the owner's projects and wishlists under it",
				response: { 200: AdminCompanyListResponse },
			},
		},
		async () => ({ companies: await adminListCompanies(database) }),
	);

	app.get(
		"/api/admin/companies/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "One company with its projects and their wishlists",
				params: IdParams,
				response: { 200: AdminCompanyDetail },
			},
		},
		async (request) => adminCompanyDetail(database, request.params.id),
	);

	app.put(
		"/api/admin/companies/:id/logo",
		{
			config: { access: "admin" },
			bodyLimit: COMPANY_LOGO_MAX_BYTES,
			schema: {
				tags: ["admin"],
				summary: `Upload a company's logo: the raw image as the body (${COMPANY_LOGO_TYPES.join(", ")}; at most ${COMPANY_LOGO_MAX_BYTES / 1024 / 1024} MB)`,
				params: IdParams,
				response: { 200: CompanyResponse },
			},
		},
		async (request) => {
			const image = imageBody(request, COMPANY_LOGO_TYPES, WRONG_TYPE);
			return { company: await setCompanyLogo(database, storage, request.params.id, image) };
		},
	);

	app.delete(
		"/api/admin/companies/:id/logo",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Remove a company's logo",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await clearCompanyLogo(database, request.params.id);
			return reply.status(204).send(null);
		},
	);
};
