import { PhotoLicensing } from "@core/contracts/licensing";
import { PhotoIdParams } from "@core/contracts/photos";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { sessionOf } from "../auth/access";
import { photoLicensing } from "./service";

/** Issue 30: a photo's licences, prices, holds and exclusivity as the caller sees them. */
export const licensingRoutes: FastifyPluginAsyncZod<AppServices> = async (
	app,
	{ auth, config, database },
) => {
	app.get(
		"/api/photos/:id/licensing",
		{
			config: { access: "public" },
			schema: {
				tags: ["licensing"],
				summary:
					"A live photo's licence prices (background, hero, exclusive per term), holds and exclusivity as the caller sees them, and whether hero or exclusive use can be licensed now",
				params: PhotoIdParams,
				response: { 200: PhotoLicensing },
			},
		},
		async (request, reply) => {
			// Holds and exclusivity change by the minute and differ per viewer.
			reply.header("cache-control", "private, no-store");
			const session = await sessionOf(auth, request);
			return photoLicensing(
				database.db,
				request.params.id,
				session?.user.id ?? null,
				config.exclusiveMultipliers,
			);
		},
	);
};
