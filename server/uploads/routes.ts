import { ErrorCode } from "@core/contracts/errors";
import {
	FAMILY_UPLOAD_TEXT,
	FAMILY_UPLOADS_PER_HOUR,
	FamilyUploadQuery,
	FamilyUploadResponse,
	familyUploadPaths,
	UploadStatusQuery,
	UploadStatusResponse,
} from "@core/contracts/uploads";
import { FAMILY_UPLOAD_MAX_BYTES } from "@core/family";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { perCallerKey, requireUserId } from "../auth/access";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import { acceptRawBodies, type RawBodyRule } from "../media/raw-body";
import type { MediaStorage } from "../media/storage";
import { acceptFamilyUpload, familyUploadStatuses, familyWrongTypeError } from "./service";

const HOUR_MS = 3_600_000;

/**
 * The body is read whatever image type the browser declared (it guesses from the file's name, or
 * sends none for a TIFF): the content decides. Only what is plainly not an image is refused unread.
 */
const RAW_BODIES: ReadonlyMap<string, RawBodyRule> = new Map([
	[
		familyUploadPaths.uploads,
		{
			accepts: (type) => type.startsWith("image/") || type === "application/octet-stream",
			wrongType: familyWrongTypeError,
			tooLarge: FAMILY_UPLOAD_TEXT.tooLarge,
		},
	],
]);

/** A family's uploads (issue 27): one original per request, and the state of what it sent. */
export const uploadsRoutes: FastifyPluginAsyncZod<{
	auth: Auth;
	database: Database;
	storage: MediaStorage;
}> = async (app, { auth, database, storage }) => {
	acceptRawBodies(app, RAW_BODIES);

	app.post(
		familyUploadPaths.uploads,
		{
			config: {
				access: "family",
				// Per family, not per address: a family behind a shared address uploads as much as any other.
				rateLimit: {
					max: FAMILY_UPLOADS_PER_HOUR,
					timeWindow: HOUR_MS,
					keyGenerator: perCallerKey(auth, "family-upload"),
					// Thrown by the plugin: the error handler answers it with these words.
					errorResponseBuilder: () => new DomainError(429, ErrorCode.rateLimited, FAMILY_UPLOAD_TEXT.tooMany),
				},
			},
			bodyLimit: FAMILY_UPLOAD_MAX_BYTES,
			schema: {
				tags: ["family"],
				summary: `Upload one original as the raw body (JPEG, PNG or TIFF by content; at most ${FAMILY_UPLOAD_MAX_BYTES / 1024 / 1024} MB; at least 1,200 px on the long side): it becomes a draft photo 'processing' until its derivatives job has run`,
				querystring: FamilyUploadQuery,
				response: { 201: FamilyUploadResponse },
			},
		},
		async (request, reply) => {
			const body: unknown = request.body;
			// No Content-Type at all reaches here without the parser.
			if (!Buffer.isBuffer(body)) throw familyWrongTypeError();
			const userId = await requireUserId(auth, request);
			const photo = await acceptFamilyUpload(database, storage, {
				userId,
				filename: request.query.filename,
				original: body,
			});
			return reply.status(201).send({ photo });
		},
	);

	app.get(
		familyUploadPaths.status,
		{
			config: { access: "family" },
			schema: {
				tags: ["family"],
				summary:
					"Where the caller's photos among `ids` (comma-separated, at most 100) stand: processing, ready (with the thumbnail) or failed; others' photos are left out",
				querystring: UploadStatusQuery,
				response: { 200: UploadStatusResponse },
			},
		},
		async (request) => {
			const userId = await requireUserId(auth, request);
			return { photos: await familyUploadStatuses(database, userId, request.query.ids) };
		},
	);
};
