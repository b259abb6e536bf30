/**
 * How the photo page lays out a photo (spec section 2): the arrangement by the photo's shape and
 * the classes of the frame around it. The web page and the server's loading view of that page
 * (core/boot-view.ts) both build from these, so the picture the loading view paints has
 * the size the page gives it: the page then draws the same picture in its place, not a larger one.
 */

export type PhotoLayout = "horizontal" | "vertical" | "square";

/**
 * Spec section 2: square when width/height is between 0.95 and 1.05 or unknown, horizontal
 * above 1.05, vertical below 0.95.
 */
export function photoLayout(width: number | null, height: number | null): PhotoLayout {
	if (!width || !height || width <= 0 || height <= 0) return "square";
	const ratio = width / height;
	if (ratio > 1.05) return "horizontal";
	if (ratio < 0.95) return "vertical";
	return "square";
}

/**
 * The page's arrangement by the photo's shape. Phones always read title, photo, the buy box (the
 * license's price and Add to Cart, so both are in the first screen), then the rest. Wide photos
 * go across the page with the buy box beside them from laptop width up; tall and square ones
 * stand beside the title, buy box and details from tablet width up (tall ones in a narrower
 * column, so they are not cut by the screen's height). On a phone a tall or square photo is
 * capped at 40% of the screen's height, so the buy box under it starts in the first screen.
 */
export const PHOTO_LAYOUT: Record<
	PhotoLayout,
	{ grid: string; image: string; imageArea: string; body: string }
> = {
	horizontal: {
		grid: "[grid-template-areas:'heading'_'image'_'buy'_'body'] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:[grid-template-areas:'heading_heading'_'image_buy'_'body_body']",
		image: "max-h-[64vh] [--photo-max-h:64vh]",
		imageArea: "",
		body: "lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12",
	},
	vertical: {
		grid: "[grid-template-areas:'heading'_'image'_'buy'_'body'] md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:grid-rows-[auto_auto_1fr] md:gap-x-8 md:[grid-template-areas:'image_heading'_'image_buy'_'image_body'] lg:gap-x-12",
		image: "max-h-[40vh] [--photo-max-h:40vh] md:max-h-[80vh] md:[--photo-max-h:80vh]",
		// The photo stays in view while the details beside it scroll.
		imageArea: "md:sticky md:top-24",
		body: "",
	},
	square: {
		grid: "[grid-template-areas:'heading'_'image'_'buy'_'body'] md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:grid-rows-[auto_auto_1fr] md:gap-x-8 md:[grid-template-areas:'image_heading'_'image_buy'_'image_body'] lg:gap-x-12",
		image: "max-h-[40vh] [--photo-max-h:40vh] md:max-h-[70vh] md:[--photo-max-h:70vh]",
		imageArea: "md:sticky md:top-24",
		body: "",
	},
};

/** The classes of the page's parts from the outside in, shared with the loading view. */
export const PHOTO_PAGE_CLASS = {
	page: "mx-auto w-full max-w-7xl px-3 py-6 sm:px-6 sm:py-8 lg:px-8",
	article: "grid items-start gap-y-5 sm:gap-y-6",
	heading: "[grid-area:heading]",
	eyebrow: "text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase",
	title: "mt-1 text-3xl font-semibold break-words text-ink-900 sm:text-4xl",
	imageArea: "flex justify-center [grid-area:image]",
	/**
	 * The frame (the zoom button): as wide as the column allows and its height cap permits, from
	 * the photo's proportions (photoFrameStyle), so the photo has its size before it has loaded
	 * and nothing moves when it does. Without known proportions, the photo's own width. Its
	 * layout's `image` classes cap its height.
	 */
	frame:
		"relative block w-[min(100%,calc(var(--photo-max-h)*var(--photo-ratio)))] max-w-full overflow-hidden rounded-md bg-cream-200 shadow-card",
	image: "block h-auto max-h-[inherit] w-full object-contain",
} as const;

/** The frame's style: the photo's width over height, which its width follows (PHOTO_PAGE_CLASS.frame). */
export function photoFrameStyle(width: number | null, height: number | null): { "--photo-ratio"?: string } {
	return width && height && width > 0 && height > 0 ? { "--photo-ratio": (width / height).toFixed(4) } : {};
}

export const UNTITLED_PHOTO = "Untitled photo";

/** The page's heading: the photo's title, or 'Untitled photo'. */
export function photoTitle(photo: { title: string }): string {
	return photo.title.trim() || UNTITLED_PHOTO;
}
