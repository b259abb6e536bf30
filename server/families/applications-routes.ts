import { FAMILY_PORTRAIT_MAX_BYTES } from "@core/contracts/catalogue";
import {
	AdminFamilyApplicationResponse,
	AdminFamilyApplicationsResponse,
	FamilyApplicationCreate,
	FamilyApplicationDecline,
	FamilyApplicationResponse,
} from "@core/contracts/families";
import { IdParams } from "@core/contracts/listings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { requireSession } from "../auth/access";
import {
	applyToBecomeFamily,
	decideFamilyApplication,
	listApplications,
	myApplication,
} from "./applications-service";

const MINUTE_MS = 60_000;

/** Room for the portrait as base64 (four characters per three bytes) and the text around it. */
const APPLICATION_BODY_LIMIT = Math.ceil((FAMILY_PORTRAIT_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Becoming a family by application (issue 27): the member's side and the admin's decision. */
export const familyApplicationsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, config } = services;

	app.get(
		"/api/family/application",
		{
			config: { access: "user" },
			schema: {
				tags: ["families"],
				summary:
					"The caller's latest application to become a family (null if none): status and decline reason",
				response: { 200: FamilyApplicationResponse },
			},
		},
		async (request) => {
			const session = await requireSession(auth, request);
			return { application: await myApplication(services, session.user.id) };
		},
	);

	app.post(
		"/api/family/application",
		{
			config: { access: "user", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
			bodyLimit: APPLICATION_BODY_LIMIT,
			schema: {
				tags: ["families"],
				summary:
					"Apply to become a family: storefront name, story, optional portrait (base64; checked by content). One pending application per member; 409 for a family, 403 for an admin",
				body: FamilyApplicationCreate,
				response: { 201: FamilyApplicationResponse },
			},
		},
		async (request, reply) => {
			const session = await requireSession(auth, request);
			const application = await applyToBecomeFamily(services, session, request.body);
			return reply.status(201).send({ application });
		},
	);

	app.get(
		"/api/admin/family-applications",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Applications to become a family: pending first (oldest first), then the newest decided",
				response: { 200: AdminFamilyApplicationsResponse },
			},
		},
		async () => listApplications(services),
	);

	app.post(
		"/api/admin/family-applications/:id/approve",
		{
			config: { access: "admin", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
			schema: {
				tags: ["admin"],
				summary:
					"Approve: the member becomes a family with the application's storefront (one transaction) and is mailed; 409 once decided",
				params: IdParams,
				response: { 200: AdminFamilyApplicationResponse },
			},
		},
		async (request) => {
			const session = await requireSession(auth, request);
			const application = await decideFamilyApplication(services, session.user.id, request.params.id, {
				status: "approved",
			});
			return { application };
		},
	);

	app.post(
		"/api/admin/family-applications/:id/decline",
		{
			config: { access: "admin", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
			schema: {
				tags: ["admin"],
				summary: "Decline with a reason the member is mailed; 409 once decided",
				params: IdParams,
				body: FamilyApplicationDecline,
				response: { 200: AdminFamilyApplicationResponse },
			},
		},
		async (request) => {
			const session = await requireSession(auth, request);
			const application = await decideFamilyApplication(services, session.user.id, request.params.id, {
				status: "declined",
				reason: request.body.reason,
			});
			return { application };
		},
	);
};
