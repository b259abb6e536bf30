/**
 * Text every part of the system can keep: PostgreSQL's text refuses the NUL character (U+0000)
 * outright, and its jsonb refuses an unpaired UTF-16 surrogate (half of a character, which is
 * not Unicode at all). Both arrive only from scripts, never from a keyboard, so the server
 * refuses them at its edge (server/input-guard.ts) rather than letting them reach a query.
 */
export const SAFE_TEXT_MESSAGES = {
	nul: "must not contain the NUL character (U+0000)",
	surrogate: "must be valid Unicode text (it holds an unpaired surrogate)",
} as const;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null when it can. */
export function unsafeTextProblem(text: string): string | null {
	if (text.includes("\u0000")) return SAFE_TEXT_MESSAGES.nul;
	if (LONE_SURROGATE.test(text)) return SAFE_TEXT_MESSAGES.surrogate;
	return null;
}
