import { PhotoCountResponse } from "@core/contracts/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { countPhotos } from "./service";

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
};
