import { readStoredJson, writeStoredJson } from "@/lib/storage";

/**
 * How many hero backgrounds exist, remembered for 24 h with a default of 50 (spec section 9,
 * Caching). The random pick is made from this count on first render, before the list arrives,
 * so it never changes once the list loads.
 */
export const BACKGROUND_COUNT_KEY = "backgroundImageCount";
export const BACKGROUND_COUNT_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_BACKGROUND_COUNT = 50;

type StoredCount = { count: number; savedAt: number };

function isStoredCount(value: unknown): value is StoredCount {
	if (typeof value !== "object" || value === null) return false;
	const { count, savedAt } = value as Record<string, unknown>;
	return Number.isInteger(count) && (count as number) > 0 && typeof savedAt === "number";
}

export function readBackgroundCount(now: number = Date.now()): number {
	const stored = readStoredJson(BACKGROUND_COUNT_KEY);
	if (isStoredCount(stored) && now - stored.savedAt < BACKGROUND_COUNT_TTL_MS) return stored.count;
	return DEFAULT_BACKGROUND_COUNT;
}

export function rememberBackgroundCount(count: number, now: number = Date.now()): void {
	if (!Number.isInteger(count) || count <= 0) return;
	const stored = readStoredJson(BACKGROUND_COUNT_KEY);
	// Keep the original timestamp while the count is unchanged, so it really expires after 24 h.
	if (isStoredCount(stored) && stored.count === count && now - stored.savedAt < BACKGROUND_COUNT_TTL_MS)
		return;
	writeStoredJson(BACKGROUND_COUNT_KEY, { count, savedAt: now } satisfies StoredCount);
}

/**
 * The image for a pick made from the remembered count. The index wraps when the real list is
 * shorter than the remembered count.
 */
export function pickBackground(images: readonly string[], randomIndex: number): string | null {
	if (images.length === 0) return null;
	return images[randomIndex % images.length] ?? null;
}
