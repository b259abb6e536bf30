import type { AdminPhotoDetail } from "@core/contracts/catalogue";
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/date-format";
import { formatBytes } from "../lib/photo-text";

function Fact({ term, children }: { term: string; children: ReactNode }) {
	return (
		<div className="flex justify-between gap-3 py-1.5">
			<dt className="text-ink-600">{term}</dt>
			<dd className="min-w-0 text-right break-all text-ink-900">{children}</dd>
		</div>
	);
}

/** The image as buyers see it, and what the file says about itself (not editable). */
export function PhotoFacts({ photo }: { photo: AdminPhotoDetail }) {
	const image = photo.preview_url ?? photo.thumbnail_url;
	return (
		<div className="space-y-4">
			{image ? (
				<img
					src={image}
					alt={photo.title}
					className="w-full rounded-lg bg-cream-200 object-contain shadow-card"
				/>
			) : (
				<div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-lg bg-cream-200 text-sm text-ink-500">
					<ImageOff aria-hidden="true" className="size-6" />
					The image has not been processed yet
				</div>
			)}
			<dl aria-label="Facts" className="divide-y divide-ink-900/10 text-sm">
				<Fact term="Photo number">#{photo.photoid}</Fact>
				<Fact term="Dimensions">
					{photo.width && photo.height ? `${photo.width} × ${photo.height} px` : "—"}
				</Fact>
				<Fact term="File size">{photo.file_size ? formatBytes(photo.file_size) : "—"}</Fact>
				<Fact term="Print size">{photo.friendly_print_size ?? "—"}</Fact>
				<Fact term="Dominant colour">
					{photo.dominant_color ? (
						<span className="inline-flex items-center gap-2">
							<span
								aria-hidden="true"
								className="inline-block size-4 rounded-sm ring-1 ring-ink-900/20"
								style={{ backgroundColor: photo.dominant_color }}
							/>
							{photo.dominant_color}
						</span>
					) : (
						"—"
					)}
				</Fact>
				<Fact term="Original file">{photo.original_filename ?? "—"}</Fact>
				<Fact term="Faces tagged">{photo.face_count}</Fact>
				<Fact term="Created">{formatDateTime(photo.created_at)}</Fact>
				<Fact term="Updated">{formatDateTime(photo.updated_at)}</Fact>
			</dl>
		</div>
	);
}
