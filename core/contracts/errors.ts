import { z } from "zod";

/** Every non-2xx JSON answer of the API has this shape. */
export const ApiErrorBody = z.object({
	error: z.object({
		code: z.string(),
		message: z.string(),
		fields: z.record(z.string(), z.string()).optional(),
		/** More than one message per field (a CSV import's problems by row): shaped per endpoint. */
		details: z.record(z.string(), z.unknown()).optional(),
	}),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

export const ErrorCode = {
	validation: "VALIDATION_ERROR",
	unauthorized: "UNAUTHORIZED",
	forbidden: "FORBIDDEN",
	notFound: "NOT_FOUND",
	conflict: "CONFLICT",
	/** A use the clearance ledger does not allow (hero use of a photo not cleared for it). */
	notCleared: "NOT_CLEARED",
	rateLimited: "RATE_LIMITED",
	internal: "INTERNAL_ERROR",
	unavailable: "SERVICE_UNAVAILABLE",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The body of a 204 answer (a delete, a revoke): none. */
export const NoContent = z.null();
