import type { PhotoSummary } from "@core/contracts/catalogue";
import { formatPhotoNumber } from "@core/route-params";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths, photoHref } from "@/lib/paths";
import type { AuthRedirectState } from "@/lib/session";

export function photoAlt(photo: PhotoSummary): string {
	const title = photo.title.trim();
	return title || `Vintage family photo ${formatPhotoNumber(photo.photoid)}`;
}

/**
 * One popular photo. Members open its page; guests are sent to sign in and come back to it
 * (spec section 6), and see no hover details.
 */
export function PopularPhotoTile({ photo, signedIn }: { photo: PhotoSummary; signedIn: boolean }) {
	const [failed, setFailed] = useState(false);
	const href = photoHref(photo);
	const src = photo.thumbnail_url ?? photo.preview_url;
	const alt = photoAlt(photo);
	const state: AuthRedirectState | undefined = signedIn ? undefined : { returnUrl: href };

	return (
		<Link
			to={signedIn ? href : paths.auth}
			state={state}
			className="group relative block h-full w-full overflow-hidden rounded-sm bg-cream-200"
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
			{signedIn ? (
				<span className="pointer-events-none absolute inset-x-0 bottom-0 translate-y-1 bg-gradient-to-t from-ink-950/80 to-transparent px-2.5 pt-6 pb-2 text-left text-xs font-medium text-cream-50 opacity-0 transition duration-200 group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100">
					<span className="line-clamp-1">{alt}</span>
				</span>
			) : (
				<span className="sr-only"> (sign in to view)</span>
			)}
		</Link>
	);
}
