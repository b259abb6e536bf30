import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";

/** POST /api/track-events and POST /api/search-analytics: ingestion (filled in by issue 8). */
export const trackingRoutes: FastifyPluginAsyncZod<AppServices> = async () => {};
