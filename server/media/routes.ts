import { BackgroundImagesResponse, StudioLogosResponse } from "@core/contracts/catalogue";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listBackgrounds, listStudioLogos } from "./brand";
import type { MediaStorage } from "./storage";

export const mediaRoutes: FastifyPluginAsyncZod<{ storage: MediaStorage }> = async (app, { storage }) => {
	app.get(
		"/api/background-images",
		{
			config: { access: "public" },
			schema: {
				tags: ["media"],
				summary: "Home-page background images",
				response: { 200: BackgroundImagesResponse },
			},
		},
		async (_request, reply) => {
			reply.header("cache-control", "public, max-age=3600");
			return { images: await listBackgrounds(storage) };
		},
	);
	app.get(
		"/api/studio-logos",
		{
			config: { access: "public" },
			schema: {
				tags: ["media"],
				summary: "Logos of studios that license from us",
				response: { 200: StudioLogosResponse },
			},
		},
		async (_request, reply) => {
			reply.header("cache-control", "public, max-age=3600");
			return { logos: await listStudioLogos(storage) };
		},
	);
};
