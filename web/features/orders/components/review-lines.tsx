import type { CartLine } from "@core/contracts/cart";
import { LICENSE_LABELS } from "@core/license";
import { LinePrice } from "@/components/line-price";
import { photoAltText } from "@/components/photo-card";
import { PhotoThumb } from "@/components/photo-thumb";

/** The cart's lines as they will be ordered: thumbnail, number, title, licence and what each costs. */
export function ReviewLines({ lines }: { lines: readonly CartLine[] }) {
	return (
		<ul aria-label="Photos in this order" className="divide-y divide-ink-900/10">
			{lines.map((line) => (
				<li key={line.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
					<div className="aspect-[4/3] w-16 shrink-0 overflow-hidden rounded-md bg-cream-200 sm:w-20">
						<PhotoThumb photo={line.photo} alt="" />
					</div>
					<div className="min-w-0 flex-1">
						<p className="line-clamp-2 font-medium break-words text-ink-900">{photoAltText(line.photo)}</p>
						<p className="mt-0.5 text-xs text-ink-500">
							#{line.photo.photoid} · {LICENSE_LABELS[line.license_type].name}
						</p>
					</div>
					<LinePrice line={line} label="Line total" />
				</li>
			))}
		</ul>
	);
}
