import type { LucideIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** What a page passes to one kind of framed image: the image, whose it is, and its size. */
export type FramedImageProps = {
	src: string | null;
	/** Names the image for readers. */
	name: string;
	className?: string;
};

/**
 * An image in a frame, or an icon in its place; an image that fails to load gives way to the
 * icon rather than a broken-image glyph.
 */
export function FramedImage({
	src,
	alt,
	icon: Icon,
	frameClassName,
	imageClassName,
	className,
}: {
	src: string | null;
	alt: string;
	icon: LucideIcon;
	/** The frame's shape and ground, shared by the image and the icon. */
	frameClassName: string;
	imageClassName: string;
	className?: string;
}) {
	const [failedSrc, setFailedSrc] = useState<string | null>(null);
	const frame = cn("flex shrink-0 items-center justify-center overflow-hidden", frameClassName, className);
	if (!src || failedSrc === src) {
		return (
			<span className={cn(frame, "text-ink-400")}>
				<Icon aria-hidden="true" className="size-1/2" />
			</span>
		);
	}
	return (
		<span className={frame}>
			<img
				src={src}
				alt={alt}
				loading="lazy"
				decoding="async"
				onError={() => setFailedSrc(src)}
				className={cn("h-full w-full", imageClassName)}
			/>
		</span>
	);
}
