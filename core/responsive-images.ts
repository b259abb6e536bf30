/**
 * Responsive photo thumbnails: each thumbnail has a smaller twin in a folder beside it (same
 * file name), so a phone downloads about the pixels a grid tile shows. The server makes a twin
 * the first time it is asked for (server/media/variants.ts); the web lists both in `srcset` with
 * the width each file really has.
 */

/** Long side in px of the grid thumbnail made at upload. */
export const THUMBNAIL_LONG_SIDE = 400;

/** The smaller twins: their folder, the folder of the file they are made from, their long side. */
export const IMAGE_VARIANTS = {
	"thumbs-sm": { of: "thumbs", longSide: 280 },
} as const;
export type ImageVariantFolder = keyof typeof IMAGE_VARIANTS;

/** A derivative's file name: letters, digits, '-' and '_', then .webp (nothing that walks folders). */
export const VARIANT_FILE_NAME = /^[\w-]+\.webp$/;

const MEDIA = "/media/";

/** The width in px of a derivative, long side at most `longSide`, of a `width`×`height` original. */
export function derivativeWidth(width: number, height: number, longSide: number): number {
	const scale = Math.min(1, longSide / Math.max(width, height));
	return Math.max(1, Math.round(width * scale));
}

/** The twin's URL of a full-size derivative URL ('/media/thumbs/x.webp'), or null for any other URL. */
export function variantUrl(url: string, folder: ImageVariantFolder): string | null {
	const prefix = `${MEDIA}${IMAGE_VARIANTS[folder].of}/`;
	if (!url.startsWith(prefix)) return null;
	const name = url.slice(prefix.length);
	return VARIANT_FILE_NAME.test(name) ? `${MEDIA}${folder}/${name}` : null;
}

/**
 * The `srcset` of a photo's thumbnail: its twin and the full file with their real widths. Null
 * when the URL is not one of ours, the size is unknown, or the original is too small to have a
 * smaller twin: the plain `src` serves.
 */
export function thumbnailSrcSet(
	url: string | null,
	size: { width: number | null; height: number | null },
): string | null {
	const { width, height } = size;
	if (!url || !width || !height || width <= 0 || height <= 0) return null;
	const small = variantUrl(url, "thumbs-sm");
	if (!small) return null;
	const smallWidth = derivativeWidth(width, height, IMAGE_VARIANTS["thumbs-sm"].longSide);
	const fullWidth = derivativeWidth(width, height, THUMBNAIL_LONG_SIDE);
	if (smallWidth >= fullWidth) return null;
	return `${small} ${smallWidth}w, ${url} ${fullWidth}w`;
}
