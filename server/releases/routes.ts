import { LEDGER_DOCUMENT_MAX_BYTES, RightsSave } from "@core/contracts/clearance";
import { IdParams } from "@core/contracts/listings";
import {
	FamilyFaceCreate,
	FamilyFaceDeleted,
	FamilyFacePhotosQuery,
	FamilyFacePhotosResponse,
	FamilyFaceResponse,
	FamilyFaceUpdate,
	FamilyPersonCreate,
	FamilyPersonResponse,
	FamilyPersonsResponse,
	FamilyPersonUpdate,
	FamilyPhotoFacesResponse,
	FamilyReleaseResponse,
	FamilyRightsResponse,
	OnlineReleaseSign,
	PaperReleaseUpload,
	PublicReleaseRequest,
	ReleaseLinkSign,
	ReleaseRequestCreate,
	ReleaseRequestResponse,
	ReleaseTokenParams,
	SignedReleaseResponse,
} from "@core/contracts/releases";
import { RELEASE_REQUESTS_PER_HOUR, RELEASE_SIGNS_PER_HOUR } from "@core/releases";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppServices } from "../app-services";
import { perCallerKey, requireSession } from "../auth/access";
import {
	addFace,
	addPerson,
	changeFace,
	changePerson,
	getRights,
	listFacePhotos,
	listPersons,
	photoFaces,
	removeFace,
	stateRights,
	uploadPaperRelease,
} from "./service";
import { releaseRequestPage, requestRelease, signByLink, signForSelf } from "./signing-service";

const HOUR_MS = 60 * 60_000;
/** A JSON body carrying a document as base64: a third larger than the file, and the fields beside it. */
const DOCUMENT_BODY_LIMIT = Math.ceil((LEDGER_DOCUMENT_MAX_BYTES * 4) / 3) + 512 * 1024;

/**
 * People and releases for families (issue 27, item 5; docs/releases.md), and the signer's public
 * page behind an emailed link. Every family route checks that each row is the family's (404
 * otherwise); the access hook has already refused anyone but a signed-in family.
 */
export const releasesRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, database, storage } = services;
	const familyOf = async (request: FastifyRequest) => {
		const { user } = await requireSession(auth, request);
		return { id: user.id, email: user.email };
	};
	const tags = ["family"];

	// ---------------------------------------------------------------- photos and faces

	app.get(
		"/api/family/faces/photos",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary: "The family's photos to mark people on, newest first, with face counts and clearance",
				querystring: FamilyFacePhotosQuery,
				response: { 200: FamilyFacePhotosResponse },
			},
		},
		async (request) => listFacePhotos(database, await familyOf(request), request.query),
	);

	app.get(
		"/api/family/photos/:id/faces",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary: "One of the family's photos with its faces and clearance (404 for another's photo)",
				params: IdParams,
				response: { 200: FamilyPhotoFacesResponse },
			},
		},
		async (request) => photoFaces(database, await familyOf(request), request.params.id),
	);

	app.post(
		"/api/family/photos/:id/faces",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary:
					"Draw a face on one of the family's photos, optionally given to one of its people; the photo's clearance is judged again",
				params: IdParams,
				body: FamilyFaceCreate,
				response: { 201: FamilyFaceResponse },
			},
		},
		async (request, reply) =>
			reply
				.status(201)
				.send(await addFace(database, await familyOf(request), request.params.id, request.body)),
	);

	app.patch(
		"/api/family/faces/:id",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary:
					"Move a face, give it to one of the family's people (or nobody), or mark it (not) identifiable",
				params: IdParams,
				body: FamilyFaceUpdate,
				response: { 200: FamilyFaceResponse },
			},
		},
		async (request) => changeFace(database, await familyOf(request), request.params.id, request.body),
	);

	app.delete(
		"/api/family/faces/:id",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary: "Remove a face from one of the family's photos; answers the photo's clearance",
				params: IdParams,
				response: { 200: FamilyFaceDeleted },
			},
		},
		async (request) => removeFace(database, await familyOf(request), request.params.id),
	);

	// ---------------------------------------------------------------- people

	app.get(
		"/api/family/persons",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary: "The family's people with their photo counts, releases and open signing links",
				response: { 200: FamilyPersonsResponse },
			},
		},
		async (request) => listPersons(database, await familyOf(request)),
	);

	app.post(
		"/api/family/persons",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary: "Add a person of the family's photos, named privately (buyers see only a role)",
				body: FamilyPersonCreate,
				response: { 201: FamilyPersonResponse },
			},
		},
		async (request, reply) =>
			reply.status(201).send({ person: await addPerson(database, await familyOf(request), request.body) }),
	);

	app.patch(
		"/api/family/persons/:id",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary: "Rename one of the family's people or change their life status or year of birth",
				params: IdParams,
				body: FamilyPersonUpdate,
				response: { 200: FamilyPersonResponse },
			},
		},
		async (request) => ({
			person: await changePerson(database, await familyOf(request), request.params.id, request.body),
		}),
	);

	// ---------------------------------------------------------------- releases

	app.post(
		"/api/family/persons/:id/releases/online",
		{
			config: { access: "family", rateLimit: { max: RELEASE_SIGNS_PER_HOUR, timeWindow: HOUR_MS } },
			schema: {
				tags,
				summary:
					"The family member signs their own release online: the signed PDF is kept and the release is verified",
				params: IdParams,
				body: OnlineReleaseSign,
				response: { 201: SignedReleaseResponse },
			},
		},
		async (request, reply) =>
			reply.status(201).send({
				release: await signForSelf(
					services,
					await familyOf(request),
					request.params.id,
					request.body.signer_name,
				),
			}),
	);

	app.post(
		"/api/family/persons/:id/releases",
		{
			config: { access: "family", rateLimit: { max: RELEASE_SIGNS_PER_HOUR, timeWindow: HOUR_MS } },
			bodyLimit: DOCUMENT_BODY_LIMIT,
			schema: {
				tags,
				summary:
					"Upload a scanned signed paper release (`document` as base64: a PDF, JPEG or PNG of at most 10 MB, judged by its content); it waits for an admin's review",
				params: IdParams,
				body: PaperReleaseUpload,
				response: { 201: FamilyReleaseResponse },
			},
		},
		async (request, reply) =>
			reply.status(201).send({
				release: await uploadPaperRelease(
					database,
					storage,
					await familyOf(request),
					request.params.id,
					request.body,
				),
			}),
	);

	app.post(
		"/api/family/persons/:id/release-requests",
		{
			config: {
				access: "family",
				rateLimit: {
					max: RELEASE_REQUESTS_PER_HOUR,
					timeWindow: HOUR_MS,
					// Per family, whichever device or address it sends from.
					keyGenerator: perCallerKey(auth, "release-requests"),
				},
			},
			schema: {
				tags,
				summary:
					"Email a signing link for one of the family's people to whoever signs for them (the person, a parent or guardian, the estate, an heir)",
				params: IdParams,
				body: ReleaseRequestCreate,
				response: { 201: ReleaseRequestResponse },
			},
		},
		async (request, reply) =>
			reply.status(201).send({
				request: await requestRelease(services, await familyOf(request), request.params.id, request.body),
			}),
	);

	// ---------------------------------------------------------------- rights

	app.get(
		"/api/family/photos/:id/rights",
		{
			config: { access: "family" },
			schema: {
				tags,
				summary: "The family's statement of its rights to one of its photos, and the photo's clearance",
				params: IdParams,
				response: { 200: FamilyRightsResponse },
			},
		},
		async (request) => getRights(database, await familyOf(request), request.params.id),
	);

	app.put(
		"/api/family/photos/:id/rights",
		{
			config: { access: "family" },
			bodyLimit: DOCUMENT_BODY_LIMIT,
			schema: {
				tags,
				summary:
					"State who took one of the family's photos and how the family holds its copyright; it waits for an admin to verify it",
				params: IdParams,
				body: RightsSave,
				response: { 200: FamilyRightsResponse },
			},
		},
		async (request) =>
			stateRights(database, storage, await familyOf(request), request.params.id, request.body),
	);

	// ---------------------------------------------------------------- the signer (no account)

	const perAddress = { max: RELEASE_SIGNS_PER_HOUR, timeWindow: HOUR_MS };

	app.get(
		"/api/release-requests/:token",
		{
			config: { access: "public", rateLimit: perAddress },
			schema: {
				tags: ["releases"],
				summary:
					"What a signing link asks: the release text, who asks, the photos it covers (404 unknown, 410 used or expired)",
				params: ReleaseTokenParams,
				response: { 200: PublicReleaseRequest },
			},
		},
		async (request, reply) => {
			reply.header("cache-control", "private, no-store");
			return releaseRequestPage(services, request.params.token);
		},
	);

	app.post(
		"/api/release-requests/:token/sign",
		{
			config: { access: "public", rateLimit: perAddress },
			schema: {
				tags: ["releases"],
				summary:
					"Sign through the link, once: the signed PDF is kept and the release is verified by the emailed link (410 when used or expired)",
				params: ReleaseTokenParams,
				body: ReleaseLinkSign,
				response: { 201: SignedReleaseResponse },
			},
		},
		async (request, reply) =>
			reply
				.status(201)
				.header("cache-control", "private, no-store")
				.send({ release: await signByLink(services, request.params.token, request.body.signer_name) }),
	);
};
