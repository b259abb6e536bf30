/**
 * Responsive photo images: each thumbnail and watermarked preview has a smaller twin in a folder
 * beside it (same file name), so a phone downloads about the pixels it shows. The server makes a
 * twin the first time it is asked for (server/media/variants.ts); the web lists both in `srcset`
 * with the width each file really has.
 */

/** Long sides in px of the grid thumbnail and the watermarked preview made at upload. */
export const THUMBNAIL_LONG_SIDE = 400;
export const PREVIEW_LONG_SIDE = 1200;

/** The smaller twins: their folder, the folder of the file they are made from, their long side. */
export const IMAGE_VARIANTS = {
	"thumbs-sm": { of: "thumbs", longSide: 280 },
	"previews-md": { of: "previews", longSide: 800 },
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

const FULL_SIZE = { "thumbs-sm": THUMBNAIL_LONG_SIDE, "previews-md": PREVIEW_LONG_SIDE } as const;

/**
 * The `srcset` of a photo's thumbnail (`thumbs-sm`) or preview (`previews-md`): its twin and the
 * full file with their real widths. Null when the URL is not one of ours, the size is unknown,
 * or the original is too small to have a smaller twin: the plain `src` serves.
 */
export function photoSrcSet(
	url: string | null,
	size: { width: number | null; height: number | null },
	folder: ImageVariantFolder,
): string | null {
	const { width, height } = size;
	if (!url || !width || !height || width <= 0 || height <= 0) return null;
	const small = variantUrl(url, folder);
	if (!small) return null;
	const smallWidth = derivativeWidth(width, height, IMAGE_VARIANTS[folder].longSide);
	const fullWidth = derivativeWidth(width, height, FULL_SIZE[folder]);
	if (smallWidth >= fullWidth) return null;
	return `${small} ${smallWidth}w, ${url} ${fullWidth}w`;
}

/** A thumbnail's `srcset`: see photoSrcSet. */
export const thumbnailSrcSet = (url: string | null, size: { width: number | null; height: number | null }) =>
	photoSrcSet(url, size, "thumbs-sm");

/**
 * A preview's `srcset` and `sizes`: shown no wider than the screen nor than the full preview, the
 * page's layout (max width and height) does the rest. The `sizes` width is also the image's own
 * width for layout, the same as the full preview gave it. Null as for photoSrcSet.
 */
export function previewImage(
	url: string | null,
	size: { width: number | null; height: number | null },
): { srcSet: string; sizes: string } | null {
	const srcSet = photoSrcSet(url, size, "previews-md");
	if (!srcSet || !size.width || !size.height) return null;
	return { srcSet, sizes: `min(${derivativeWidth(size.width, size.height, PREVIEW_LONG_SIDE)}px, 100vw)` };
}
