import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";

/** Collections for admins (issue 9). Placeholder until its routes land. */
export const adminCollectionsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
	_app,
	_options,
) => {};
