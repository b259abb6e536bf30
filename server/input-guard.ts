import type { Socket } from "node:net";
import { ErrorCode } from "@core/contracts/errors";
import { unsafeTextProblem } from "@core/safe-text";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody, ValidationError } from "./errors";

/**
 * How deep a request's JSON may nest. Our deepest contract (an admin's photo edit) is four
 * levels; libraries behind some routes (better-auth's) recurse over the body and overflow the
 * stack at a few thousand.
 */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP = `must not nest deeper than ${MAX_INPUT_DEPTH} levels`;

type Problem = { field: string; message: string };

const isPlainContainer = (value: unknown): value is Record<string, unknown> | unknown[] => {
	if (Array.isArray(value)) return true;
	if (value === null || typeof value !== "object") return false;
	// Parsed JSON and query strings (whose parser gives objects a bare prototype of its own) are
	// looked into; a raw upload or a signed webhook's bytes (a Buffer) or a stream is not text.
	return !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer) && !("pipe" in value);
};

/**
 * The first value in a request part that no route may take: text with NUL or an unpaired
 * surrogate (in a value or a key), or nesting past MAX_INPUT_DEPTH. Walked with a stack of its
 * own, so a hostile depth cannot overflow ours.
 */
export function inputProblem(value: unknown): Problem | null {
	const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
	for (let item = stack.pop(); item; item = stack.pop()) {
		const field = item.path || "_";
		if (typeof item.value === "string") {
			const message = unsafeTextProblem(item.value);
			if (message) return { field, message };
			continue;
		}
		if (!isPlainContainer(item.value)) continue;
		if (item.depth >= MAX_INPUT_DEPTH) return { field, message: TOO_DEEP };
		const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
		for (const [key, child] of entries) {
			const name = String(key);
			const message = unsafeTextProblem(name);
			const childPath = item.path ? `${item.path}.${name}` : name;
			if (message) return { field: item.path || "_", message: `has a key that ${message}` };
			stack.push({ value: child, path: childPath, depth: item.depth + 1 });
		}
	}
	return null;
}

const PARTS = [
	["params", (r: FastifyRequest) => r.params],
	["querystring", (r: FastifyRequest) => r.query],
	["body", (r: FastifyRequest) => r.body],
] as const;

/** Fastify's refusals before routing, in the API's error shape. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
	FST_ERR_BAD_URL: { status: 400, message: "The address is not valid: it holds a broken percent-encoding" },
	FST_ERR_MAX_PARAM_LENGTH: {
		status: 414,
		message: "The address is too long: a part of its path is over the limit",
	},
};

/** Errors the HTTP parser raises before a request exists: answered on the socket, in our shape. */
function clientErrorAnswer(code: string | undefined): { status: number; text: string; message: string } {
	if (code === "HPE_HEADER_OVERFLOW")
		return {
			status: 431,
			text: "Request Header Fields Too Large",
			message: "The request's address or headers are too large",
		};
	if (code === "ERR_HTTP_REQUEST_TIMEOUT")
		return { status: 408, text: "Request Timeout", message: "The request took too long to arrive" };
	return { status: 400, text: "Bad Request", message: "The request is not valid HTTP" };
}

/** The Fastify options that route framework and parser errors through our error shape. */
export const inputGuardOptions = {
	frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
		const known = FRAMEWORK_MESSAGES[error.code];
		request.log.info({ code: error.code }, "request refused before routing");
		return reply
			.status(known?.status ?? 400)
			.send(errorBody(ErrorCode.validation, known?.message ?? "The request could not be routed"));
	},
	clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
		if (error.code === "ECONNRESET" || socket.destroyed) return;
		const answer = clientErrorAnswer(error.code);
		const body = JSON.stringify(errorBody(ErrorCode.validation, answer.message));
		if (socket.writable) {
			socket.write(
				`HTTP/1.1 ${answer.status} ${answer.text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
			);
		}
		socket.destroy(error);
	},
};

/**
 * One rule for every API route, present and future: before any schema or handler sees a request,
 * its path parameters, query and parsed body must hold storable text and a bounded depth.
 * Added on the root instance before the routes, so each route inherits it. Pages are left to the
 * app, which shows its own not-found or empty state for an odd address.
 */
export function registerInputGuard(app: FastifyInstance): void {
	app.addHook("preValidation", async (request) => {
		if (!request.url.startsWith("/api/")) return;
		for (const [part, read] of PARTS) {
			const value = read(request);
			// A whole body of plain text is no route's input (uploads come as Buffers, JSON as
			// objects): the route refuses its type with its own 415, which says more than a 400.
			if (part === "body" && typeof value === "string") continue;
			const problem = inputProblem(value);
			if (problem) {
				throw new ValidationError(`Invalid ${part}: ${problem.field} ${problem.message}`, {
					[problem.field]: problem.message,
				});
			}
		}
	});
}
