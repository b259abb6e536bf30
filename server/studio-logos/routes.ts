import { StudioLogosResponse } from "@core/contracts/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { cached } from "../listings/freshness";
import { publicStudioLogos } from "./service";

/**
 * One read serves every visitor for a minute; an admin's change is seen at once (any admin write
 * drops the copy, server/listings/freshness.ts). The home page carries the answer with it.
 */
const STUDIO_LOGOS_TTL_MS = 60_000;

export const studioLogosRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	const logos = cached(database, STUDIO_LOGOS_TTL_MS, () => publicStudioLogos(database));

	app.get(
		"/api/studio-logos",
		{
			config: { access: "public" },
			schema: {
				tags: ["site"],
				summary: "The studio logos of the home page's 'Trusted by leading studios' strip, in their order",
				response: { 200: StudioLogosResponse },
			},
		},
		async (_request, reply) => {
			// As the banner: the app keeps it 5 minutes itself; an HTTP cache on top would hide an
			// admin's change for longer. Revalidating costs the copy above, not a query.
			reply.header("cache-control", "no-cache");
			return { logos: await logos() };
		},
	);
};
