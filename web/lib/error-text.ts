import { COMPANY_TEXT } from "@core/contracts/companies";
import { ErrorCode } from "@core/contracts/errors";
import { ApiError } from "./api-client";

/**
 * What the feature says about a failed request. The server's own message is shown for the
 * answers it explains (4xx: a duplicate name, a company still in use, a bad field); a 5xx or a
 * lost connection has nothing the user can act on, so those get a fixed text.
 */

/** The request never got an answer (ApiError status 0). */
export function isNetworkError(error: unknown): boolean {
	return error instanceof ApiError && error.status === 0;
}

/** The session ended before the request (the server answered 401). */
export function isSignedOutError(error: unknown): boolean {
	return error instanceof ApiError && error.status === 401;
}

function refusalMessage(error: unknown): string | null {
	return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
		? error.message
		: null;
}

/** A toast's description: the server's message for a 4xx, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
	return refusalMessage(error) ?? fallback;
}

/**
 * A failure's own words whenever they help: a refusal (4xx), a lost connection, or a service
 * the server says is unavailable and why (a 5xx with the SERVICE_UNAVAILABLE code, such as a
 * payment provider that did not answer); anything else, a crash, gets the fallback.
 */
export function actionableErrorText(error: unknown, fallback: string): string {
	if (
		error instanceof ApiError &&
		(error.status === 0 || error.code === ErrorCode.unavailable) &&
		error.message
	)
		return error.message;
	return errorText(error, fallback);
}

/** Spec section 8, Companies: 'User not authenticated', the message, or 'There was a problem with your company...'. */
export function companyErrorText(error: unknown): string {
	if (isSignedOutError(error)) return COMPANY_TEXT.notAuthenticated;
	return errorText(error, COMPANY_TEXT.fallback);
}

/**
 * The description of a failed find-or-create of a company or project (spec section 8,
 * Companies): a lost connection says so, a refusal gives the server's message (a duplicate, a
 * bad name), anything else the fallback.
 */
export function saveFailureText(error: unknown, what: "company" | "project", fallback: string): string {
	if (isNetworkError(error)) return COMPANY_TEXT.networkError(what);
	if (isSignedOutError(error)) return COMPANY_TEXT.notAuthenticated;
	return errorText(error, fallback);
}

/**
 * A field's message from a refused request: the 400's per-field message, or with `conflict`
 * a 409's (a duplicate name, which is about the name field).
 */
export function fieldProblem(error: unknown, field: string, { conflict = false } = {}): string | null {
	if (!(error instanceof ApiError)) return null;
	const message = error.fields?.[field];
	if (message) return message;
	return conflict && error.status === 409 ? error.message : null;
}
