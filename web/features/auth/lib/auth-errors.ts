import { AUTH_MESSAGES } from "@core/auth-text";
import { MIGRATION_REQUIRED_CODE, TOO_MANY_ATTEMPTS_CODE } from "@core/contracts/auth";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** The toast of a bad or used one-time link (better-auth sends the browser back with error=INVALID_TOKEN). */
export const EXPIRED_LINK_MESSAGE = "This sign-in link has expired or was already used. Request a new one.";
export const INVALID_TOKEN_ERROR = "INVALID_TOKEN";

export function isMigrationRequired(error: unknown): boolean {
	return error instanceof ApiError && error.code === MIGRATION_REQUIRED_CODE;
}

/** A password sign-in refused unchecked: the account's attempts are paused (core/auth-limits.ts). */
export function isPasswordPaused(error: unknown): error is ApiError {
	return error instanceof ApiError && error.code === TOO_MANY_ATTEMPTS_CODE;
}

/** 'Error' / 'An unexpected error occurred. Please try again.' (spec section 8, Auth). */
export function toastUnexpected(cause: unknown): void {
	console.warn("Unexpected auth failure", cause);
	toast.error(AUTH_MESSAGES.unexpectedTitle, { description: AUTH_MESSAGES.unexpected });
}

/**
 * A failed auth request: the given title with the server's message (captcha, rate limit,
 * validation ...); anything that is not an answer of the API is 'unexpected'.
 */
export function toastAuthFailure(error: unknown, title: string): void {
	if (!(error instanceof ApiError)) {
		toastUnexpected(error);
		return;
	}
	toast.error(title, { description: error.message || undefined });
}

/** 'Please complete all fields and verification' (spec section 5), once however often it is asked. */
export function toastCompleteAllFields(): void {
	toast.error(AUTH_MESSAGES.completeAllFields, { id: "complete-all-fields" });
}
