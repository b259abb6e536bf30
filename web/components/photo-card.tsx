import type { PhotoSummary } from "@core/contracts/photos";
import { EAGER_TILES, LISTING_CLASS } from "@core/listing-grid";
import { formatPhotoNumber } from "@core/route-params";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AuthRedirectState } from "@/api/auth/session";
import { CardClearanceMark } from "@/components/clearance-badge";
import { CardLicenceMark } from "@/components/licence-mark";
import { usePhotoActions } from "@/components/photo-actions";
import { PhotoThumb } from "@/components/photo-thumb";
import { cn } from "@/lib/cn";
import { paths, photoHref } from "@/lib/paths";

/** Event pills shown on a card before the rest collapse into '+n' (spec section 2). */
const MAX_EVENT_PILLS = 2;
export const UNKNOWN_CREATOR = "Unknown Creator";

/** How a photo is named wherever it is shown or spoken: its title, else its number. */
export function photoAltText(photo: PhotoSummary): string {
	const title = photo.title.trim();
	return title || `Vintage family photo ${formatPhotoNumber(photo.photoid)}`;
}

function creatorName(photo: PhotoSummary): string {
	return photo.storefront_name?.trim() || UNKNOWN_CREATOR;
}

function CardDetails({ photo }: { photo: PhotoSummary }) {
	const pills = photo.event_names.slice(0, MAX_EVENT_PILLS);
	const more = photo.event_names.length - pills.length;
	return (
		<span className="pointer-events-none absolute inset-x-0 bottom-0 flex translate-y-1 flex-col gap-1 bg-gradient-to-t from-ink-950/85 via-ink-950/50 to-transparent px-2.5 pt-8 pb-2 text-left text-cream-50 opacity-0 transition duration-200 group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100">
			<span className="line-clamp-1 text-xs font-semibold">{creatorName(photo)}</span>
			{pills.length > 0 && (
				<span className="flex flex-wrap gap-1">
					{pills.map((name) => (
						<span
							key={name}
							className="max-w-full truncate rounded-full bg-cream-50/20 px-2 py-0.5 text-[11px] leading-4 backdrop-blur-sm"
						>
							{name}
						</span>
					))}
					{more > 0 && (
						<span className="rounded-full bg-cream-50/20 px-2 py-0.5 text-[11px] leading-4">+{more}</span>
					)}
				</span>
			)}
		</span>
	);
}

/**
 * The shared body of a photo tile: a link (members to the photo, guests to sign in and back to
 * the photo, spec section 6), the lazy image or a fallback icon, and for members an overlay.
 */
export function PhotoTile({
	photo,
	signedIn,
	overlay,
	className = "",
	priority,
	sizes,
}: {
	photo: PhotoSummary;
	signedIn: boolean;
	priority?: boolean;
	overlay: ReactNode;
	className?: string;
	/** The width the image is shown at, so the browser can pick a smaller file (PhotoThumb). */
	sizes?: string;
}) {
	const href = photoHref(photo);
	const state: AuthRedirectState | undefined = signedIn ? undefined : { returnUrl: href };

	return (
		<Link
			to={signedIn ? href : paths.auth}
			state={state}
			className={`group ${LISTING_CLASS.tile} ${className}`}
		>
			<PhotoThumb
				photo={photo}
				alt={photoAltText(photo)}
				priority={priority}
				sizes={sizes}
				className="transition-transform duration-500 ease-out group-hover:scale-[1.03]"
			/>
			{/* The card's marks, stacked in its top-left corner: clearance, then the buyer's licence. */}
			<span className="pointer-events-none absolute top-1 left-1 z-10 flex max-w-full flex-col items-start gap-1 md:top-1.5 md:left-1.5">
				<CardClearanceMark clearance={photo.clearance} />
				{signedIn && <CardLicenceMark photoId={photo.id} />}
			</span>
			{signedIn ? overlay : <span className="sr-only"> (sign in to view)</span>}
		</Link>
	);
}

/**
 * Where a card's buttons sit: over the top corner, beside the link rather than in it (a button
 * inside a link is invalid). Phones stack them down the corner (rows are 120 px high, tiles can
 * be 60 px wide); from 768 px they sit side by side. The tile's size (the card-* variants in
 * styles.css) decides the rest, so they never spill onto a neighbour: on a short tile a phone
 * puts them side by side, a narrow tile stacks them, a tile too small for both keeps only the
 * first (the cart), and a sliver narrower than one button shows none (its page has them all).
 */
const CARD_ACTIONS_CLASSES = cn(
	"absolute top-1 right-1 z-10 flex flex-col gap-1 md:top-1.5 md:right-1.5 md:flex-row md:gap-1.5",
	"max-md:card-short:flex-row md:card-narrow:flex-col",
	"card-narrow:card-short:[&>:nth-child(n+2)]:hidden card-sliver:hidden",
);

/**
 * The round icon button over a card (cart, heart): 44 px on phones (36 px on a cramped tile),
 * 36 px from 768 px. Where a fine pointer can hover from tablet width up, it shows on hover and
 * keyboard focus, except when it has something to say at rest: a photo in the cart
 * (`data-in-cart`) or in a wishlist (`data-saved`). Phones and touch screens always show it.
 * `tone`: "positive" for the green of a photo in the cart (spec section 4).
 */
export function cardActionButtonClasses(tone: "plain" | "positive" = "plain"): string {
	return cn(
		"inline-flex size-11 shrink-0 items-center justify-center rounded-full shadow-sm backdrop-blur-sm transition duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 max-md:card-cramped:size-9 md:size-9",
		"md:pointer-fine:opacity-0 md:pointer-fine:group-hover/card:opacity-100 md:pointer-fine:group-focus-within/card:opacity-100 md:pointer-fine:data-in-cart:opacity-100 md:pointer-fine:data-saved:opacity-100",
		tone === "positive"
			? "bg-emerald-600 text-white hover:bg-emerald-700"
			: "bg-cream-50/90 text-ink-900 hover:bg-white hover:text-accent-700",
	);
}

/**
 * A photo in a listing grid. Members open its page and see the creator and events on hover
 * or keyboard focus, and get the buttons other features provide (wishlist, cart); guests see
 * no details and no buttons (spec section 2, Cards).
 */
export { EAGER_TILES };

export function PhotoCard({
	photo,
	signedIn,
	priority,
	sizes,
}: {
	photo: PhotoSummary;
	signedIn: boolean;
	/** Among the first tiles of the page (see EAGER_TILES). */
	priority?: boolean;
	/** The width the tile's image is shown at (see `tileImageSizes`). */
	sizes?: string;
}) {
	const { CardActions } = usePhotoActions();
	const tile = (
		<PhotoTile
			photo={photo}
			signedIn={signedIn}
			priority={priority}
			sizes={sizes}
			overlay={<CardDetails photo={photo} />}
			className="outline-none focus-visible:ring-3 focus-visible:ring-accent-500 focus-visible:ring-offset-2 focus-visible:ring-offset-cream-50"
		/>
	);
	if (!signedIn || !CardActions) return tile;
	return (
		// A size container: the buttons fit themselves to the tile (see CARD_ACTIONS_CLASSES).
		<div className="group/card @container-size/photo-card relative h-full w-full">
			{tile}
			<div className={CARD_ACTIONS_CLASSES}>
				<CardActions photo={photo} />
			</div>
		</div>
	);
}
