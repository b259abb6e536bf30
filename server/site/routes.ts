import { SiteResponse } from "@core/contracts/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config";

/** Configuration changes only with a restart; an hour keeps a visit from asking twice. */
const SITE_CACHE = "public, max-age=3600";

/** What the layout shows on every page from configuration (issue 24): the social accounts, if any. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
	const answer: SiteResponse = { social_links: config.socialLinks };
	app.get(
		"/api/site",
		{
			config: { access: "public" },
			schema: {
				tags: ["site"],
				summary: "The site's configured social accounts (SOCIAL_*_URL); none configured, none listed",
				response: { 200: SiteResponse },
			},
		},
		async (_request, reply) => {
			reply.header("cache-control", SITE_CACHE);
			return answer;
		},
	);
};
