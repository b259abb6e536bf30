/**
 * The photo listings' justified grid (spec section 9, Layout): rows of photos at one height
 * that fill the width, in pure CSS. Every tile's flex basis and growth are proportional to its
 * aspect ratio, so tiles in a row widen by the same factor and keep one height. The web's
 * JustifiedGrid and the server's loading view of a listing (core/boot-view.ts) both build from
 * these, so a tile the loading view paints has the size the page then gives it.
 */

/** Aspect ratios are clamped so panoramas and slivers stay usable (spec section 9). */
const MIN_RATIO = 0.5;
const MAX_RATIO = 3;
const UNKNOWN_RATIO = 1;

export function tileAspectRatio(width: number | null, height: number | null): number {
	if (!width || !height || width <= 0 || height <= 0) return UNKNOWN_RATIO;
	return Math.min(MAX_RATIO, Math.max(MIN_RATIO, width / height));
}

/** One page of a listing's results: guests' only page, members' every page (spec section 9). */
export const LISTING_PAGE_SIZE = 24;
/** Taxonomy pages load bigger pages (spec section 9, Search and lists). */
export const TAXONOMY_PAGE_SIZE = 100;

/** How many tiles at the top of a listing load their image at once, first: about the first row. */
export const EAGER_TILES = 6;

/** Grid target row heights for phones, tablets and larger screens (spec section 9, Layout). */
export const ROW_HEIGHT = { mobile: 120, tablet: 160, desktop: 200 } as const;

/**
 * The width a listing tile's image is shown at, for `sizes`: the row height at each breakpoint
 * times the photo's (clamped) ratio. Rows stretch their tiles a little to fill the width; the
 * browser scales that last bit up rather than fetching the next size.
 */
export function tileImageSizes(photo: { width: number | null; height: number | null }): string {
	const ratio = tileAspectRatio(photo.width, photo.height);
	const px = (height: number) => `${Math.round(height * ratio)}px`;
	return `(min-width: 1024px) ${px(ROW_HEIGHT.desktop)}, (min-width: 768px) ${px(ROW_HEIGHT.tablet)}, ${px(ROW_HEIGHT.mobile)}`;
}

/** The grid's own classes: the row height and gap at each breakpoint. */
export const JUSTIFIED_GRID_CLASS =
	"flex flex-wrap items-start gap-1 [--row-h:var(--row-h-sm)] md:gap-1.5 md:[--row-h:var(--row-h-md)] lg:gap-2 lg:[--row-h:var(--row-h-lg)]";

/** The grid's target row heights in px, as the CSS variables its class reads. */
export function gridRowHeights(mobile: number, tablet: number, desktop: number): Record<string, string> {
	return { "--row-h-sm": `${mobile}px`, "--row-h-md": `${tablet}px`, "--row-h-lg": `${desktop}px` };
}

/** A tile's share of its row: it grows, from a basis, in proportion to its ratio. */
export function tileFlex(ratio: number): { flexGrow: number; flexBasis: string } {
	return { flexGrow: ratio, flexBasis: `calc(var(--row-h) * ${ratio})` };
}

/** The padding that gives a tile its height from its width. */
export const tilePadding = (ratio: number) => `${100 / ratio}%`;

/** The last, empty tile: it soaks up the last row's spare width, so its tiles stay near the target height. */
export const GRID_SPACER = { flexGrow: 1_000_000, flexBasis: 0 } as const;

/** The frame every photo listing shares, and the filter column beside the results (above them on phones). */
export const LISTING_CLASS = {
	section: "mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8",
	filtered: "grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]",
	filters: "lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto",
	results: "min-w-0",
	/** A tile's picture box and the picture in it (web/components/photo-card.tsx, photo-thumb.tsx). */
	tile: "relative block h-full w-full overflow-hidden rounded-sm bg-cream-200",
	tileImage: "h-full w-full object-cover",
} as const;
