import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import {
	AdminStudioLogoListResponse,
	AdminStudioLogoResponse,
	STUDIO_LOGO_MAX_BYTES,
	STUDIO_LOGO_TEXT,
	STUDIO_LOGO_TYPES,
	StudioLogoOrder,
	StudioLogoSave,
} from "@core/contracts/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import type { MediaStorage } from "../media/storage";
import { acceptRawImageBodies, imageBody } from "../media/uploaded-image";
import {
	clearStudioLogoImage,
	createStudioLogo,
	deleteStudioLogo,
	listStudioLogos,
	orderStudioLogos,
	setStudioLogoImage,
	updateStudioLogo,
} from "./service";

/** The home page's studio logos for admins (issue 24): names, links, images, order. */
export const adminStudioLogosRoutes: FastifyPluginAsyncZod<{
	database: Database;
	storage: MediaStorage;
}> = async (app, { database, storage }) => {
	// Images arrive as the raw request body.
	acceptRawImageBodies(app);

	app.get(
		"/api/admin/studio-logos",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Every studio logo in its order, with or without an image, demo rows marked",
				response: { 200: AdminStudioLogoListResponse },
			},
		},
		async () => ({ logos: await listStudioLogos(database) }),
	);

	app.post(
		"/api/admin/studio-logos",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Add a studio (name and an optional http(s) link) at the end; it shows once it has an image",
				body: StudioLogoSave,
				response: { 201: AdminStudioLogoResponse },
			},
		},
		async (request, reply) =>
			reply.status(201).send({ logo: await createStudioLogo(database, request.body) }),
	);

	app.put(
		"/api/admin/studio-logos/order",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Put the studio logos in a new order: every id once, first shown first (409 if the list changed)",
				body: StudioLogoOrder,
				response: { 200: AdminStudioLogoListResponse },
			},
		},
		async (request) => ({ logos: await orderStudioLogos(database, request.body.ids) }),
	);

	app.put(
		"/api/admin/studio-logos/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Change a studio's name and link",
				params: IdParams,
				body: StudioLogoSave,
				response: { 200: AdminStudioLogoResponse },
			},
		},
		async (request) => ({ logo: await updateStudioLogo(database, request.params.id, request.body) }),
	);

	app.put(
		"/api/admin/studio-logos/:id/image",
		{
			config: { access: "admin" },
			bodyLimit: STUDIO_LOGO_MAX_BYTES,
			schema: {
				tags: ["admin"],
				summary: `Upload a studio's logo: the raw image as the body (${STUDIO_LOGO_TYPES.join(", ")}; at most ${STUDIO_LOGO_MAX_BYTES / 1024 / 1024} MB), read and re-encoded before it is kept`,
				params: IdParams,
				response: { 200: AdminStudioLogoResponse },
			},
		},
		async (request) => {
			const image = imageBody(request, STUDIO_LOGO_TYPES, STUDIO_LOGO_TEXT.wrongType);
			return { logo: await setStudioLogoImage(database, storage, request.params.id, image) };
		},
	);

	app.delete(
		"/api/admin/studio-logos/:id/image",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Remove a studio's logo image: the studio stays, off the site until a new one is uploaded",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await clearStudioLogoImage(database, storage, request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.delete(
		"/api/admin/studio-logos/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Delete a studio logo (and its image)",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await deleteStudioLogo(database, storage, request.params.id);
			return reply.status(204).send(null);
		},
	);
};
