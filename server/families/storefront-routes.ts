import { FAMILY_PORTRAIT_MAX_BYTES, FAMILY_PORTRAIT_TYPES } from "@core/contracts/catalogue";
import { NoContent } from "@core/contracts/errors";
import {
	FamilyStorefrontResponse,
	FamilyStorefrontUpdate,
	STOREFRONT_CHANGES_PER_MINUTE,
	StorefrontClosed,
} from "@core/contracts/families";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { perCallerKey, requireUserId } from "../auth/access";
import { acceptRawImageBodies, imageBody } from "../media/uploaded-image";
import { PORTRAIT_WRONG_TYPE } from "./admin-routes";
import {
	clearStorefrontPortrait,
	closeStorefront,
	getOwnStorefront,
	setStorefrontPortrait,
	updateStorefront,
} from "./storefront-service";

const MINUTE_MS = 60_000;

/** A family's own storefront and mail settings (issue 27); every row is the caller's own. */
export const familyStorefrontRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, config } = services;
	// The portrait arrives as the raw request body.
	acceptRawImageBodies(app);

	app.get(
		"/api/family/storefront",
		{
			config: { access: "family" },
			schema: {
				tags: ["families"],
				summary: "The family's storefront: name, story, location, portrait, mail settings, closed or not",
				response: { 200: FamilyStorefrontResponse },
			},
		},
		async (request) => ({
			storefront: await getOwnStorefront(services, await requireUserId(auth, request)),
		}),
	);

	app.patch(
		"/api/family/storefront",
		{
			config: {
				access: "family",
				// Per family: each change reloads the public listings' caches.
				rateLimit: {
					max: STOREFRONT_CHANGES_PER_MINUTE,
					timeWindow: MINUTE_MS,
					keyGenerator: perCallerKey(auth, "storefront-changes"),
				},
			},
			schema: {
				tags: ["families"],
				summary:
					"Change the storefront's name, story or location, or turn a mail on or off (only the fields sent)",
				body: FamilyStorefrontUpdate,
				response: { 200: FamilyStorefrontResponse },
			},
		},
		async (request) => ({
			storefront: await updateStorefront(services, await requireUserId(auth, request), request.body),
		}),
	);

	app.put(
		"/api/family/storefront/portrait",
		{
			config: { access: "family", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
			bodyLimit: FAMILY_PORTRAIT_MAX_BYTES,
			schema: {
				tags: ["families"],
				summary: `The storefront's portrait: the raw image as the body (${FAMILY_PORTRAIT_TYPES.join(", ")}; at most ${FAMILY_PORTRAIT_MAX_BYTES / 1024 / 1024} MB; checked by content)`,
				response: { 200: FamilyStorefrontResponse },
			},
		},
		async (request) => {
			const userId = await requireUserId(auth, request);
			const image = imageBody(request, FAMILY_PORTRAIT_TYPES, PORTRAIT_WRONG_TYPE);
			return { storefront: await setStorefrontPortrait(services, userId, image) };
		},
	);

	app.delete(
		"/api/family/storefront/portrait",
		{
			config: { access: "family" },
			schema: {
				tags: ["families"],
				summary: "Remove the storefront's portrait",
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await clearStorefrontPortrait(services, await requireUserId(auth, request));
			return reply.status(204).send(null);
		},
	);

	app.post(
		"/api/family/storefront/close",
		{
			config: { access: "family", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
			schema: {
				tags: ["families"],
				summary:
					"Close the storefront: every photo is withdrawn from sale at once (licences sold stay valid); 409 when already closed",
				response: { 200: StorefrontClosed },
			},
		},
		async (request) => closeStorefront(services, await requireUserId(auth, request)),
	);
};
