import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import {
	CompanySettingsResponse,
	CompanySettingsUpdate,
	CompanyWorkspace,
	InvitationAcceptResponse,
	InvitationCreate,
	InvitationParams,
	InvitationPreviewResponse,
	InvitationResponse,
	InvitationTokenParams,
	MemberNotificationsResponse,
	MemberNotificationsUpdate,
	MemberParams,
	MemberResponse,
	MemberUpdate,
} from "@core/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { perCallerKey, requireSession } from "../auth/access";
import { acceptInvitation, inviteMember, previewInvitation, withdrawInvitation } from "./invitations-service";
import {
	changeMemberRole,
	changeNotifications,
	changeSettings,
	companyWorkspace,
	removeMember,
} from "./members-service";

const MINUTE_MS = 60_000;
/** Invitations send mail: an owner may send this many a minute, from any device. */
export const INVITATIONS_PER_MINUTE = 20;

const tags = ["companies"];

/**
 * A company workspace (issue 29): its page's data, members and roles, invitations by email and
 * the links that join it, settings and each member's notification switches. A non-member gets
 * 404 as for a missing company, a member whose role does not allow it 403 (access.ts).
 */
export const companyTeamRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, config, database } = services;

	app.get(
		"/api/companies/:id",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary:
					"The workspace: the company with the caller's role, members, invitations (owners), productions, settings and the caller's notifications",
				params: IdParams,
				response: { 200: CompanyWorkspace },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return companyWorkspace(database, user.id, request.params.id);
		},
	);

	app.post(
		"/api/companies/:id/invitations",
		{
			config: {
				access: "user",
				rateLimit: {
					max: INVITATIONS_PER_MINUTE,
					timeWindow: MINUTE_MS,
					keyGenerator: perCallerKey(auth, "company-invitations"),
				},
			},
			schema: {
				tags,
				summary:
					"Invite an email with a role (owners): mails a link good once for INVITATION_DAYS; a pending invitation to the same email is withdrawn",
				params: IdParams,
				body: InvitationCreate,
				response: { 201: InvitationResponse },
			},
		},
		async (request, reply) => {
			const session = await requireSession(auth, request);
			const invitation = await inviteMember(services, session, request.params.id, request.body);
			return reply.status(201).send({ invitation });
		},
	);

	app.delete(
		"/api/companies/:id/invitations/:invitationId",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary: "Withdraw an invitation not yet accepted (owners)",
				params: InvitationParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			const { user } = await requireSession(auth, request);
			await withdrawInvitation(services, user.id, request.params.id, request.params.invitationId);
			return reply.status(204).send(null);
		},
	);

	app.patch(
		"/api/companies/:id/members/:userId",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary: "Change a member's role (owners); the last owner stays one (409)",
				params: MemberParams,
				body: MemberUpdate,
				response: { 200: MemberResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			const { id, userId } = request.params;
			return { member: await changeMemberRole(database, user.id, id, userId, request.body.role) };
		},
	);

	app.delete(
		"/api/companies/:id/members/:userId",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary:
					"Remove a member (owners) or leave (oneself); the last owner can do neither (409). What they made stays with the company",
				params: MemberParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			const { user } = await requireSession(auth, request);
			await removeMember(database, user.id, request.params.id, request.params.userId);
			return reply.status(204).send(null);
		},
	);

	app.patch(
		"/api/companies/:id/settings",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary:
					"Change the company's settings (owners): approvals at checkout, mandatory references, billing",
				params: IdParams,
				body: CompanySettingsUpdate,
				response: { 200: CompanySettingsResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return { settings: await changeSettings(database, user.id, request.params.id, request.body) };
		},
	);

	app.patch(
		"/api/companies/:id/notifications",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary: "Turn the caller's own approval mails for the company on or off (any member)",
				params: IdParams,
				body: MemberNotificationsUpdate,
				response: { 200: MemberNotificationsResponse },
			},
		},
		async (request) => {
			const { user } = await requireSession(auth, request);
			return {
				notifications: await changeNotifications(database, user.id, request.params.id, request.body),
			};
		},
	);

	app.get(
		"/api/invitations/:token",
		{
			config: { access: "public", rateLimit: { max: config.authRateLimit * 10, timeWindow: MINUTE_MS } },
			schema: {
				tags,
				summary:
					"What an invitation link offers, to whoever holds it: company, role, email, inviter, state (pending, accepted, expired, revoked)",
				params: InvitationTokenParams,
				response: { 200: InvitationPreviewResponse },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			return { invitation: await previewInvitation(services, request.params.token) };
		},
	);

	app.post(
		"/api/invitations/:token/accept",
		{
			config: { access: "user", rateLimit: { max: config.authRateLimit, timeWindow: MINUTE_MS } },
			schema: {
				tags,
				summary:
					"Accept an invitation: the signed-in account with the invited email joins with its role; 410 when withdrawn, used or expired, 403 for another email",
				params: InvitationTokenParams,
				response: { 200: InvitationAcceptResponse },
			},
		},
		async (request) => {
			const session = await requireSession(auth, request);
			return { company: await acceptInvitation(services, session, request.params.token) };
		},
	);
};
