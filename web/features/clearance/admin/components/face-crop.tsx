import type { LedgerFaceCrop } from "@core/contracts/clearance";

/**
 * One face cut out of its photo's thumbnail with CSS: the box is fractions of the image, so the
 * image is scaled until the box fills the frame and moved so the box sits in it. The frame takes
 * the face's own proportions when the photo's size is known.
 */
export function FaceCrop({ face, label }: { face: LedgerFaceCrop; label: string }) {
	const [x, y, w, h] = face.box;
	const ratio = face.width && face.height ? (w * face.width) / (h * face.height) : w / h;
	return (
		<div
			className="relative h-24 overflow-hidden rounded-lg bg-ink-900/10"
			style={{ aspectRatio: String(Math.min(Math.max(ratio, 0.5), 2)) }}
		>
			<img
				src={face.thumbnail_url}
				alt={label}
				loading="lazy"
				className="absolute max-w-none"
				style={{
					width: `${100 / w}%`,
					height: `${100 / h}%`,
					left: `${(-x / w) * 100}%`,
					top: `${(-y / h) * 100}%`,
				}}
			/>
		</div>
	);
}
