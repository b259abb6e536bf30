import {
	AdminFamilyInvitationResponse,
	AdminFamilyInvitationsResponse,
	FamilyInvitationAccept,
	FamilyInvitationAccepted,
	FamilyInvitationCreate,
	FamilyInvitationView,
	InvitationTokenParams,
} from "@core/contracts/families";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { requireSession } from "../auth/access";
import { acceptInvitation, inviteFamily, listInvitations, viewInvitation } from "./invitations-service";

const MINUTE_MS = 60_000;

/** Becoming a family by an admin's invitation (issue 27). */
export const familyInvitationsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, config } = services;

	app.post(
		"/api/admin/family-invitations",
		{
			config: { access: "admin", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
			schema: {
				tags: ["admin"],
				summary:
					"Invite a family by email: the mail's link (good once, for FAMILY_INVITATION_DAYS) makes its account a family",
				body: FamilyInvitationCreate,
				response: { 201: AdminFamilyInvitationResponse },
			},
		},
		async (request, reply) => {
			const session = await requireSession(auth, request);
			const invitation = await inviteFamily(services, session, request.body);
			return reply.status(201).send({ invitation });
		},
	);

	app.get(
		"/api/admin/family-invitations",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "The newest 100 invitations, accepted or not",
				response: { 200: AdminFamilyInvitationsResponse },
			},
		},
		async () => ({ invitations: await listInvitations(services) }),
	);

	app.get(
		"/api/family/invitations/:token",
		{
			config: { access: "public", rateLimit: { max: config.authRateLimit * 10, timeWindow: MINUTE_MS } },
			schema: {
				tags: ["families"],
				summary:
					"What an invitation link offers: the storefront, the invited address masked, valid, expired or used",
				params: InvitationTokenParams,
				response: { 200: FamilyInvitationView },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			return viewInvitation(services, request.params.token);
		},
	);

	app.post(
		"/api/family/invitations/accept",
		{
			config: { access: "user", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
			schema: {
				tags: ["families"],
				summary:
					"Accept an invitation: the signed-in account (with the invited address) becomes a family; 410 when used or expired",
				body: FamilyInvitationAccept,
				response: { 200: FamilyInvitationAccepted },
			},
		},
		async (request) => {
			const session = await requireSession(auth, request);
			return acceptInvitation(services, session, request.body.token);
		},
	);
};
