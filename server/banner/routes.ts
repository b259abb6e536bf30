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
				summary: "The active site banner, if any",
				response: { 200: BannerResponse },
			},
		},
		async () => ({ banner: await activeBanner(database) }),
	);
};
