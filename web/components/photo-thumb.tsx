import type { PhotoSummary } from "@core/contracts/photos";
import { LISTING_CLASS } from "@core/listing-grid";
import { thumbnailSrcSet } from "@core/responsive-images";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/**
 * A photo's thumbnail filling its box (the preview when there is no thumbnail), lazy, with an
 * icon in its place when there is no image or it fails to load (spec section 8). `alt` is the
 * text for readers; "" when something beside it names the photo already.
 */
export function PhotoThumb({
	photo,
	alt,
	className,
	priority = false,
	sizes,
}: {
	photo: PhotoSummary;
	alt: string;
	/** One of the first images of a page: loaded at once, early (it is likely the largest paint). */
	priority?: boolean;
	/** More classes for the image (for example a hover zoom). */
	className?: string;
	/**
	 * The width the image is shown at (the `sizes` attribute): given, the browser picks between
	 * the thumbnail and its smaller twin (core/responsive-images.ts).
	 */
	sizes?: string;
}) {
	const [failed, setFailed] = useState(false);
	const src = photo.thumbnail_url ?? photo.preview_url;
	if (src && !failed) {
		const srcSet = sizes && src === photo.thumbnail_url ? thumbnailSrcSet(src, photo) : null;
		return (
			<img
				src={src}
				srcSet={srcSet ?? undefined}
				sizes={srcSet ? sizes : undefined}
				alt={alt}
				loading={priority ? "eager" : "lazy"}
				fetchPriority={priority ? "high" : undefined}
				decoding="async"
				width={photo.width ?? undefined}
				height={photo.height ?? undefined}
				onError={() => setFailed(true)}
				className={cn(LISTING_CLASS.tileImage, className)}
			/>
		);
	}
	const icon = <ImageOff aria-hidden="true" className="size-6" />;
	const box = "flex h-full w-full items-center justify-center text-ink-400";
	return alt ? (
		<span role="img" aria-label={alt} className={box}>
			{icon}
		</span>
	) : (
		<span className={box}>{icon}</span>
	);
}
