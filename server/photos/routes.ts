import {
	PhotoCountResponse,
	PhotoIdParams,
	SimilarPhotosQuery,
	SimilarPhotosResponse,
} from "@core/contracts/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { NotFoundError } from "../errors";
import { countPhotos } from "./service";
import { similarPhotos } from "./similar";

export const photosRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
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
		async (request) => {
			const found = await similarPhotos(database, request.params.id, request.query.offset);
			if (!found) throw new NotFoundError("Photo not found");
			return found;
		},
	);
};
