import { CLEARANCE_LABELS } from "@core/clearance";
import { familyTabUrl } from "@core/family";
import { ChevronLeft, ChevronRight, ImageOff, Images } from "lucide-react";
import { useState } from "react";
import { EmptyPanel } from "@/components/empty-panel";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { FACE_PHOTOS_PAGE_SIZE, useFacePhotos } from "../api/faces";

/** The family's photos to mark people on, a page at a time; the chosen one is pressed. */
export function PhotoPicker({ selected, onPick }: { selected: string | null; onPick: (id: string) => void }) {
	const [page, setPage] = useState(1);
	const query = useFacePhotos(page);
	if (query.isPending)
		return (
			<LoadingStatus label="Loading your photos…" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
				{Array.from({ length: 6 }, (_, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
					<Skeleton key={i} className="aspect-square w-full rounded-md" />
				))}
			</LoadingStatus>
		);
	if (query.isError)
		return (
			<LoadErrorNotice
				title="We could not load your photos."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	const { photos, total } = query.data;
	if (total === 0)
		return (
			<EmptyPanel
				icon={Images}
				title="No photos yet"
				action={{ to: familyTabUrl("upload"), label: "Upload photos", variant: "secondary" }}
			>
				Upload your snapshots first; then mark the people in them here.
			</EmptyPanel>
		);
	const pages = Math.max(1, Math.ceil(total / FACE_PHOTOS_PAGE_SIZE));
	return (
		<nav aria-label="Your photos">
			<ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
				{photos.map((photo) => (
					<li key={photo.id}>
						<button
							type="button"
							aria-pressed={photo.id === selected}
							onClick={() => onPick(photo.id)}
							className={cn(
								"group block w-full rounded-md text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
								photo.id === selected && "ring-3 ring-accent-600",
							)}
						>
							{photo.thumbnail_url ? (
								<img
									src={photo.thumbnail_url}
									alt=""
									className="aspect-square w-full rounded-md bg-ink-900/5 object-cover"
								/>
							) : (
								<span className="flex aspect-square w-full items-center justify-center rounded-md bg-ink-900/5">
									<ImageOff aria-hidden="true" className="size-5 text-ink-400" />
								</span>
							)}
							<span className="mt-1 block truncate text-xs font-medium text-ink-800">{photo.title}</span>
							<span className="block text-xs text-ink-600">
								{photo.face_count} {photo.face_count === 1 ? "face" : "faces"} ·{" "}
								{CLEARANCE_LABELS[photo.clearance]}
							</span>
						</button>
					</li>
				))}
			</ul>
			{pages > 1 && (
				<div className="mt-3 flex items-center justify-between gap-2 text-sm text-ink-600">
					<Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
						<ChevronLeft aria-hidden="true" className="size-4" />
						Newer
					</Button>
					<span>
						Page {page} of {pages}
					</span>
					<Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
						Older
						<ChevronRight aria-hidden="true" className="size-4" />
					</Button>
				</div>
			)}
		</nav>
	);
}
