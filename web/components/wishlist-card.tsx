import type { Wishlist } from "@core/contracts/wishlists";
import { Heart, Link2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { photoCountText } from "@/components/cover-card";
import { cn } from "@/lib/cn";
import { wishlistUrl } from "@/lib/paths";

/**
 * A wishlist in a list: the /wishlists page and the profile's wishlists tab (two features, so
 * the card lives here). The whole card is one link to the wishlist.
 */

/** A cover that fails to load gives way to the blank tile (spec section 8, Other errors). */
function Cover({ src, className }: { src: string; className?: string }) {
	const [failed, setFailed] = useState(false);
	if (failed) return <span className={cn("block bg-cream-200", className)} />;
	return (
		<img
			src={src}
			alt=""
			loading="lazy"
			decoding="async"
			onError={() => setFailed(true)}
			className={cn("h-full w-full object-cover", className)}
		/>
	);
}

/** Up to four of the newest photos: one fills the frame, two sit side by side, three or four tile. */
function Covers({ urls }: { urls: readonly string[] }) {
	const shown = urls.slice(0, 4);
	if (shown.length === 0) {
		return (
			<span className="flex h-full items-center justify-center text-ink-400">
				<Heart aria-hidden="true" className="size-7" />
			</span>
		);
	}
	if (shown.length === 1) return <Cover src={shown[0] ?? ""} />;
	return (
		<span
			className={cn("grid h-full gap-0.5", shown.length === 2 ? "grid-cols-2" : "grid-cols-2 grid-rows-2")}
		>
			{shown.map((url, index) => (
				<Cover
					// biome-ignore lint/suspicious/noArrayIndexKey: covers may share an image; their place is their identity
					key={index}
					src={url}
					className={shown.length === 3 && index === 0 ? "row-span-2" : undefined}
				/>
			))}
		</span>
	);
}

export function SharedMarker() {
	return (
		<span className="inline-flex items-center gap-1 rounded-full bg-mustard-300/40 px-2 py-0.5 text-xs font-medium text-ink-900">
			<Link2 aria-hidden="true" className="size-3" />
			Shared
		</span>
	);
}

/** "Project · Company", the parts it has, or null. */
export function wishlistPlaceText(wishlist: Pick<Wishlist, "project_name" | "company">): string | null {
	const parts = [wishlist.project_name, wishlist.company].filter((part): part is string => Boolean(part));
	return parts.length > 0 ? parts.join(" · ") : null;
}

type Heading = "h2" | "h3" | "h4";

/** A card with the covers above: for grids of wishlists. */
export function WishlistCard({ wishlist, titleAs: Title = "h3" }: { wishlist: Wishlist; titleAs?: Heading }) {
	return (
		<Link
			to={wishlistUrl(wishlist.id)}
			className="group flex h-full flex-col overflow-hidden rounded-lg border border-ink-900/10 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-card focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
		>
			<span className="block aspect-[4/3] overflow-hidden bg-cream-200">
				<Covers urls={wishlist.cover_urls} />
			</span>
			<span className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
				<Title className="font-display text-lg leading-snug font-semibold break-words text-ink-900">
					{wishlist.name}
				</Title>
				<span className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
					{photoCountText(wishlist.item_count)}
					{wishlist.share_code && <SharedMarker />}
				</span>
				{wishlist.description && (
					<span className="line-clamp-2 text-sm break-words text-ink-700">{wishlist.description}</span>
				)}
			</span>
		</Link>
	);
}

/** A one-line entry with a small cover: for compact lists such as the profile's tab. */
export function WishlistRow({ wishlist }: { wishlist: Wishlist }) {
	const place = wishlistPlaceText(wishlist);
	return (
		<Link
			to={wishlistUrl(wishlist.id)}
			className="flex items-center gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500"
		>
			<span className="block size-14 shrink-0 overflow-hidden rounded-md bg-cream-200">
				<Covers urls={wishlist.cover_urls.slice(0, 1)} />
			</span>
			<span className="min-w-0 flex-1">
				<span className="block truncate font-medium text-ink-900">{wishlist.name}</span>
				<span className="block truncate text-sm text-ink-600">
					{photoCountText(wishlist.item_count)}
					{place && ` · ${place}`}
				</span>
			</span>
			{wishlist.share_code && <SharedMarker />}
		</Link>
	);
}
