import { BackgroundImagesResponse } from "@core/contracts/photos";
import { IMAGE_VARIANTS, type ImageVariantFolder } from "@core/responsive-images";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NotFoundError } from "../errors";
import { listBackgrounds } from "./brand";
import { IMMUTABLE, type MediaStorage } from "./storage";
import { imageVariant } from "./variants";

/** Files whose name never gets other content: browsers keep them a year without asking again. */
export { IMMUTABLE };

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
	// The smaller twins of the thumbnails, made on first request (server/media/variants.ts). These
	// routes are more specific than the /media/* files, so they answer for their folders.
	for (const folder of Object.keys(IMAGE_VARIANTS) as ImageVariantFolder[]) {
		app.get(
			`/media/${folder}/:name`,
			{
				config: { access: "public" },
				schema: {
					tags: ["media"],
					summary: `A smaller twin of a photo derivative (${folder}), made on first request`,
					params: z.object({ name: z.string().max(200) }),
				},
			},
			async (request, reply) => {
				const data = await imageVariant(storage, folder, request.params.name);
				if (!data) throw new NotFoundError(`No such media file: /media/${folder}/${request.params.name}`);
				return reply.type("image/webp").header("cache-control", IMMUTABLE).send(data);
			},
		);
	}
};
