import {
	AdminFamilyDetail,
	AdminFamilyListQuery,
	AdminFamilyListResponse,
	AdminFamilyResponse,
	FAMILY_PORTRAIT_MAX_BYTES,
	FAMILY_PORTRAIT_TYPES,
	FamilyCreate,
	FamilyUpdate,
} from "@core/contracts/catalogue";
import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import type { MediaStorage } from "../media/storage";
import { acceptRawImageBodies, imageBody } from "../media/uploaded-image";
import { clearFamilyPortrait, setFamilyPortrait } from "./portrait";
import { createFamily, familyDetail, listFamilies, updateFamily } from "./service";

export const PORTRAIT_WRONG_TYPE = "Upload the portrait as a PNG, JPEG or WebP image";

/** Families (photo owners with a storefront) for admins (issue 9). */
export const adminFamiliesRoutes: FastifyPluginAsyncZod<{
	database: Database;
	storage: MediaStorage;
}> = async (app, { database, storage }) => {
	// Portraits arrive as the raw request body.
	acceptRawImageBodies(app);

	app.get(
		"/api/admin/families",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Families (users with a storefront or photos) with their photo and sales counts",
				querystring: AdminFamilyListQuery,
				response: { 200: AdminFamilyListResponse },
			},
		},
		async (request) => listFamilies(database, request.query),
	);

	app.post(
		"/api/admin/families",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Add a family account with its storefront (the family signs in by email link)",
				body: FamilyCreate,
				response: { 201: AdminFamilyResponse },
			},
		},
		async (request, reply) => reply.status(201).send({ family: await createFamily(database, request.body) }),
	);

	app.get(
		"/api/admin/families/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "One family: its counts, its photos per status and its newest 50 sales",
				params: IdParams,
				response: { 200: AdminFamilyDetail },
			},
		},
		async (request) => familyDetail(database, request.params.id),
	);

	app.patch(
		"/api/admin/families/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Change a family's storefront name, bio, location or first name",
				params: IdParams,
				body: FamilyUpdate,
				response: { 200: AdminFamilyResponse },
			},
		},
		async (request) => ({ family: await updateFamily(database, request.params.id, request.body) }),
	);

	app.put(
		"/api/admin/families/:id/portrait",
		{
			config: { access: "admin" },
			bodyLimit: FAMILY_PORTRAIT_MAX_BYTES,
			schema: {
				tags: ["admin"],
				summary: `Upload a family's portrait: the raw image as the body (${FAMILY_PORTRAIT_TYPES.join(", ")}; at most ${FAMILY_PORTRAIT_MAX_BYTES / 1024 / 1024} MB)`,
				params: IdParams,
				response: { 200: AdminFamilyResponse },
			},
		},
		async (request) => {
			const image = imageBody(request, FAMILY_PORTRAIT_TYPES, PORTRAIT_WRONG_TYPE);
			return { family: await setFamilyPortrait(database, storage, request.params.id, image) };
		},
	);

	app.delete(
		"/api/admin/families/:id/portrait",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Remove a family's portrait",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await clearFamilyPortrait(database, request.params.id);
			return reply.status(204).send(null);
		},
	);
};
