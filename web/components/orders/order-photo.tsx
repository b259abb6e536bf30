import type { OrderPhoto } from "@core/contracts/orders";
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

/** A licensed photo's name: its title, else its number (a link never goes without a name). */
export function photoTitle(photo: OrderPhoto): string {
	return photo.title.trim() || `Photo #${photo.photoid}`;
}

/**
 * An ordered photo's thumbnail in its box, or an icon when it has none or it fails to load;
 * decorative (the line names the photo). `className` sizes the box.
 */
export function OrderPhotoThumb({ photo, className }: { photo: OrderPhoto; className?: string }) {
	const [failed, setFailed] = useState(false);
	return (
		<div
			className={cn(
				"flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-cream-200 text-ink-400",
				className ?? "aspect-[4/3] w-16 sm:w-20",
			)}
		>
			{photo.thumbnail_url && !failed ? (
				<img
					src={photo.thumbnail_url}
					alt=""
					loading="lazy"
					decoding="async"
					onError={() => setFailed(true)}
					className="h-full w-full object-cover"
				/>
			) : (
				<ImageOff aria-hidden="true" className="size-5" />
			)}
		</div>
	);
}
