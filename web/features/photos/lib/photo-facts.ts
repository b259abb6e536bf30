/** How the photo page shows a photo's facts: its layout, sizes, dates and places. */

import { formatCount } from "@core/listing-text";
import { longDateText } from "@core/number-text";
import { PRINT_DPI, printSizeCm, printSizeInches } from "@core/print-size";

export { type PhotoLayout, photoLayout } from "@core/photo-page-layout";

const KB = 1024;
const MB = 1024 * 1024;

/** '2.4 MB' from one megabyte up, else '512 KB' (spec section 2, Technical details). */
export function formatFileSize(bytes: number | null): string | null {
	if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return null;
	if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
	return `${Math.max(1, Math.round(bytes / KB))} KB`;
}

/** '3,000 × 2,000 px', or null when either side is unknown. */
export function formatDimensions(width: number | null, height: number | null): string | null {
	if (!width || !height) return null;
	return `${formatCount(width)} × ${formatCount(height)} px`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'June 14, 1962' for a calendar date; other text is shown as it is; null when unknown. */
export function formatDateTaken(value: string | null): string | null {
	const text = value?.trim();
	if (!text) return null;
	const match = DATE_ONLY.exec(text);
	if (!match) return text;
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
	return Number.isNaN(date.getTime()) ? text : longDateText(date);
}

/** 'Horizontal' from 'horizontal'. */
export function capitalise(value: string): string {
	return value.charAt(0).toUpperCase() + value.slice(1);
}

/** What the page says where a fact (a date, a decade, a size) is not recorded. */
export const NOT_RECORDED_TEXT = "Not recorded";

/**
 * The size facts the buy box shows beside the price: pixels, the largest print at 300 dpi (in
 * inches, as the view's friendly_print_size, and in centimetres) and the file's size; null where
 * a fact is not recorded.
 */
export function buyBoxSizeFacts(photo: {
	width: number | null;
	height: number | null;
	file_size: number | null;
}): Array<{ label: string; value: string | null }> {
	const inches = printSizeInches(photo.width, photo.height);
	const cm = printSizeCm(photo.width, photo.height);
	return [
		{ label: "Pixel size", value: formatDimensions(photo.width, photo.height) },
		{ label: `Largest print at ${PRINT_DPI} dpi`, value: inches && cm ? `${inches} (${cm})` : null },
		{ label: "File size", value: formatFileSize(photo.file_size) },
	];
}
