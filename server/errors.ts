import { type ApiErrorBody, ErrorCode } from "@core/contracts/errors";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

/** Services throw these; the one error handler turns them into the JSON error format. */
export class DomainError extends Error {
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
		readonly fields?: Record<string, string>,
		readonly details?: Record<string, unknown>,
	) {
		super(message);
		this.name = new.target.name;
	}
}
export class ValidationError extends DomainError {
	constructor(message: string, fields?: Record<string, string>) {
		super(400, ErrorCode.validation, message, fields);
	}
}
export class UnauthorizedError extends DomainError {
	constructor(message = "Authentication required") {
		super(401, ErrorCode.unauthorized, message);
	}
}
export class ForbiddenError extends DomainError {
	constructor(message = "Access denied - insufficient permissions") {
		super(403, ErrorCode.forbidden, message);
	}
}
export class NotFoundError extends DomainError {
	constructor(message = "Not found") {
		super(404, ErrorCode.notFound, message);
	}
}
export class ConflictError extends DomainError {
	constructor(message: string) {
		super(409, ErrorCode.conflict, message);
	}
}

/** 410 Gone: a link that was genuine but is used up or out of time (its code says which kind). */
export class GoneError extends DomainError {
	constructor(message: string, code = "GONE") {
		super(410, code, message);
	}
}

/** A well-formed request the rules refuse (422): a use the clearance ledger does not allow. */
export class NotClearedError extends DomainError {
	constructor(message: string, fields?: Record<string, string>) {
		super(422, ErrorCode.notCleared, message, fields);
	}
}

export const errorBody = (
	code: string,
	message: string,
	fields?: Record<string, string>,
	details?: Record<string, unknown>,
): ApiErrorBody => ({
	error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) },
});

/** 'body.name' style keys: where the bad value was, as a client would name the field. */
function fieldName(instancePath: string, params: unknown): string {
	const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
	const missing =
		params && typeof params === "object" && "missingProperty" in params ? String(params.missingProperty) : "";
	return [path, missing].filter(Boolean).join(".") || "_";
}

export function registerErrorHandler(app: FastifyInstance): void {
	app.setErrorHandler((error: FastifyError, request, reply) => {
		if (hasZodFastifySchemaValidationErrors(error)) {
			const fields: Record<string, string> = {};
			for (const issue of error.validation) {
				const key = fieldName(issue.instancePath, issue.params);
				fields[key] ??= issue.message ?? "Invalid value";
			}
			const first = Object.entries(fields)[0];
			const message = first
				? `Invalid ${error.validationContext ?? "request"}: ${first[0]} ${first[1]}`
				: "Invalid request";
			return reply.status(400).send(errorBody(ErrorCode.validation, message, fields));
		}
		if (error instanceof DomainError) {
			if (error.status >= 500) request.log.error({ err: error }, "domain error");
			return reply
				.status(error.status)
				.send(errorBody(error.code, error.message, error.fields, error.details));
		}
		if (isResponseSerializationError(error)) {
			request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
			return reply
				.status(500)
				.send(errorBody(ErrorCode.internal, "Something went wrong on our side. Please try again."));
		}
		const status = error.statusCode ?? 500;
		if (status === 429) {
			return reply
				.status(429)
				.send(errorBody(ErrorCode.rateLimited, "Too many requests. Please wait a moment and try again."));
		}
		if (status >= 400 && status < 500) {
			// Fastify's own client errors (bad JSON, body too large, wrong content type): their message is safe to show.
			const code =
				status === 404
					? ErrorCode.notFound
					: status === 401
						? ErrorCode.unauthorized
						: status === 403
							? ErrorCode.forbidden
							: ErrorCode.validation;
			return reply.status(status).send(errorBody(code, error.message));
		}
		request.log.error({ err: error }, "unhandled error");
		return reply
			.status(500)
			.send(errorBody(ErrorCode.internal, "Something went wrong on our side. Please try again."));
	});
}
