import {
	AdminPhotoClearance,
	AdminReleaseResponse,
	AdminRightsResponse,
	ClearanceTodoQuery,
	ClearanceTodoResponse,
	LEDGER_DOCUMENT_MAX_BYTES,
	LedgerHistoryResponse,
	LedgerQuery,
	ReleaseCreate,
	ReleaseDecisionResponse,
	ReleaseQueueQuery,
	ReleaseQueueResponse,
	ReleaseReason,
	RightsSave,
} from "@core/contracts/clearance";
import { IdParams } from "@core/contracts/listings";
import { PhotoIdParams } from "@core/contracts/photos";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { AppServices } from "../app-services";
import { requireSession } from "../auth/access";
import {
	clearanceTodo,
	createRelease,
	decideRelease,
	listReleases,
	type OpenDocument,
	openReleaseDocument,
	openRightsDocument,
	photoClearancePanel,
	photoLedger,
	saveRights,
	verifyRights,
} from "./admin-service";

/** A JSON body carrying a document as base64: a third larger than the file, and the fields beside it. */
const DOCUMENT_BODY_LIMIT = Math.ceil((LEDGER_DOCUMENT_MAX_BYTES * 4) / 3) + 512 * 1024;

/**
 * Streams a private document to an admin. The document may be shown in a frame of our own admin
 * pages (the site's pages may not be framed at all): it is never cached and never sniffed.
 */
function sendDocument(reply: FastifyReply, document: OpenDocument) {
	// From a bucket (issue 31): a short-lived link to this one document, after the admin check.
	if (document.link) return reply.header("cache-control", "private, no-store").redirect(document.link, 302);
	return reply
		.header("content-type", document.type)
		.header("content-disposition", `inline; filename="${document.name}"`)
		.header("cache-control", "private, no-store")
		.header("x-frame-options", "SAMEORIGIN")
		.header("content-security-policy", "default-src 'none'; frame-ancestors 'self'")
		.send(document.stream);
}

/** The clearance ledger for admins (issue 26): releases, rights, documents, history, photos to complete. */
export const adminClearanceRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
	const { auth, database, storage } = services;
	const actorOf = async (request: FastifyRequest) => {
		const { user } = await requireSession(auth, request);
		return { id: user.id, email: user.email };
	};

	app.get(
		"/api/admin/releases",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Releases in a status, oldest first (the review queue: status=pending_review), each with its person and up to 6 of their faces",
				querystring: ReleaseQueueQuery,
				response: { 200: ReleaseQueueResponse },
			},
		},
		async (request) => listReleases(database, request.query),
	);

	app.post(
		"/api/admin/releases",
		{
			config: { access: "admin" },
			bodyLimit: DOCUMENT_BODY_LIMIT,
			schema: {
				tags: ["admin"],
				summary:
					"Add a signed release for a person (pending review); `document` is the file as base64: a PDF, JPEG or PNG of at most 10 MB, judged by its content",
				body: ReleaseCreate,
				response: { 201: AdminReleaseResponse },
			},
		},
		async (request, reply) =>
			reply
				.status(201)
				.send({ release: await createRelease(database, storage, await actorOf(request), request.body) }),
	);

	app.get(
		"/api/admin/releases/:id/document",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "The release's signed document (PDF or image); admins only",
				params: IdParams,
			},
		},
		async (request, reply) =>
			sendDocument(reply, await openReleaseDocument(database, storage, request.params.id)),
	);

	app.post(
		"/api/admin/releases/:id/verify",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Verify a release waiting for review (409 otherwise); the photos showing its person are judged again",
				params: IdParams,
				response: { 200: ReleaseDecisionResponse },
			},
		},
		async (request) => decideRelease(services, await actorOf(request), request.params.id, "verify", null),
	);

	app.post(
		"/api/admin/releases/:id/reject",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Reject a release waiting for review, with a reason (409 otherwise)",
				params: IdParams,
				body: ReleaseReason,
				response: { 200: ReleaseDecisionResponse },
			},
		},
		async (request) =>
			decideRelease(services, await actorOf(request), request.params.id, "reject", request.body.reason),
	);

	app.post(
		"/api/admin/releases/:id/revoke",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Revoke a verified release, with a reason (409 otherwise): photos that fall to pending go off sale and their buyers are notified",
				params: IdParams,
				body: ReleaseReason,
				response: { 200: ReleaseDecisionResponse },
			},
		},
		async (request) =>
			decideRelease(services, await actorOf(request), request.params.id, "revoke", request.body.reason),
	);

	app.get(
		"/api/admin/photos/:id/clearance",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "A photo's clearance, what is missing, its rights and the releases of the people shown",
				params: PhotoIdParams,
				response: { 200: AdminPhotoClearance },
			},
		},
		async (request) => photoClearancePanel(database, request.params.id),
	);

	app.put(
		"/api/admin/photos/:id/rights",
		{
			config: { access: "admin" },
			bodyLimit: DOCUMENT_BODY_LIMIT,
			schema: {
				tags: ["admin"],
				summary:
					"Create or replace a photo's rights record (it waits for review again); a written assignment needs `document` (base64) or the one kept",
				params: PhotoIdParams,
				body: RightsSave,
				response: { 200: AdminRightsResponse },
			},
		},
		async (request) => saveRights(database, storage, await actorOf(request), request.params.id, request.body),
	);

	app.post(
		"/api/admin/photos/:id/rights/verify",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "Mark a photo's rights verified; the photo is judged again",
				params: PhotoIdParams,
				response: { 200: AdminRightsResponse },
			},
		},
		async (request) => verifyRights(database, await actorOf(request), request.params.id),
	);

	app.get(
		"/api/admin/photos/:id/rights/document",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary: "The document behind a photo's rights (a written assignment); admins only",
				params: PhotoIdParams,
			},
		},
		async (request, reply) =>
			sendDocument(reply, await openRightsDocument(database, storage, request.params.id)),
	);

	app.get(
		"/api/admin/photos/:id/ledger",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"The photo's clearance history, newest first: its rights, faces and clearance, and its people's releases",
				params: PhotoIdParams,
				querystring: LedgerQuery,
				response: { 200: LedgerHistoryResponse },
			},
		},
		async (request) => photoLedger(database, request.params.id, request.query),
	);

	app.get(
		"/api/admin/clearance/photos",
		{
			config: { access: "admin" },
			schema: {
				tags: ["admin"],
				summary:
					"Photos at a clearance below hero in a status (default: live photos pending clearance), each with what is missing",
				querystring: ClearanceTodoQuery,
				response: { 200: ClearanceTodoResponse },
			},
		},
		async (request) => clearanceTodo(database, request.query),
	);
};
