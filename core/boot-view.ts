import { escapeHtml } from "./escape-html";
import {
	PHOTO_LAYOUT,
	PHOTO_PAGE_CLASS,
	photoFrameStyle,
	photoLayout,
	photoTitle,
} from "./photo-page-layout";
import { formatPhotoNumber } from "./route-params";

/** What the photo page's loading view shows: the photo's number, title and preview. */
export type PhotoBootView = {
	photoid: number;
	title: string;
	width: number | null;
	height: number | null;
	/** The preview and, when it has a smaller twin, the same srcset and sizes the page's <img> has. */
	image: { href: string; srcSet?: string; sizes?: string };
};

/** The app's main area starts below its fixed header (web/app/layout.tsx, RootLayout). */
const BELOW_HEADER = "pt-16 md:pt-[72px]";

/**
 * The photo page as it will look, for a member, before the app has run: the photo's number and
 * title, and the photo itself in the frame and at the size the page gives it (core's
 * photo-page-layout). The picture is the page's largest content, so the visitor sees it as
 * soon as it has arrived rather than once the app has loaded, fetched the photo and drawn it;
 * the app then draws the same picture in its place. Decorative (the loading view is hidden
 * from assistive technology): the app's page carries the names.
 */
export function photoBootView(photo: PhotoBootView): string {
	const layout = PHOTO_LAYOUT[photoLayout(photo.width, photo.height)];
	const { href, srcSet, sizes } = photo.image;
	const choice = srcSet && sizes ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : "";
	const size = photo.width && photo.height ? ` width="${photo.width}" height="${photo.height}"` : "";
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
