import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";

/** Faces and people for admins (issue 9). Placeholder until its routes land. */
export const adminPeopleRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (_app, _options) => {};
