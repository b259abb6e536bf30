import { COMPANY_TEXT } from "@core/contracts/companies";
import { ApiError } from "@/lib/api-client";

/** The request never got an answer (ApiError status 0). */
export function isNetworkError(error: unknown): boolean {
	return error instanceof ApiError && error.status === 0;
}

/**
 * The description of a failed find-or-create of a company or project (spec section 8,
 * Companies): a lost connection says so, a refusal gives the server's message (a duplicate, a
 * bad name), anything else the fallback.
 */
export function saveFailureText(error: unknown, what: "company" | "project", fallback: string): string {
	if (isNetworkError(error)) return COMPANY_TEXT.networkError(what);
	if (error instanceof ApiError && error.status === 401) return COMPANY_TEXT.notAuthenticated;
	if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
		return error.message;
	}
	return fallback;
}

/** A field's message from a refused request: the 400's per-field message, or a 409's (a duplicate name). */
export function fieldProblem(error: unknown, field: string, { conflict = false } = {}): string | null {
	if (!(error instanceof ApiError)) return null;
	const message = error.fields?.[field];
	if (message) return message;
	return conflict && error.status === 409 ? error.message : null;
}
