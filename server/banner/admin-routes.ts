import {
	AdminBannerListResponse,
	AdminBannerResponse,
	BannerPreviewResponse,
	BannerSave,
} from "@core/contracts/catalogue";
import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/client";
import type { MediaStorage } from "../media/storage";
import { cleanBannerContent, createBanner, deleteBanner, listBanners, updateBanner } from "./service";

const BannerPreview = BannerSave.pick({ content: true });

/** The site banner's admin screen: banners, activation, the sanitised preview (issue 9). */
export const adminBannerRoutes: FastifyPluginAsyncZod<{ database: Database; storage: MediaStorage }> = async (
	app,
	{ database },
) => {
	app.get(
		"/api/admin/banners",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Every site banner, newest first",
				response: { 200: AdminBannerListResponse },
			},
		},
		async () => ({ banners: await listBanners(database) }),
	);

	app.post(
		"/api/admin/banners",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Add a banner (its HTML is sanitised); activating it switches the others off",
				body: BannerSave,
				response: { 201: AdminBannerResponse },
			},
		},
		async (request, reply) => reply.status(201).send({ banner: await createBanner(database, request.body) }),
	);

	app.post(
		"/api/admin/banners/preview",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "The banner's HTML as it would be saved and shown: sanitised",
				body: BannerPreview,
				response: { 200: BannerPreviewResponse },
			},
		},
		async (request) => ({ content: cleanBannerContent(request.body.content) }),
	);

	app.put(
		"/api/admin/banners/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Change a banner's HTML and whether it is the active one",
				params: IdParams,
				body: BannerSave,
				response: { 200: AdminBannerResponse },
			},
		},
		async (request) => ({ banner: await updateBanner(database, request.params.id, request.body) }),
	);

	app.delete(
		"/api/admin/banners/:id",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Delete a banner",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await deleteBanner(database, request.params.id);
			return reply.status(204).send(null);
		},
	);
};
