import { COMPANY_TEXT } from "@core/contracts/companies";
import { ApiError } from "@/lib/api-client";

/**
 * What a toast says about a failed request: the server's own message for the answers it
 * explains (4xx: a duplicate name, a company still in use, a bad field), else the fallback,
 * since a 5xx or a lost connection has nothing the user can act on.
 */
export function errorText(error: unknown, fallback: string): string {
	if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
		return error.message;
	}
	return fallback;
}

/** Spec section 8, Companies: the message or 'There was a problem with your company...'. */
export function companyErrorText(error: unknown): string {
	if (error instanceof ApiError && error.status === 401) return COMPANY_TEXT.notAuthenticated;
	return errorText(error, COMPANY_TEXT.fallback);
}

/**
 * The message to show under a name field after the server refused it: its 400 field message,
 * or the 409 duplicate-name message, which is about the name as well.
 */
export function nameFieldError(error: unknown, field = "name"): string | null {
	if (!(error instanceof ApiError)) return null;
	if (error.fields?.[field]) return error.fields[field];
	return error.status === 409 ? error.message : null;
}
