import { BannerResponse } from "@core/contracts/banner";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import { activeBanner } from "./service";

export const bannerRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	app.get(
		"/api/banner",
		{
			config: { access: "public" },
			schema: {
				tags: ["banner"],
				summary: "The active site banner, if any (its HTML sanitised)",
				response: { 200: BannerResponse },
			},
		},
		async (_request, reply) => {
			// The app already keeps the banner 5 minutes in its own query cache (spec section 9);
			// an HTTP cache on top would stack a second delay, so a banner an admin just switched
			// on (or off) could stay hidden (or shown) after a reload. Revalidating every time
			// costs one indexed single-row read.
			reply.header("cache-control", "no-cache");
			return { banner: await activeBanner(database) };
		},
	);
};
