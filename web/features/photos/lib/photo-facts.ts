/** How the photo page shows a photo's facts: its layout, sizes, dates and places. */

import { formatCount } from "@core/listing-text";
import { longDateText } from "@core/number-text";

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
