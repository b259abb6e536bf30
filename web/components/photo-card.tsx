import type { PhotoSummary } from "@core/contracts/catalogue";
import { formatPhotoNumber } from "@core/route-params";
import { ImageOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { usePhotoActions } from "@/components/photo-actions";
import { paths, photoHref } from "@/lib/paths";
import type { AuthRedirectState } from "@/lib/session";

/** Event pills shown on a card before the rest collapse into '+n' (spec section 2). */
const MAX_EVENT_PILLS = 2;
export const UNKNOWN_CREATOR = "Unknown Creator";

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
}: {
	photo: PhotoSummary;
	signedIn: boolean;
	overlay: ReactNode;
	className?: string;
}) {
	const [failed, setFailed] = useState(false);
	const href = photoHref(photo);
	const src = photo.thumbnail_url ?? photo.preview_url;
	const alt = photoAltText(photo);
	const state: AuthRedirectState | undefined = signedIn ? undefined : { returnUrl: href };

	return (
		<Link
			to={signedIn ? href : paths.auth}
			state={state}
			className={`group relative block h-full w-full overflow-hidden rounded-sm bg-cream-200 ${className}`}
		>
			{src && !failed ? (
				<img
					src={src}
					alt={alt}
					loading="lazy"
					decoding="async"
					width={photo.width ?? undefined}
					height={photo.height ?? undefined}
					onError={() => setFailed(true)}
					className="h-full w-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
				/>
			) : (
				<span
					role="img"
					aria-label={alt}
					className="flex h-full w-full items-center justify-center text-ink-400"
				>
					<ImageOff aria-hidden="true" className="size-6" />
				</span>
			)}
			{signedIn ? overlay : <span className="sr-only"> (sign in to view)</span>}
		</Link>
	);
}

/**
 * Where a card's buttons sit: over the top corner, beside the link rather than in it (a button
 * inside a link is invalid). Shown on hover and keyboard focus where a fine pointer can hover
 * from tablet width up; always shown on phones and touch screens, which have no hover.
 */
const CARD_ACTIONS_CLASSES =
	"absolute top-1.5 right-1.5 z-10 flex gap-1.5 transition-opacity duration-200 md:pointer-fine:opacity-0 md:pointer-fine:group-hover/card:opacity-100 md:pointer-fine:group-focus-within/card:opacity-100";

/**
 * A photo in a listing grid. Members open its page and see the creator and events on hover
 * or keyboard focus, and get the buttons other features provide (wishlist, cart); guests see
 * no details and no buttons (spec section 2, Cards).
 */
export function PhotoCard({ photo, signedIn }: { photo: PhotoSummary; signedIn: boolean }) {
	const { CardActions } = usePhotoActions();
	const tile = (
		<PhotoTile
			photo={photo}
			signedIn={signedIn}
			overlay={<CardDetails photo={photo} />}
			className="outline-none focus-visible:ring-3 focus-visible:ring-accent-500 focus-visible:ring-offset-2 focus-visible:ring-offset-cream-50"
		/>
	);
	if (!signedIn || !CardActions) return tile;
	return (
		<div className="group/card relative h-full w-full">
			{tile}
			<div className={CARD_ACTIONS_CLASSES}>
				<CardActions photo={photo} />
			</div>
		</div>
	);
}
