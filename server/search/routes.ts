import { SearchParams, SearchResponse } from "@core/contracts/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isSignedIn } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { searchPhotos } from "./service";

export const searchRoutes: FastifyPluginAsyncZod<{ auth: Auth; database: Database }> = async (
	app,
	{ auth, database },
) => {
	app.get(
		"/api/search",
		{
			config: { access: "public" },
			schema: {
				tags: ["search"],
				summary: "search_photos_v2: live photos by text, filters and sort; guests get the first 24 only",
				querystring: SearchParams,
				response: { 200: SearchResponse },
			},
		},
		async (request, reply) => {
			const signedIn = await isSignedIn(auth, request);
			// What a guest may see differs from a member's: never share the answer between them.
			reply.header("cache-control", "private, no-store");
			return searchPhotos(database, { ...request.query, signedIn });
		},
	);
};
