import { DEFAULT_LICENSE, formatUsd, licensePriceCents } from "./license";
import { photoLayout } from "./photo-page-layout";

/**
 * What a listing card shows on hover or keyboard focus besides the creator (issue 28, item 3):
 * the price of the default license, the decade and the orientation, so a buyer can compare
 * without opening each photo. The same words are the card's accessible description.
 */

const ORIENTATION_WORDS = { horizontal: "Landscape", vertical: "Portrait", square: "Square" } as const;

/** Landscape, Portrait or Square from the pixel size (the photo page's rule), or null when unknown. */
export function orientationWord(width: number | null, height: number | null): string | null {
	if (!width || !height || width <= 0 || height <= 0) return null;
	return ORIENTATION_WORDS[photoLayout(width, height)];
}

export type CardInfoPhoto = {
	price: number;
	decade_taken: string | null;
	width: number | null;
	height: number | null;
};

/** The parts in display order: '$49.00', '1970s' (or 'Decade not recorded'), 'Landscape' when known. */
export function cardInfoParts(photo: CardInfoPhoto): string[] {
	const parts = [
		formatUsd(licensePriceCents(photo.price, DEFAULT_LICENSE)),
		photo.decade_taken ?? "Decade not recorded",
	];
	const orientation = orientationWord(photo.width, photo.height);
	if (orientation) parts.push(orientation);
	return parts;
}

/** '$49.00 · 1970s · Landscape'. */
export const cardInfoText = (photo: CardInfoPhoto): string => cardInfoParts(photo).join(" · ");
