/**
 * The largest print a photo makes at 300 dpi, in inches and centimetres. The inch text is the
 * photos_details view's friendly_print_size (migration 0030: width and height over 300, one
 * decimal, 'W × H in'); the buy box shows it with the centimetres beside it.
 */

export const PRINT_DPI = 300;

const CM_PER_INCH = 2.54;

function sides(width: number | null, height: number | null): [number, number] | null {
	if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
		return null;
	}
	return [width / PRINT_DPI, height / PRINT_DPI];
}

/** '10.0 × 6.7 in' for 3,000 × 2,000 px (the view's friendly_print_size); null when a side is unknown. */
export function printSizeInches(width: number | null, height: number | null): string | null {
	const inches = sides(width, height);
	return inches ? `${inches[0].toFixed(1)} × ${inches[1].toFixed(1)} in` : null;
}

/** '25.4 × 16.9 cm' for 3,000 × 2,000 px at 300 dpi; null when a side is unknown. */
export function printSizeCm(width: number | null, height: number | null): string | null {
	const inches = sides(width, height);
	return inches
		? `${(inches[0] * CM_PER_INCH).toFixed(1)} × ${(inches[1] * CM_PER_INCH).toFixed(1)} cm`
		: null;
}
