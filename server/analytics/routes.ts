import { PopularPhotosQuery, PopularPhotosResponse } from "@core/contracts/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { popularPhotos } from "./service";

export const analyticsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, { database }) => {
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
