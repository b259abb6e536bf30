/**
 * Where a visitor goes back to after signing in or signing up (issue 28: sign-up started from a
 * photo returns to that photo). Only a path of this site is accepted, so a crafted link cannot
 * send anyone to another site once they have signed in (an open redirect).
 */

/** The longest return path kept: a page's path and query, never a whole document. */
export const RETURN_PATH_MAX = 2000;

/**
 * True for a path of this site: it starts with one `/` and holds no backslash and no control
 * character or space. Refused: `https://evil.com`, `//evil.com` (another host, scheme-relative),
 * `/\evil.com` (browsers read a backslash as a slash), `/\t/evil.com` (browsers drop tabs and line
 * breaks from an address, which makes it `//evil.com`), `javascript:…`, a bare word.
 */
export function isReturnPath(value: unknown): value is string {
	if (typeof value !== "string" || value.length > RETURN_PATH_MAX) return false;
	if (!value.startsWith("/") || value.startsWith("//")) return false;
	// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
	return !/[\\\u0000-\u0020\u007f]/.test(value);
}

/** The path to return to, or `fallback` when the one asked for is not a path of this site. */
export function safeReturnPath(value: unknown, fallback: string): string {
	return isReturnPath(value) ? value : fallback;
}
