import {
	PhotoCountResponse,
	PhotoDetail,
	PhotoIdParams,
	PhotoRefParams,
	SimilarPeopleQuery,
	SimilarPeopleResponse,
	SimilarPhotosQuery,
	SimilarPhotosResponse,
} from "@core/contracts/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isAdmin, requireSession } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import { photoDetail, similarPeople } from "./detail";
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
};
