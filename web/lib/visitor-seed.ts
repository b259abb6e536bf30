/**
 * The visitor's random-order seed (spec section 4, Sort order): one per browser tab session,
 * so paging through a random listing never repeats or skips a photo and a reload keeps the
 * order, while a new visit sees a fresh shuffle.
 */
const SEED_KEY = "photoSearchSeed";
/** The server accepts seeds from 0 to 2^31 - 1 (core/contracts/search.ts). */
const MAX_SEED = 2_147_483_647;

/** Used when sessionStorage is unavailable (private modes): the order then lasts for this page load. */
let fallbackSeed: number | undefined;

function isSeed(value: number): boolean {
	return Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

function readStoredSeed(): number | undefined {
	try {
		const raw = window.sessionStorage.getItem(SEED_KEY);
		if (raw === null || raw.trim() === "") return undefined;
		const seed = Number(raw);
		return isSeed(seed) ? seed : undefined;
	} catch {
		return undefined;
	}
}

export function visitorSeed(): number {
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
