/**
 * License types and their prices (spec section 3, "License types"; section 9, Pricing).
 * Prices are integer US cents; the server stays the authority when the cart is built.
 */
import { dollarsText } from "./number-text";

export const LICENSE_TYPES = ["background-dressing", "hero-usage"] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export const DEFAULT_LICENSE: LicenseType = "background-dressing";

/** hero-usage costs 5 times the photo price. */
const PRICE_FACTOR: Record<LicenseType, number> = { "background-dressing": 1, "hero-usage": 5 };

export const LICENSE_LABELS: Record<LicenseType, { name: string; description: string }> = {
	"background-dressing": {
		name: "Background dressing",
		description: "Seen in the set, out of focus or in passing.",
	},
	"hero-usage": {
		name: "Hero usage",
		description: "Featured: close-ups, handled by the cast, or central to the story.",
	},
};

export function isLicenseType(value: unknown): value is LicenseType {
	return typeof value === "string" && (LICENSE_TYPES as readonly string[]).includes(value);
}

export function licensePriceCents(photoPriceCents: number, license: LicenseType): number {
	return photoPriceCents * PRICE_FACTOR[license];
}

/** '$12.50': US dollars with 2 decimals (spec section 9). */
export function formatUsd(cents: number): string {
	return dollarsText(cents);
}
