import { PopularPhotosQuery, PopularPhotosResponse } from "@core/contracts/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { popularPhotos } from "./service";

export const analyticsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	app.get(
		"/api/popular/photos",
		{
			config: { access: "public" },
			schema: {
				tags: ["analytics"],
				summary: "Most-clicked live photos",
				querystring: PopularPhotosQuery,
				response: { 200: PopularPhotosResponse },
			},
		},
		async (request) => ({ photos: await popularPhotos(database, request.query.limit) }),
	);
};
