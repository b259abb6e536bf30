import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";

/** Placeholder while issue 7 is built; replaced by its owner. */
export const deliverablesRoutes: FastifyPluginAsyncZod<AppServices> = async () => {};
