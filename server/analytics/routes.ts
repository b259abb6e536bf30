import {
	PopularContentQuery,
	PopularContentResponse,
	PopularPhotosPage,
	PopularPhotosPageQuery,
	TrendingResponse,
} from "@core/contracts/analytics";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { isSignedIn } from "../auth/access";
import { popularContent, popularPhotosPage, trendingChips } from "./service";

/** Spec section 9, "Caching": popular content is fresh for 5 minutes. */
const POPULAR_CACHE = "public, max-age=300";

export const analyticsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, { auth, database }) => {
	app.get(
		"/api/popular",
		{
			config: { access: "public" },
			schema: {
				tags: ["analytics"],
				summary:
					"get_popular_by_clicks: the entities of one type (and taxonomy type) the most distinct visitors clicked, with their names",
				querystring: PopularContentQuery,
				response: { 200: PopularContentResponse },
			},
		},
		async (request, reply) => {
			const { entity_type, taxonomy_type, limit } = request.query;
			reply.header("cache-control", POPULAR_CACHE);
			return {
				items: await popularContent(database, {
					entityType: entity_type,
					taxonomyType: taxonomy_type,
					limit,
				}),
			};
		},
	);

	app.get(
		"/api/popular/photos",
		{
			config: { access: "public" },
			schema: {
				tags: ["analytics"],
				summary:
					"The live photos the most distinct visitors viewed: pages out of a pool of ten times the page size; guests see the first 24 only",
				querystring: PopularPhotosPageQuery,
				response: { 200: PopularPhotosPage },
			},
		},
		async (request, reply) => {
			const signedIn = await isSignedIn(auth, request);
			// A guest's answer differs from a member's past the first 24: never share it between them.
			reply.header("cache-control", "private, no-store");
			return popularPhotosPage(database, { ...request.query, signedIn });
		},
	);

	app.get(
		"/api/trending",
		{
			config: { access: "public" },
			schema: {
				tags: ["analytics"],
				summary:
					"The footer's Trending strip: 60% events, 40% taxonomy values, by distinct visitors, 20 chips",
				response: { 200: TrendingResponse },
			},
		},
		async (_request, reply) => {
			reply.header("cache-control", POPULAR_CACHE);
			return { chips: await trendingChips(database) };
		},
	);
};
