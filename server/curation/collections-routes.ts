import {
	AdminCollectionDetail,
	AdminCollectionListQuery,
	AdminCollectionListResponse,
	AdminCollectionResponse,
	CollectionCreate,
	CollectionPhotosSet,
	CollectionUpdate,
} from "@core/contracts/curation";
import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUserId } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import {
	collectionDetail,
	createCollection,
	deleteCollection,
	listCollections,
	setCollectionPhotos,
	updateCollection,
} from "./collections-service";

/**
 * Collections for admins (issue 9): curated, ordered sets of photos with a cover, published to
 * /collections. `auth` names the admin who makes one.
 */
export const adminCollectionsRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/admin/collections",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Every collection, published or not, the last changed first, with counts and a cover",
				querystring: AdminCollectionListQuery,
				response: { 200: AdminCollectionListResponse },
			},
		},
		async (request) => listCollections(database, request.query),
	);

	app.post(
		"/api/admin/collections",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Start a collection (empty and unpublished)",
				body: CollectionCreate,
				response: { 201: AdminCollectionResponse },
			},
		},
		async (request, reply) => {
			const createdBy = await requireUserId(auth, request);
			const collection = await createCollection(database, request.body, createdBy);
			return reply.status(201).send({ collection });
		},
	);

	app.get(
		"/api/admin/collections/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "One collection with its photos in order",
				params: IdParams,
				response: { 200: AdminCollectionDetail },
			},
		},
		async (request) => collectionDetail(database, request.params.id),
	);

	app.patch(
		"/api/admin/collections/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Change a collection's title, description, cover (one of its photos) or publication (422 without a live photo)",
				params: IdParams,
				body: CollectionUpdate,
				response: { 200: AdminCollectionDetail },
			},
		},
		async (request) => updateCollection(database, request.params.id, request.body),
	);

	app.delete(
		"/api/admin/collections/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Delete a collection (its photos stay)",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await deleteCollection(database, request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.put(
		"/api/admin/collections/:id/photos",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Set a collection's photos, in order: the whole list at once (a removed cover is cleared)",
				params: IdParams,
				body: CollectionPhotosSet,
				response: { 200: AdminCollectionDetail },
			},
		},
		async (request) => setCollectionPhotos(database, request.params.id, request.body.photo_ids),
	);
};
