import { ErrorCode } from "@core/contracts/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { DomainError } from "../errors";

/**
 * Routes that take a whole file as the raw request body (an original photo, a CSV file): what
 * each accepts and how it words a refusal, keyed by the route's URL.
 */
export type RawBodyRule = {
	/** Whether the request's declared media type may be read at all (the content is judged later). */
	accepts(mediaType: string): boolean;
	wrongType: () => Error;
	/** The 413's message, in words the sender understands (Fastify's own names no limit). */
	tooLarge: string;
};

/** The declared media type of a request, without parameters, in lower case. */
export const mediaTypeOf = (request: FastifyRequest) =>
	(request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** A rule accepting the listed media types. */
export const acceptsTypes = (types: Iterable<string>): RawBodyRule["accepts"] => {
	const set = new Set(types);
	return (type) => set.has(type);
};

/**
 * Reads a raw body up to the route's bodyLimit. Done here rather than by Fastify's buffer parser
 * so that a wrong type is refused before the body is read, and a body too large is refused with
 * the route's words, whether its Content-Length says so or the body turns out longer.
 */
function readRawBody(
	rules: ReadonlyMap<string, RawBodyRule>,
	request: FastifyRequest,
	payload: NodeJS.ReadableStream,
): Promise<Buffer> {
	const rule = rules.get(request.routeOptions.url ?? "");
	if (!rule) return Promise.reject(new DomainError(415, ErrorCode.validation, "This route takes no body"));
	if (!rule.accepts(mediaTypeOf(request))) return Promise.reject(rule.wrongType());
	const limit = request.routeOptions.bodyLimit ?? 0;
	const tooLarge = () => new DomainError(413, ErrorCode.validation, rule.tooLarge);
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

/**
 * Makes a plugin's routes take their body raw, by the rules given (this plugin's scope only):
 * call it first in the plugin, before its routes.
 */
export function acceptRawBodies(app: FastifyInstance, rules: ReadonlyMap<string, RawBodyRule>): void {
	app.removeAllContentTypeParsers();
	app.addContentTypeParser("*", (request: FastifyRequest, payload: NodeJS.ReadableStream, done) => {
		readRawBody(rules, request, payload).then(
			(body) => done(null, body),
			(err: Error) => done(err, undefined),
		);
	});
}
