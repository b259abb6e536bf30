import { MAX_SEED, parseSeed, SEED_COOKIE, seedFromCookie } from "@core/visitor-seed";

/**
 * The visitor's random-order seed (core/visitor-seed.ts): the server's session cookie when there
 * is one, so the app lists a random page in the order the page's loading view drew it. Without
 * it (the development server, cookies off) one per browser tab session, kept in sessionStorage.
 */
const SEED_KEY = "photoSearchSeed";

/** Used when sessionStorage is unavailable (private modes): the order then lasts for this page load. */
let fallbackSeed: number | undefined;

function readStoredSeed(): number | undefined {
	try {
		return parseSeed(window.sessionStorage.getItem(SEED_KEY)?.trim());
	} catch {
		return undefined;
	}
}

function cookieSeed(): number | undefined {
	const prefix = `${SEED_COOKIE}=`;
	const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
	return seedFromCookie(entry?.slice(prefix.length));
}

export function visitorSeed(): number {
	const fromServer = cookieSeed();
	if (fromServer !== undefined) return fromServer;
	const stored = readStoredSeed();
	if (stored !== undefined) return stored;
	const seed = fallbackSeed ?? Math.floor(Math.random() * MAX_SEED);
	try {
		window.sessionStorage.setItem(SEED_KEY, String(seed));
	} catch {
		fallbackSeed = seed;
	}
	return seed;
}
