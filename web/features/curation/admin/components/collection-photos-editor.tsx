import { appendUnique, moveItem, withoutIds } from "@core/collection-order";
import type { AdminCollectionDetail, CuratedPhoto } from "@core/contracts/curation";
import { COLLECTION_MAX_PHOTOS } from "@core/contracts/curation";
import { GripVertical, ImagePlus, LoaderCircle, Star, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { MoveButtons } from "@/components/admin/move-buttons";
import { AdminThumb, PhotoPicker, PhotoStatusPill } from "@/components/admin/photo-picker";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { useMoveFocus } from "@/lib/use-move-focus";
import { useSetCollectionPhotos, useUpdateCollection } from "../api/collection-mutations";

export const NO_COLLECTION_PHOTOS = "No photos in this collection yet.";
const ORDER_FAILED = "The photos could not be saved.";
const photosText = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

/**
 * The order as shown, saved after each change (the whole list at once). Changes made while a
 * save is under way are kept and sent, the latest only, when it ends; a refused save puts the
 * last saved order back.
 */
function useOrder(id: string, saved: string[]) {
	const mutation = useSetCollectionPhotos(id);
	const [order, setOrder] = useState(saved);
	const lastSaved = useRef(saved);
	const inFlight = useRef(false);
	const queued = useRef<string[] | null>(null);

	function send(ids: string[]) {
		inFlight.current = true;
		mutation.mutate(ids, {
			onSuccess: (detail) => {
				lastSaved.current = detail.photos.map((photo) => photo.id);
			},
			onError: (error) => {
				queued.current = null;
				setOrder(lastSaved.current);
				toast.error(ORDER_FAILED, { description: errorText(error, "Please try again.") });
			},
			onSettled: () => {
				inFlight.current = false;
				const next = queued.current;
				queued.current = null;
				if (next) send(next);
			},
		});
	}

	function change(next: string[]) {
		setOrder(next);
		if (inFlight.current) queued.current = next;
		else send(next);
	}

	return { order, change, saving: mutation.isPending };
}

/**
 * The collection's photos in order: move each up or down (buttons, so the keyboard can) or drag
 * it, make one the cover, remove it, and add more with the photo picker.
 */
export function CollectionPhotosEditor({ detail }: { detail: AdminCollectionDetail }) {
	const { collection } = detail;
	const { order, change, saving } = useOrder(
		collection.id,
		detail.photos.map((photo) => photo.id),
	);
	const cover = useUpdateCollection(collection.id);
	const [picking, setPicking] = useState(false);
	const [dragged, setDragged] = useState<number | null>(null);
	// Photos by id: the server's, and those just picked (shown before the server answers).
	const known = useRef(new Map<string, CuratedPhoto>());
	for (const photo of detail.photos) known.current.set(photo.id, photo);
	const photos = order.flatMap((id) => known.current.get(id) ?? []);

	const focusAfterMove = useMoveFocus();

	function move(from: number, to: number, button: "up" | "down") {
		const photo = photos[from];
		if (!photo) return;
		focusAfterMove(photo.id, to, photos.length, button);
		change(moveItem(order, from, to));
	}

	function setCover(photoId: string | null) {
		cover.mutate(
			{ cover_photo_id: photoId },
			{
				onSuccess: () => toast.success(photoId ? "Cover chosen" : "The first live photo is the cover"),
				onError: (error) =>
					toast.error("The cover could not be changed.", {
						description: errorText(error, "Please try again."),
					}),
			},
		);
	}

	return (
		<div>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<p role="status" className="flex items-center gap-2 text-sm text-ink-600">
					{saving && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
					{saving ? "Saving the order…" : `${photosText(photos.length)}, ${collection.live_count} live`}
				</p>
				<div className="flex flex-wrap gap-2">
					{collection.cover_photo_id && (
						<Button variant="ghost" size="sm" onClick={() => setCover(null)} disabled={cover.isPending}>
							Use the first live photo as cover
						</Button>
					)}
					<Button
						size="sm"
						onClick={() => setPicking(true)}
						disabled={photos.length >= COLLECTION_MAX_PHOTOS}
					>
						<ImagePlus aria-hidden="true" className="size-4" />
						Add photos
					</Button>
				</div>
			</div>
			{photos.length === 0 ? (
				<p className="mt-4 rounded-md border border-dashed border-ink-900/15 px-4 py-8 text-center text-ink-600">
					{NO_COLLECTION_PHOTOS}
				</p>
			) : (
				<ol
					aria-label="Photos in order"
					className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
				>
					{photos.map((photo, index) => {
						const isCover = collection.cover_photo_id === photo.id;
						const name = `#${photo.photoid} ${photo.title}`;
						return (
							<li
								key={photo.id}
								draggable
								onDragStart={(event) => {
									setDragged(index);
									event.dataTransfer.effectAllowed = "move";
								}}
								onDragOver={(event) => {
									if (dragged !== null) event.preventDefault();
								}}
								onDrop={(event) => {
									event.preventDefault();
									if (dragged !== null && dragged !== index) change(moveItem(order, dragged, index));
									setDragged(null);
								}}
								onDragEnd={() => setDragged(null)}
								className={cn(
									"flex gap-3 rounded-lg border bg-white p-2",
									isCover ? "border-accent-600 ring-1 ring-accent-600" : "border-ink-900/10",
									dragged === index && "opacity-50",
								)}
							>
								<span className="flex flex-col items-center justify-between text-ink-400">
									<GripVertical aria-hidden="true" className="size-4 cursor-grab" />
									<span className="text-xs font-semibold text-ink-600 tabular-nums">{index + 1}</span>
								</span>
								<AdminThumb src={photo.thumbnail_url} className="size-20 shrink-0" />
								<div className="flex min-w-0 flex-1 flex-col gap-1">
									<span className="line-clamp-2 text-sm font-medium break-words text-ink-900">{name}</span>
									<span className="flex flex-wrap items-center gap-1">
										<PhotoStatusPill status={photo.photo_status} />
										{isCover && <span className="text-xs font-semibold text-accent-700">Cover</span>}
									</span>
									<span className="mt-auto flex flex-wrap gap-1">
										<MoveButtons
											itemId={photo.id}
											name={name}
											index={index}
											count={photos.length}
											className="size-9"
											onMove={(to, button) => move(index, to, button)}
										/>
										<Button
											variant="ghost"
											size="icon"
											className="size-9"
											aria-label={`Make ${name} the cover`}
											aria-pressed={isCover}
											disabled={cover.isPending}
											onClick={() => setCover(isCover ? null : photo.id)}
										>
											<Star
												aria-hidden="true"
												className={cn("size-4", isCover && "fill-current text-accent-600")}
											/>
										</Button>
										<Button
											variant="ghost"
											size="icon"
											className="size-9"
											aria-label={`Remove ${name}`}
											onClick={() => change(withoutIds(order, [photo.id]))}
										>
											<Trash2 aria-hidden="true" className="size-4" />
										</Button>
									</span>
								</div>
							</li>
						);
					})}
				</ol>
			)}
			<PhotoPicker
				open={picking}
				onClose={() => setPicking(false)}
				title={`Add photos to ${collection.title}`}
				description="They go to the end, in the order you choose them."
				exclude={new Set(order)}
				confirmLabel={(n) => (n === 0 ? "Add photos" : `Add ${photosText(n)}`)}
				onConfirm={(picked) => {
					for (const photo of picked) known.current.set(photo.id, photo);
					change(
						appendUnique(
							order,
							picked.map((photo) => photo.id),
						),
					);
					setPicking(false);
				}}
			/>
		</div>
	);
}
