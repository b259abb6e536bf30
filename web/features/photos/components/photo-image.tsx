import type { PhotoDetail } from "@core/contracts/photos";
import { PHOTO_PAGE_CLASS, photoFrameStyle } from "@core/photo-page-layout";
import { previewImage } from "@core/responsive-images";
import { ImageOff, ZoomIn } from "lucide-react";
import { type CSSProperties, useState } from "react";
import { photoAltText } from "@/components/photo-card";
import { cn } from "@/lib/cn";

/** The sources to try in turn: the preview, else the thumbnail (spec section 2). */
export function imageSources(photo: Pick<PhotoDetail, "preview_url" | "thumbnail_url">): string[] {
	return [photo.preview_url, photo.thumbnail_url].filter(
		(src, index, all): src is string => !!src && all.indexOf(src) === index,
	);
}

/**
 * The preview, falling back to the thumbnail and then to a placeholder when a source is missing
 * or fails to load (spec section 8).
 */
export function useImageFallback(photo: Pick<PhotoDetail, "preview_url" | "thumbnail_url">) {
	const sources = imageSources(photo);
	const [failures, setFailures] = useState(0);
	const src = sources[failures];
	return { src, onError: () => setFailures((n) => n + 1) };
}

export function Placeholder({ label, className }: { label: string; className?: string }) {
	return (
		<span
			role="img"
			aria-label={label}
			className={cn(
				"flex aspect-[4/3] w-full items-center justify-center bg-cream-200 text-ink-400",
				className,
			)}
		>
			<ImageOff aria-hidden="true" className="size-10" />
		</span>
	);
}

/**
 * The photo on its page. With an image, it is a button that opens the zoom viewer; the frame
 * keeps the photo's proportions (from width and height) so the page does not jump as it loads.
 */
export function PhotoImage({
	photo,
	src,
	onError,
	onOpen,
	className,
}: {
	photo: PhotoDetail;
	src: string | undefined;
	onError: () => void;
	onOpen: () => void;
	className?: string;
}) {
	const alt = photoAltText(photo);
	if (!src) return <Placeholder label={alt} className={cn("rounded-md", className)} />;
	return (
		<button
			type="button"
			onClick={onOpen}
			aria-label={`Zoom: ${alt}`}
			aria-haspopup="dialog"
			style={photoFrameStyle(photo.width, photo.height) as CSSProperties}
			className={cn(
				PHOTO_PAGE_CLASS.frame,
				"group cursor-zoom-in outline-none focus-visible:ring-3 focus-visible:ring-accent-500 focus-visible:ring-offset-2 focus-visible:ring-offset-cream-50",
				className,
			)}
		>
			<img
				src={src}
				// The preview's smaller twin on a phone (the same srcset the page shell preloads).
				{...((src === photo.preview_url && previewImage(src, photo)) || {})}
				alt={alt}
				width={photo.width ?? undefined}
				height={photo.height ?? undefined}
				onError={onError}
				decoding="async"
				className={PHOTO_PAGE_CLASS.image}
			/>
			<span
				aria-hidden="true"
				className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-ink-950/70 px-3 py-1.5 text-xs font-medium text-cream-50 opacity-90 backdrop-blur-sm transition-opacity group-hover:opacity-100"
			>
				<ZoomIn className="size-4" />
				Zoom
			</span>
		</button>
	);
}
