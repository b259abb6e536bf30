import type { PhotoSummary } from "@core/contracts/photos";
import { EAGER_TILES, LISTING_CLASS } from "@core/listing-grid";
import { cardInfoText } from "@core/photo-card-info";
import { formatPhotoNumber } from "@core/route-params";
import { Check } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { Link } from "react-router";
import type { AuthRedirectState } from "@/api/auth/session";
import { CardClearanceMark } from "@/components/clearance-badge";
import { CardLicenceMark } from "@/components/licence-mark";
import { usePhotoActions } from "@/components/photo-actions";
import { selectPhotoLabel, usePhotoSelection } from "@/components/photo-listing/photo-selection";
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

/**
 * What a member sees over a card on hover or keyboard focus: the creator, the events, and the
 * price, decade and orientation (issue 28). That last line (`infoId`) is the link's accessible
 * description rather than part of its name, so screen readers hear it after the photo's name.
 */
function CardDetails({
	photo,
	infoId,
	selectable,
}: {
	photo: PhotoSummary;
	infoId: string;
	selectable: boolean;
}) {
	const pills = photo.event_names.slice(0, MAX_EVENT_PILLS);
	const more = photo.event_names.length - pills.length;
	return (
		<span
			className={cn(
				"pointer-events-none absolute inset-x-0 bottom-0 flex translate-y-1 flex-col gap-1 bg-gradient-to-t from-ink-950/85 via-ink-950/50 to-transparent px-2.5 pt-8 pb-2 text-left text-cream-50 opacity-0 transition duration-200 group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100",
				// Clear of the selection checkbox in the bottom-left corner.
				selectable && "md:pb-11",
			)}
		>
			<span className="line-clamp-1 text-xs font-semibold">{creatorName(photo)}</span>
			<span
				id={infoId}
				aria-hidden="true"
				className="line-clamp-1 text-[11px] leading-4 font-medium tabular-nums"
			>
				{cardInfoText(photo)}
			</span>
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
	describedBy,
}: {
	photo: PhotoSummary;
	signedIn: boolean;
	priority?: boolean;
	overlay: ReactNode;
	className?: string;
	/** The width the image is shown at, so the browser can pick a smaller file (PhotoThumb). */
	sizes?: string;
	/** The id of what describes the link (the card's price, decade and orientation). */
	describedBy?: string;
}) {
	const href = photoHref(photo);
	const state: AuthRedirectState | undefined = signedIn ? undefined : { returnUrl: href };

	return (
		<Link
			to={signedIn ? href : paths.auth}
			state={state}
			aria-describedby={signedIn ? describedBy : undefined}
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
	// While photos are being selected, a narrow phone tile has room for the checkbox only: the
	// selection bar has the cart and wishlist buttons (issue 28).
	"max-md:card-narrow:group-data-selecting/selection:hidden",
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
	const selection = usePhotoSelection();
	const selectable = signedIn && selection !== null;
	const infoId = useId();
	const tile = (
		<PhotoTile
			photo={photo}
			signedIn={signedIn}
			priority={priority}
			sizes={sizes}
			describedBy={infoId}
			overlay={<CardDetails photo={photo} infoId={infoId} selectable={selectable} />}
			className="outline-none focus-visible:ring-3 focus-visible:ring-accent-500 focus-visible:ring-offset-2 focus-visible:ring-offset-cream-50"
		/>
	);
	if (!signedIn || (!CardActions && !selectable)) return tile;
	return (
		// A size container: the buttons fit themselves to the tile (see CARD_ACTIONS_CLASSES).
		<div className="group/card @container-size/photo-card relative h-full w-full">
			{tile}
			{CardActions && (
				<div className={CARD_ACTIONS_CLASSES}>
					<CardActions photo={photo} />
				</div>
			)}
			{selectable && <CardSelectBox photo={photo} />}
		</div>
	);
}

/**
 * The selection checkbox in a card's bottom-left corner, beside the link (not in it). Where a fine
 * pointer can hover from tablet width up it shows on hover and keyboard focus, and on every card
 * once anything in the grid is selected; phones and touch screens always show it: 44 px, 28 px
 * on a narrow or cramped phone tile (beside the card's stacked buttons, still above the 24 px
 * minimum target), 32 px from 768 px. A shift-click (or Shift+Space) selects the range from the
 * photo clicked last.
 */
function CardSelectBox({ photo }: { photo: PhotoSummary }) {
	const selection = usePhotoSelection();
	// Whether Shift was down when the click began: a click that Space makes may not carry it.
	const shift = useRef(false);
	if (!selection) return null;
	const checked = selection.isSelected(photo.id);
	return (
		<span
			className={cn(
				"absolute bottom-1 left-1 z-10 inline-flex transition-opacity duration-200 md:bottom-1.5 md:left-1.5 card-sliver:hidden",
				"md:pointer-fine:opacity-0 md:pointer-fine:group-hover/card:opacity-100 md:pointer-fine:group-focus-within/card:opacity-100 md:pointer-fine:group-data-selecting/selection:opacity-100 md:pointer-fine:has-checked:opacity-100",
			)}
		>
			<input
				type="checkbox"
				aria-label={selectPhotoLabel(photoAltText(photo))}
				checked={checked}
				onPointerDown={(event) => {
					shift.current = event.shiftKey;
				}}
				onKeyDown={(event) => {
					if (event.key === " ") shift.current = event.shiftKey;
				}}
				onChange={(event) => {
					const native = event.nativeEvent as Partial<MouseEvent>;
					selection.click(photo.id, shift.current || native.shiftKey === true);
					shift.current = false;
				}}
				className="peer size-11 cursor-pointer appearance-none rounded-full border-2 border-cream-50 bg-ink-950/35 shadow-sm backdrop-blur-sm transition-colors checked:border-accent-600 checked:bg-accent-600 hover:bg-ink-950/50 checked:hover:bg-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 max-md:card-cramped:size-7 max-md:card-narrow:size-7 md:size-8"
			/>
			<Check
				aria-hidden="true"
				strokeWidth={3}
				className="pointer-events-none absolute inset-0 m-auto size-5 text-white opacity-0 peer-checked:opacity-100 max-md:card-cramped:size-4 max-md:card-narrow:size-4 md:size-4"
			/>
		</span>
	);
}
