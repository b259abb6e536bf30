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
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../db/client";
import { DomainError } from "../errors";
import type { MediaStorage } from "../media/storage";
import { CSV_TEXT, importCsvMetadata } from "./csv-import";
import { ingestPhoto, wrongTypeError } from "./ingest";

const UPLOADS_URL = "/api/admin/photos/uploads";
const METADATA_IMPORT_URL = "/api/admin/photos/metadata-import";

/** What each raw-body route accepts, and how it words a refusal. */
const RAW_BODIES: ReadonlyMap<
	string,
	{ types: ReadonlySet<string>; wrongType: () => Error; tooLarge: string }
> = new Map([
	[
		UPLOADS_URL,
		{ types: new Set(PHOTO_UPLOAD_TYPES), wrongType: wrongTypeError, tooLarge: PHOTO_UPLOAD_TEXT.tooLarge },
	],
	[
		METADATA_IMPORT_URL,
		{
			types: new Set(["text/csv", "text/plain"]),
			wrongType: () => new DomainError(415, ErrorCode.validation, CSV_TEXT.wrongType),
			tooLarge: CSV_TEXT.tooLarge,
		},
	],
]);

const mediaType = (request: FastifyRequest) =>
	(request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/**
 * Reads a raw body up to the route's bodyLimit. Done here rather than by Fastify's buffer parser
 * so that a wrong type is refused before the body is read, and a body too large is refused with
 * words an admin understands (Fastify's own message names no limit).
 */
function readRawBody(request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> {
	const route = RAW_BODIES.get(request.routeOptions.url ?? "");
	if (!route) return Promise.reject(new DomainError(415, ErrorCode.validation, "This route takes no body"));
	if (!route.types.has(mediaType(request))) return Promise.reject(route.wrongType());
	const limit = request.routeOptions.bodyLimit ?? 0;
	const tooLarge = () => new DomainError(413, ErrorCode.validation, route.tooLarge);
	if (Number(request.headers["content-length"] ?? 0) > limit) return Promise.reject(tooLarge());
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		let settled = false;
		const settle = (error: Error | null) => {
			if (settled) return;
			settled = true;
			if (error) reject(error);
			else resolve(Buffer.concat(chunks, size));
		};
		payload.on("data", (chunk: Buffer) => {
			if (settled) return;
			size += chunk.length;
			// A body without (or lying about) its length is cut off here; the rest is read and dropped.
			if (size > limit) settle(tooLarge());
			else chunks.push(chunk);
		});
		payload.on("end", () => settle(null));
		payload.on("error", (err: Error) => settle(err));
	});
}

/** Photo uploads and the CSV metadata import (issue 9). */
export const catalogueIngestRoutes: FastifyPluginAsyncZod<{
	database: Database;
	storage: MediaStorage;
}> = async (app, { database, storage }) => {
	// Both routes take their file as the raw body (this plugin's scope only).
	app.removeAllContentTypeParsers();
	app.addContentTypeParser("*", (request: FastifyRequest, payload: NodeJS.ReadableStream, done) => {
		readRawBody(request, payload).then(
			(body) => done(null, body),
			(err: Error) => done(err, undefined),
		);
	});

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
