import { COMMENTS_PER_MINUTE, DECISIONS_PER_MINUTE, SENDS_PER_MINUTE } from "@core/approvals";
import {
	ActivityQuery,
	ActivityResponse,
	ApprovalsResponse,
	CommentCreate,
	CommentResponse,
	CommentsResponse,
	DecisionsUpdate,
	SendForApproval,
	SendForApprovalResponse,
} from "@core/contracts/approvals";
import { IdParams } from "@core/contracts/listings";
import { WishlistItemParams } from "@core/contracts/wishlists";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { perCallerKey, requireUserId } from "../auth/access";
import {
	addComment,
	decide,
	getApprovals,
	listComments,
	productionActivity,
	sendForApproval,
} from "./service";

const MINUTE_MS = 60_000;
const tags = ["approvals"];

/** Comments and approvals on a company's shortlists, and a production's activity feed (issue 29). */
export const approvalsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth } = services;
	const perCaller = (max: number, prefix: string) => ({
		max,
		timeWindow: MINUTE_MS,
		keyGenerator: perCallerKey(auth, prefix),
	});

	app.get(
		"/api/wishlists/:id/approvals",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary:
					"A shortlist's live photos with their approval, decider, comment count, and what the caller may do (team false for a personal list)",
				params: IdParams,
				response: { 200: ApprovalsResponse },
			},
		},
		async (request) => getApprovals(services, await requireUserId(auth, request), request.params.id),
	);

	app.get(
		"/api/wishlists/:id/items/:photoId/comments",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary: "The comments on a photo of a company shortlist, oldest first",
				params: WishlistItemParams,
				response: { 200: CommentsResponse },
			},
		},
		async (request) => ({
			comments: await listComments(
				services,
				await requireUserId(auth, request),
				request.params.id,
				request.params.photoId,
			),
		}),
	);

	app.post(
		"/api/wishlists/:id/items/:photoId/comments",
		{
			config: { access: "user", rateLimit: perCaller(COMMENTS_PER_MINUTE, "approval-comments") },
			schema: {
				tags,
				summary: "Comment on a photo of a company shortlist (roles that may shortlist)",
				params: WishlistItemParams,
				body: CommentCreate,
				response: { 201: CommentResponse },
			},
		},
		async (request, reply) =>
			reply.status(201).send({
				comment: await addComment(
					services,
					await requireUserId(auth, request),
					request.params.id,
					request.params.photoId,
					request.body,
				),
			}),
	);

	app.post(
		"/api/wishlists/:id/approvals",
		{
			config: { access: "user", rateLimit: perCaller(DECISIONS_PER_MINUTE, "approval-decisions") },
			schema: {
				tags,
				summary:
					"Approve, reject (with a note) or return to proposed up to 100 photos, all or nothing (owners and approvers); mails who proposed them",
				body: DecisionsUpdate,
				params: IdParams,
				response: { 200: ApprovalsResponse },
			},
		},
		async (request) => decide(services, await requireUserId(auth, request), request.params.id, request.body),
	);

	app.post(
		"/api/wishlists/:id/send-for-approval",
		{
			config: { access: "user", rateLimit: perCaller(SENDS_PER_MINUTE, "approval-sends") },
			schema: {
				tags,
				summary:
					"Send the proposed photos (all, or those given) for approval: mails the company's approvers and owners",
				params: IdParams,
				body: SendForApproval,
				response: { 200: SendForApprovalResponse },
			},
		},
		async (request) =>
			sendForApproval(services, await requireUserId(auth, request), request.params.id, request.body ?? {}),
	);

	app.get(
		"/api/productions/:id/activity",
		{
			config: { access: "user" },
			schema: {
				tags,
				summary: "A production's activity feed, newest first, paged by `before`",
				params: IdParams,
				querystring: ActivityQuery,
				response: { 200: ActivityResponse },
			},
		},
		async (request) =>
			productionActivity(services, await requireUserId(auth, request), request.params.id, request.query),
	);
};
