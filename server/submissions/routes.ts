import { NoContent } from "@core/contracts/errors";
import { IdParams } from "@core/contracts/listings";
import {
	FAMILY_PHOTO_EDITS_PER_MINUTE,
	FAMILY_PHOTO_LIST_PER_MINUTE,
	FamilyBulkUpdate,
	FamilyBulkUpdateResponse,
	FamilyPhotoListQuery,
	FamilyPhotoListResponse,
	FamilyPhotoResponse,
	FamilyPhotoUpdate,
	familyApiPaths,
	SubmissionCreate,
	SubmissionResponse,
	TagSuggestQuery,
	TagSuggestResponse,
	WithdrawMany,
	WithdrawResponse,
} from "@core/contracts/submissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { perCallerKey, requireUserId } from "../auth/access";
import type { Auth } from "../auth/auth";
import { familyTagSuggestions } from "../catalogue/admin-suggest";
import type { Database } from "../db/client";
import type { MediaStorage } from "../media/storage";
import {
	deleteDraft,
	describeFamilyPhoto,
	describeInBulk,
	getFamilyPhoto,
	listFamilyPhotos,
	resubmitPhoto,
	submitPhotos,
	withdrawPhotos,
} from "./service";

const MINUTE_MS = 60_000;
/** Writes that lock many rows (bulk edits, submissions, withdrawals, deletions), per caller address. */
const WRITE_LIMIT = { max: 60, timeWindow: MINUTE_MS };
/** The tag suggestions follow typing, a request every few keystrokes. */
const SUGGEST_LIMIT = { max: 240, timeWindow: MINUTE_MS };
const TAG_SUGGESTIONS = 12;

/**
 * A family's own photos (issue 27): list, describe (one or many), submit for review, send a
 * photo back again, withdraw from sale, delete a draft, and tag suggestions while typing. Every
 * route is the family's only; another family's photo answers 404.
 */
export const submissionsRoutes: FastifyPluginAsyncZod<{
	auth: Auth;
	database: Database;
	storage: MediaStorage;
}> = async (app, { auth, database, storage }) => {
	app.get(
		familyApiPaths.photos,
		{
			config: {
				access: "family",
				// Per family: a page compares each of its photos with every photo for near-duplicates.
				rateLimit: {
					max: FAMILY_PHOTO_LIST_PER_MINUTE,
					timeWindow: MINUTE_MS,
					keyGenerator: perCallerKey(auth, "family-photos"),
				},
			},
			schema: {
				tags: ["family"],
				summary:
					"The caller's photos, newest first, 48 a page, with their latest review and near-duplicates, and the count per status",
				querystring: FamilyPhotoListQuery,
				response: { 200: FamilyPhotoListResponse },
			},
		},
		async (request) => listFamilyPhotos(database, await requireUserId(auth, request), request.query),
	);

	app.patch(
		familyApiPaths.photos,
		{
			config: { access: "family", rateLimit: WRITE_LIMIT },
			schema: {
				tags: ["family"],
				summary:
					"Set the decade, place or tags of many of the caller's drafts at once: all or none (404 if any is not theirs)",
				body: FamilyBulkUpdate,
				response: { 200: FamilyBulkUpdateResponse },
			},
		},
		async (request) => ({
			updated: await describeInBulk(database, await requireUserId(auth, request), request.body),
		}),
	);

	app.post(
		familyApiPaths.withdrawMany,
		{
			config: { access: "family", rateLimit: WRITE_LIMIT },
			schema: {
				tags: ["family"],
				summary: "Withdraw photos of the caller's from sale, all or none; licences sold stay valid",
				body: WithdrawMany,
				response: { 200: WithdrawResponse },
			},
		},
		async (request) => {
			const withdrawn = await withdrawPhotos(database, await requireUserId(auth, request), request.body.ids);
			return { withdrawn };
		},
	);

	app.get(
		"/api/family/photos/:id",
		{
			config: { access: "family" },
			schema: {
				tags: ["family"],
				summary: "One of the caller's photos in full",
				params: IdParams,
				response: { 200: FamilyPhotoResponse },
			},
		},
		async (request) => ({
			photo: await getFamilyPhoto(database.db, await requireUserId(auth, request), request.params.id),
		}),
	);

	app.patch(
		"/api/family/photos/:id",
		{
			config: {
				access: "family",
				// Per family: each change makes the next tag suggestion count every photo's tags again.
				rateLimit: {
					max: FAMILY_PHOTO_EDITS_PER_MINUTE,
					timeWindow: MINUTE_MS,
					keyGenerator: perCallerKey(auth, "family-photo-edits"),
				},
			},
			schema: {
				tags: ["family"],
				summary:
					"Describe one of the caller's drafts (title, description, decade or date, place, events, tags, people count); 409 once in review or live",
				params: IdParams,
				body: FamilyPhotoUpdate,
				response: { 200: FamilyPhotoResponse },
			},
		},
		async (request) => ({
			photo: await describeFamilyPhoto(
				database,
				await requireUserId(auth, request),
				request.params.id,
				request.body,
			),
		}),
	);

	app.delete(
		"/api/family/photos/:id",
		{
			config: { access: "family", rateLimit: WRITE_LIMIT },
			schema: {
				tags: ["family"],
				summary: "Delete one of the caller's drafts with its files (never one that was licensed)",
				params: IdParams,
				response: { 204: NoContent },
			},
		},
		async (request, reply) => {
			await deleteDraft(database, storage, await requireUserId(auth, request), request.params.id);
			return reply.status(204).send(null);
		},
	);

	app.post(
		"/api/family/photos/:id/resubmit",
		{
			config: { access: "family", rateLimit: WRITE_LIMIT },
			schema: {
				tags: ["family"],
				summary: "Send a photo a reviewer sent back again, into the same submission",
				params: IdParams,
				response: { 200: FamilyPhotoResponse },
			},
		},
		async (request) => ({
			photo: await resubmitPhoto(database, await requireUserId(auth, request), request.params.id),
		}),
	);

	app.post(
		"/api/family/photos/:id/withdraw",
		{
			config: { access: "family", rateLimit: WRITE_LIMIT },
			schema: {
				tags: ["family"],
				summary: "Withdraw one of the caller's photos from sale; licences sold stay valid",
				params: IdParams,
				response: { 200: FamilyPhotoResponse },
			},
		},
		async (request) => {
			const familyId = await requireUserId(auth, request);
			await withdrawPhotos(database, familyId, [request.params.id]);
			return { photo: await getFamilyPhoto(database.db, familyId, request.params.id) };
		},
	);

	app.post(
		familyApiPaths.submissions,
		{
			config: { access: "family", rateLimit: WRITE_LIMIT },
			schema: {
				tags: ["family"],
				summary:
					"Send the caller's drafts for review, all or none (422 lists each photo that cannot go and why)",
				body: SubmissionCreate,
				response: { 201: SubmissionResponse },
			},
		},
		async (request, reply) => {
			const sent = await submitPhotos(database, await requireUserId(auth, request), request.body.photo_ids);
			return reply.status(201).send(sent);
		},
	);

	app.get(
		familyApiPaths.tagSuggest,
		{
			config: { access: "family", rateLimit: SUGGEST_LIMIT },
			schema: {
				tags: ["family"],
				summary:
					"Tags for the typed text (the vocabulary, live photos' tags, the family's own; never another family's unpublished ones), those starting with it first",
				querystring: TagSuggestQuery,
				response: { 200: TagSuggestResponse },
			},
		},
		async (request) => {
			// The vocabulary, live photos' tags and the family's own: never another family's drafts.
			const { values } = await familyTagSuggestions(database, await requireUserId(auth, request), {
				q: request.query.q,
				limit: TAG_SUGGESTIONS,
			});
			return { tags: values.map((suggestion) => suggestion.value) };
		},
	);
};
