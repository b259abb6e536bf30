import { escapeHtml } from "./escape-html";
import {
	EAGER_TILES,
	GRID_SPACER,
	gridRowHeights,
	JUSTIFIED_GRID_CLASS,
	LISTING_CLASS,
	LISTING_PAGE_SIZE,
	ROW_HEIGHT,
	tileAspectRatio,
	tileFlex,
	tileImageSizes,
	tilePadding,
} from "./listing-grid";
import { BELOW_HEADER } from "./page-frame";
import {
	PHOTO_LAYOUT,
	PHOTO_PAGE_CLASS,
	photoFrameStyle,
	photoLayout,
	photoTitle,
} from "./photo-page-layout";
import { thumbnailSrcSet } from "./responsive-images";
import { formatPhotoNumber } from "./route-params";

/** A picture to show or fetch with the page, with the srcset and sizes its <img> has, if any. */
export type MainImage = { href: string; srcSet?: string; sizes?: string };

/** What the photo page's loading view shows: the photo's number, title and preview. */
export type PhotoBootView = {
	photoid: number;
	title: string;
	width: number | null;
	height: number | null;
	/** The preview and, when it has a smaller twin, the same srcset and sizes the page's <img> has. */
	image: MainImage;
};

/**
 * The photo page as it will look, for a member, before the app has run: the photo's number and
 * title, and the photo itself in the frame and at the size the page gives it (core's
 * photo-page-layout). The picture is the page's largest content, so the visitor sees it as
 * soon as it has arrived rather than once the app has loaded, fetched the photo and drawn it;
 * the app then draws the same picture in its place. Decorative (the loading view is hidden
 * from assistive technology): the app's page carries the names.
 */
/** The picture's own size as attributes, so the browser knows its proportions before it loads. */
const sizeAttributes = (width: number | null, height: number | null) =>
	width && height ? ` width="${width}" height="${height}"` : "";

export function photoBootView(photo: PhotoBootView): string {
	const layout = PHOTO_LAYOUT[photoLayout(photo.width, photo.height)];
	const { href, srcSet, sizes } = photo.image;
	const choice = srcSet && sizes ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : "";
	const size = sizeAttributes(photo.width, photo.height);
	const ratio = photoFrameStyle(photo.width, photo.height)["--photo-ratio"];
	const style = ratio ? ` style="--photo-ratio:${ratio}"` : "";
	return [
		`<div class="${BELOW_HEADER}"><div class="${PHOTO_PAGE_CLASS.page}">`,
		// The breadcrumb's line (text-sm) and margin.
		`<div class="mb-4 h-5"></div>`,
		`<div class="${PHOTO_PAGE_CLASS.article} ${layout.grid}">`,
		`<div class="${PHOTO_PAGE_CLASS.heading}"><div class="min-w-0">`,
		`<p class="${PHOTO_PAGE_CLASS.eyebrow}">Photo ${escapeHtml(formatPhotoNumber(photo.photoid))}</p>`,
		`<h1 class="${PHOTO_PAGE_CLASS.title}">${escapeHtml(photoTitle(photo))}</h1>`,
		`</div></div>`,
		`<div class="${PHOTO_PAGE_CLASS.imageArea} ${layout.imageArea}">`,
		`<span class="${PHOTO_PAGE_CLASS.frame} ${layout.image}"${style}>`,
		`<img src="${escapeHtml(href)}"${choice} alt=""${size} decoding="async" class="${PHOTO_PAGE_CLASS.image}" />`,
		`</span></div></div></div></div>`,
	].join("");
}

/** A listed photo as the loading view needs it. */
export type ListedPhoto = {
	width: number | null;
	height: number | null;
	thumbnail_url: string | null;
	preview_url: string | null;
};

/**
 * How many tiles the loading view paints: the page's whole first page, so every row but the
 * last (far below the first screen) is the row the page draws (a row's tiles depend on the
 * tiles after them only in the last row).
 */
export const BOOT_VIEW_TILES = LISTING_PAGE_SIZE;
/** Tiles that may show on the first screen are fetched at once; those further down when scrolled near. */
const EAGER_BOOT_TILES = 12;

const cssText = (style: Record<string, string | number>) =>
	Object.entries(style)
		.map(
			([name, value]) =>
				`${name.startsWith("--") ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`,
		)
		.join(";");

function tile(photo: ListedPhoto, index: number): string {
	const ratio = tileAspectRatio(photo.width, photo.height);
	const src = photo.thumbnail_url ?? photo.preview_url;
	const srcSet = src && src === photo.thumbnail_url ? thumbnailSrcSet(src, photo) : null;
	const choice = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(tileImageSizes(photo))}"` : "";
	const size = sizeAttributes(photo.width, photo.height);
	const loading =
		index < EAGER_TILES ? ` fetchpriority="high"` : index < EAGER_BOOT_TILES ? "" : ` loading="lazy"`;
	const image = src
		? `<img src="${escapeHtml(src)}"${choice} alt=""${size}${loading} decoding="async" class="${LISTING_CLASS.tileImage}" />`
		: "";
	return `<li class="relative" style="${cssText(tileFlex(ratio))}"><div style="padding-bottom:${tilePadding(ratio)}"></div><div class="absolute inset-0"><span class="${LISTING_CLASS.tile}">${image}</span></div></li>`;
}

/**
 * A listing (the search page, a taxonomy page) as it will look before the app has run: its
 * first photos in the listing's justified grid, in the column the results take (beside the
 * filters on the search page), so every tile has the size the page then gives it. The visitor sees the photos as soon as
 * they arrive, not once the app has loaded, asked for them and drawn them.
 */
export function listingBootView(
	photos: readonly ListedPhoto[],
	/** Whether the page has the filter column beside its results (the search page). */
	{ filters = true }: { filters?: boolean } = {},
): string {
	if (photos.length === 0) return "";
	const rows = cssText(gridRowHeights(ROW_HEIGHT.mobile, ROW_HEIGHT.tablet, ROW_HEIGHT.desktop));
	const grid = [
		`<ul class="${JUSTIFIED_GRID_CLASS}" style="${rows}">`,
		...photos.slice(0, BOOT_VIEW_TILES).map(tile),
		`<li class="h-0" style="${cssText(GRID_SPACER)}"></li></ul>`,
	].join("");
	const results = filters
		? `<div class="${LISTING_CLASS.filtered}"><div class="${LISTING_CLASS.filters}"></div><div class="${LISTING_CLASS.results}">${grid}</div></div>`
		: grid;
	return `<div class="${BELOW_HEADER}"><div class="${LISTING_CLASS.section}">${results}</div></div>`;
}
