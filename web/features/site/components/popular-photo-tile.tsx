import type { PhotoSummary } from "@core/contracts/photos";
import { PhotoTile, photoAltText } from "@/components/photo-card";

/**
 * One popular photo. Members open its page and see its title on hover; guests are sent to sign
 * in and come back to it (spec section 6).
 */
export function PopularPhotoTile({ photo, signedIn }: { photo: PhotoSummary; signedIn: boolean }) {
	return (
		<PhotoTile
			photo={photo}
			signedIn={signedIn}
			overlay={
				<span className="pointer-events-none absolute inset-x-0 bottom-0 translate-y-1 bg-gradient-to-t from-ink-950/80 to-transparent px-2.5 pt-6 pb-2 text-left text-xs font-medium text-cream-50 opacity-0 transition duration-200 group-hover:translate-y-0 group-hover:opacity-100 group-focus-visible:translate-y-0 group-focus-visible:opacity-100">
					<span className="line-clamp-1">{photoAltText(photo)}</span>
				</span>
			}
		/>
	);
}
