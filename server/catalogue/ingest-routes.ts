import {
	AdminPhotoRow,
	CSV_IMPORT_MAX_BYTES,
	CsvImportQuery,
	CsvImportResponse,
	PHOTO_UPLOAD_MAX_BYTES,
	PHOTO_UPLOAD_TEXT,
	PHOTO_UPLOAD_TYPES,
	PhotoUploadQuery,
} from "@core/contracts/catalogue";
import { ErrorCode } from "@core/contracts/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import { acceptRawBodies, acceptsTypes, type RawBodyRule } from "../media/raw-body";
import type { MediaStorage } from "../media/storage";
import { CSV_TEXT, importCsvMetadata } from "./csv-import";
import { ingestPhoto, wrongTypeError } from "./ingest";

const UPLOADS_URL = "/api/admin/photos/uploads";
const METADATA_IMPORT_URL = "/api/admin/photos/metadata-import";

/** What each raw-body route accepts, and how it words a refusal. */
const RAW_BODIES: ReadonlyMap<string, RawBodyRule> = new Map([
	[
		UPLOADS_URL,
		{
			accepts: acceptsTypes(PHOTO_UPLOAD_TYPES),
			wrongType: wrongTypeError,
			tooLarge: PHOTO_UPLOAD_TEXT.tooLarge,
		},
	],
	[
		METADATA_IMPORT_URL,
		{
			accepts: acceptsTypes(["text/csv", "text/plain"]),
			wrongType: () => new DomainError(415, ErrorCode.validation, CSV_TEXT.wrongType),
			tooLarge: CSV_TEXT.tooLarge,
		},
	],
]);

/** Photo uploads and the CSV metadata import (issue 9). */
export const catalogueIngestRoutes: FastifyPluginAsyncZod<{
	database: Database;
	storage: MediaStorage;
}> = async (app, { database, storage }) => {
	// Both routes take their file as the raw body (this plugin's scope only).
	acceptRawBodies(app, RAW_BODIES);

	app.post(
		UPLOADS_URL,
		{
			config: { access: "admin" },
			bodyLimit: PHOTO_UPLOAD_MAX_BYTES,
			schema: {
				tags: ["admin"],
				summary: `Upload one original as the raw body (${PHOTO_UPLOAD_TYPES.join(", ")}; at most ${PHOTO_UPLOAD_MAX_BYTES / 1024 / 1024} MB): it becomes a draft photo of the family`,
				querystring: PhotoUploadQuery,
				response: { 201: z.object({ photo: AdminPhotoRow }) },
			},
		},
		async (request, reply) => {
			const body: unknown = request.body;
			// No Content-Type at all reaches here without the parser.
			if (!Buffer.isBuffer(body)) throw wrongTypeError();
			const { family, filename } = request.query;
			const photo = await ingestPhoto(database, storage, { family, filename, original: body });
			return reply.status(201).send({ photo });
		},
	);

	app.post(
		METADATA_IMPORT_URL,
		{
			config: { access: "admin" },
			bodyLimit: CSV_IMPORT_MAX_BYTES,
			schema: {
				tags: ["admin"],
				summary:
					"Set photos' metadata from a CSV file (text/csv body): every row or none; 422 lists every problem",
				querystring: CsvImportQuery,
				response: { 200: CsvImportResponse },
			},
		},
		async (request) => {
			const body: unknown = request.body;
			if (!Buffer.isBuffer(body)) throw new DomainError(415, ErrorCode.validation, CSV_TEXT.wrongType);
			return importCsvMetadata(database, body, { dryRun: request.query.dry_run });
		},
	);
};
