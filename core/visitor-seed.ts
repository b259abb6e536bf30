/**
 * The visitor's random-order seed (spec section 4, Sort order): paging through a random listing
 * never repeats or skips a photo, a reload keeps the order, and a new visit sees a fresh shuffle.
 * The page's server sets it as a session cookie with the first page of a visit, so it can draw a
 * random listing's first photos (core/boot-view.ts) in the order the app then lists them. The
 * cookie is signed ('<seed>.<signature>'): a guest's shuffle is the server's, never one they chose
 * (issue 24, the guest limit); the app reads the number and sends it, members' requests use it.
 */
export const SEED_COOKIE = "ssd.seed";
/** The server accepts seeds from 0 to 2^31 - 1 (core/contracts/search.ts). */
export const MAX_SEED = 2_147_483_647;

/** A seed from its text, or undefined when the text is not one. */
export function parseSeed(text: string | null | undefined): number | undefined {
	if (!text || !/^\d{1,10}$/.test(text)) return undefined;
	const seed = Number(text);
	return seed <= MAX_SEED ? seed : undefined;
}

/** The seed in the cookie's text: the number before the signature. */
export function seedFromCookie(text: string | null | undefined): number | undefined {
	return parseSeed(text?.split(".")[0]);
}
