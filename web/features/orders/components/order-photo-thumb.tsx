import type { OrderPhoto } from "@core/contracts/orders";
import { ImageOff } from "lucide-react";
import { useState } from "react";

/** A licensed photo's thumbnail in its box, or an icon when it has none or it fails to load; decorative. */
export function OrderPhotoThumb({ photo }: { photo: OrderPhoto }) {
	const [failed, setFailed] = useState(false);
	return (
		<div className="flex aspect-[4/3] w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-cream-200 text-ink-400 sm:w-20">
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
