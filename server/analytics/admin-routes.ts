import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";

/** /api/admin/synonyms, /api/admin/search-analytics, /api/admin/click-analytics (filled in by issue 8). */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<AppServices> = async () => {};
