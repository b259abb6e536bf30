import {
	AdminPhotoListQuery,
	AdminPhotoListResponse,
	AdminPhotoResponse,
	PhotoMetadataUpdate,
	PhotoStatusChange,
	PhotoStatusChangeResponse,
	SuggestQuery,
	SuggestResponse,
} from "@core/contracts/catalogue";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import type { MediaStorage } from "../media/storage";
import { getAdminPhoto } from "./admin-detail";
import { updateAdminPhoto } from "./admin-edit";
import { listAdminPhotos } from "./admin-list";
import { changePhotoStatus } from "./admin-status";
import { suggestValues } from "./admin-suggest";

/** The admin photo list, editor, status changes and taxonomy suggestions (issue 9). */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{
	database: Database;
	storage: MediaStorage;
}> = async (app, { database }) => {
	app.get(
		"/api/admin/photos",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Every photo whatever its status: searched, filtered, sorted and paged, with the count of each status",
				querystring: AdminPhotoListQuery,
				response: { 200: AdminPhotoListResponse },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			return listAdminPhotos(database, request.query);
		},
	);

	app.get(
		"/api/admin/photos/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "One photo with every metadata field, its events, faces and what it lacks to go live",
				params: IdParams,
				response: { 200: AdminPhotoResponse },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			return { photo: await getAdminPhoto(database.db, request.params.id) };
		},
	);

	app.patch(
		"/api/admin/photos/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Change any of a photo's metadata fields; a live photo must stay publishable",
				params: IdParams,
				body: PhotoMetadataUpdate,
				response: { 200: AdminPhotoResponse },
			},
		},
		async (request) => ({ photo: await updateAdminPhoto(database, request.params.id, request.body) }),
	);

	app.post(
		"/api/admin/photos/status",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Move photos to a status (only live photos are public); each refused photo says why",
				body: PhotoStatusChange,
				response: { 200: PhotoStatusChangeResponse },
			},
		},
		async (request) => changePhotoStatus(database, request.body),
	);

	app.get(
		"/api/admin/taxonomy/suggest",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Values the catalogue already uses for a field, starting with the typed text first, commonest first",
				querystring: SuggestQuery,
				response: { 200: SuggestResponse },
			},
		},
		async (request) => suggestValues(database, request.query),
	);
};
