import { readStoredJson, writeStoredJson } from "@/lib/storage";

/** The localStorage key of the dismissed banner ids (spec section 4, Site banner). */
export const DISMISSED_BANNERS_KEY = "dismissedBanners";

export function readDismissedBanners(): string[] {
	const stored = readStoredJson(DISMISSED_BANNERS_KEY);
	return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
}

export function dismissBanner(id: string): string[] {
	const current = readDismissedBanners();
	const next = current.includes(id) ? current : [...current, id];
	writeStoredJson(DISMISSED_BANNERS_KEY, next);
	return next;
}
