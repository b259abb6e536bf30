import {
	PhotoClickQueue,
	PhotoCountResponse,
	PhotoDetail,
	PhotoFlags,
	PhotoFlagsUpdate,
	PhotoIdParams,
	PhotoInsights,
	PhotoRefParams,
	SimilarPeopleQuery,
	SimilarPeopleResponse,
	SimilarPhotosQuery,
	SimilarPhotosResponse,
} from "@core/contracts/photos";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isAdmin, requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import { photoInsights } from "./admin";
import { photoDetail, similarPeople } from "./detail";
import { unprocessedClicks, updatePhotoFlags } from "./queries";
import { countPhotos } from "./service";
import { similarPhotos } from "./similar";

/** A photo the caller may not see is as absent as one that does not exist. */
function photoOr404<T>(found: T | null): T {
	if (!found) throw new NotFoundError("Photo not found");
	return found;
}

export const photosRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/photos/count",
		{
			config: { access: "public" },
			schema: { tags: ["photos"], summary: "Number of live photos", response: { 200: PhotoCountResponse } },
		},
		async (_request, reply) => {
			reply.header("cache-control", "public, max-age=300");
			return { count: await countPhotos(database, { liveOnly: true }) };
		},
	);

	app.get(
		"/api/photos/:id/similar",
		{
			config: { access: "user" },
			schema: {
				tags: ["photos"],
				summary: "Similar photos: shared tags, synonym groups and metadata, scored; pages of 24, 72 at most",
				params: PhotoIdParams,
				querystring: SimilarPhotosQuery,
				response: { 200: SimilarPhotosResponse },
			},
		},
		async (request) => photoOr404(await similarPhotos(database, request.params.id, request.query.offset)),
	);

	app.get(
		"/api/photos/:id/similar-people",
		{
			config: { access: "user" },
			schema: {
				tags: ["photos"],
				summary:
					"Photos showing this photo's people (aliases followed), most shared people first; pages of 24",
				params: PhotoIdParams,
				querystring: SimilarPeopleQuery,
				response: { 200: SimilarPeopleResponse },
			},
		},
		async (request) => photoOr404(await similarPeople(database, request.params.id, request.query.offset)),
	);

	app.get(
		"/api/photos/:ref",
		{
			config: { access: "user" },
			schema: {
				tags: ["photos"],
				summary: "A photo's page (photos_details), by its number or uuid; admins also see photos not live",
				params: PhotoRefParams,
				response: { 200: PhotoDetail },
			},
		},
		async (request) => {
			const admin = isAdmin(await requireSession(auth, request));
			return photoOr404(await photoDetail(database, request.params.ref, admin));
		},
	);

	// The photo page's Admin tab (spec section 2): admins only, checked by the access hook.
	app.get(
		"/api/admin/photos/:id/insights",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "A photo's clicks, click queue, sales and issue flags",
				params: PhotoIdParams,
				response: { 200: PhotoInsights },
			},
		},
		async (request) => photoOr404(await photoInsights(database, request.params.id)),
	);

	app.get(
		"/api/admin/photos/:id/click-queue",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Click events on a photo not yet counted (polled every 5 s)",
				params: PhotoIdParams,
				response: { 200: PhotoClickQueue },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			return { unprocessed_clicks: await unprocessedClicks(database, request.params.id) };
		},
	);

	app.patch(
		"/api/admin/photos/:id/flags",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Set a photo's issue flags (photoshop, info_missing, missing_faces)",
				params: PhotoIdParams,
				body: PhotoFlagsUpdate,
				response: { 200: PhotoFlags },
			},
		},
		async (request) => photoOr404(await updatePhotoFlags(database, request.params.id, request.body)),
	);
};
