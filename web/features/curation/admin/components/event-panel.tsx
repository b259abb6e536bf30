import { type AdminEvent, type CuratedPhoto, EVENT_PHOTOS_PAGE_SIZE } from "@core/contracts/curation";
import { Combine, ExternalLink, ImagePlus, Pencil, Trash2, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AdminThumb, PhotoPicker, PhotoStatusPill } from "@/components/admin/photo-picker";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorText } from "@/lib/error-text";
import { adminPhotoUrl, eventPhotosUrl } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useAttachEventPhotos, useDeleteEvent, useDetachEventPhotos } from "../api/event-mutations";
import { isEventNotFound, useAdminEvent } from "../api/get-event";
import { EventFormDialog } from "./event-form-dialog";
import { MergeEventDialog } from "./merge-event-dialog";

export const EVENT_GONE = "This event no longer exists";
export const NO_EVENT_PHOTOS = "No photos show this event yet.";

const photosText = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

function PanelShell({ onClose, children }: { onClose: () => void; children: ReactNode }) {
	return (
		<section
			aria-labelledby="event-panel-heading"
			className="relative rounded-xl border border-ink-900/10 bg-cream-50 p-4 shadow-card sm:p-5"
		>
			<Button
				variant="ghost"
				size="icon"
				aria-label="Close the event"
				onClick={onClose}
				className="absolute top-2 right-2"
			>
				<X aria-hidden="true" className="size-5" />
			</Button>
			{children}
		</section>
	);
}

function EventPhotos({
	event,
	photos,
	page,
	onPage,
}: {
	event: AdminEvent;
	photos: CuratedPhoto[];
	page: number;
	onPage: (page: number) => void;
}) {
	const detach = useDetachEventPhotos(event.id);
	const pages = Math.max(1, Math.ceil(event.photo_count / EVENT_PHOTOS_PAGE_SIZE));
	if (photos.length === 0) return <p className="mt-4 text-ink-600">{NO_EVENT_PHOTOS}</p>;
	return (
		<>
			<ul
				aria-label={`Photos of ${event.name}`}
				className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
			>
				{photos.map((photo) => (
					<li
						key={photo.id}
						className="flex flex-col gap-1 rounded-lg border border-ink-900/10 bg-white p-1.5 text-xs"
					>
						<Link
							to={adminPhotoUrl(photo.id)}
							className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
						>
							<AdminThumb src={photo.thumbnail_url} className="aspect-square w-full" />
							<span className="mt-1 line-clamp-2 block font-medium break-words text-ink-900">
								#{photo.photoid} {photo.title}
							</span>
						</Link>
						<span className="flex items-center justify-between gap-1">
							<PhotoStatusPill status={photo.photo_status} />
							<Button
								variant="ghost"
								size="sm"
								className="h-8 px-2"
								disabled={detach.isPending}
								aria-label={`Detach #${photo.photoid} ${photo.title}`}
								onClick={() =>
									detach.mutate([photo.id], {
										onSuccess: () => toast.success(`#${photo.photoid} no longer shows ${event.name}`),
										onError: (error) =>
											toast.error("The photo could not be detached.", {
												description: errorText(error, "Please try again."),
											}),
									})
								}
							>
								<X aria-hidden="true" className="size-4" />
								Detach
							</Button>
						</span>
					</li>
				))}
			</ul>
			{pages > 1 && (
				<nav
					aria-label="Pages of the event's photos"
					className="mt-3 flex items-center justify-between gap-3"
				>
					<Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
						Previous
					</Button>
					<p className="text-sm text-ink-600">
						Page {page} of {pages}
					</p>
					<Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
						Next
					</Button>
				</nav>
			)}
		</>
	);
}

function EventView({
	event,
	focusOnShow,
	children,
	onClose,
	onMoved,
}: {
	event: AdminEvent;
	focusOnShow: boolean;
	children: ReactNode;
	onClose: () => void;
	/** The event merged into another: that one opens instead. */
	onMoved: (id: string | null) => void;
}) {
	const [dialog, setDialog] = useState<"rename" | "merge" | "delete" | "attach" | null>(null);
	const remove = useDeleteEvent(event.id);
	const attach = useAttachEventPhotos(event.id);
	const close = () => setDialog(null);
	const heading = useRef<HTMLHeadingElement>(null);

	// biome-ignore lint/correctness/useExhaustiveDependencies: only when the event first shows.
	useEffect(() => {
		if (focusOnShow) heading.current?.focus();
	}, []);

	return (
		<PanelShell onClose={onClose}>
			<p className="text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">Event</p>
			<h2
				ref={heading}
				id="event-panel-heading"
				tabIndex={-1}
				className="mt-1 pr-10 text-2xl font-semibold break-words text-ink-900"
			>
				{event.name}
			</h2>
			{event.description && <p className="mt-1 max-w-2xl break-words text-ink-700">{event.description}</p>}
			<p className="mt-1 text-sm text-ink-600">
				{photosText(event.photo_count)}, {event.live_count} live
			</p>
			<div className="mt-4 flex flex-wrap gap-2">
				<Button size="sm" onClick={() => setDialog("attach")}>
					<ImagePlus aria-hidden="true" className="size-4" />
					Attach photos
				</Button>
				<Button variant="secondary" size="sm" onClick={() => setDialog("rename")}>
					<Pencil aria-hidden="true" className="size-4" />
					Rename
				</Button>
				<Button variant="secondary" size="sm" onClick={() => setDialog("merge")}>
					<Combine aria-hidden="true" className="size-4" />
					Merge into…
				</Button>
				<Button variant="secondary" size="sm" onClick={() => setDialog("delete")}>
					<Trash2 aria-hidden="true" className="size-4" />
					Delete
				</Button>
				<Link to={eventPhotosUrl(event.id)} className={buttonClasses({ variant: "ghost", size: "sm" })}>
					<ExternalLink aria-hidden="true" className="size-4" />
					Public photos
				</Link>
			</div>
			{children}
			<EventFormDialog open={dialog === "rename"} event={event} onClose={close} onSaved={close} />
			<MergeEventDialog
				event={dialog === "merge" ? event : null}
				onClose={close}
				onMerged={(into) => {
					close();
					onMoved(into.id);
				}}
			/>
			<ConfirmDialog
				open={dialog === "delete"}
				title={`Delete ${event.name}?`}
				description={`Its ${photosText(event.photo_count)} stay in the catalogue, without this event.`}
				confirmLabel="Delete event"
				pending={remove.isPending}
				onClose={close}
				onConfirm={() =>
					remove.mutate(undefined, {
						onSuccess: () => {
							toast.success(`${event.name} deleted`);
							close();
							onMoved(null);
						},
						onError: (error) =>
							toast.error("The event could not be deleted.", {
								description: errorText(error, "Please try again."),
							}),
					})
				}
			/>
			<PhotoPicker
				open={dialog === "attach"}
				onClose={() => {
					attach.reset();
					close();
				}}
				title={`Attach photos to ${event.name}`}
				description="Photos that show the event already are left as they are."
				confirmLabel={(n) => (n === 0 ? "Attach photos" : `Attach ${photosText(n)}`)}
				pending={attach.isPending}
				error={attach.error ? errorText(attach.error, "Please try again.") : null}
				onConfirm={(photos) =>
					attach.mutate(
						photos.map((photo) => photo.id),
						{
							onSuccess: ({ changed }) => {
								toast.success(`${photosText(changed)} attached to ${event.name}`);
								close();
							},
						},
					)
				}
			/>
		</PanelShell>
	);
}

/** The open event below the list: its photos, with attach and detach, rename, merge and delete. */
export function EventPanel({
	id,
	focusOnShow = false,
	onClose,
	onMoved,
}: {
	id: string;
	/** Focus its heading once it has loaded (it was opened from the list). */
	focusOnShow?: boolean;
	onClose: () => void;
	onMoved: (id: string | null) => void;
}) {
	const [page, setPage] = useState(1);
	const query = useAdminEvent(id, page);

	if (query.isPending) {
		return (
			<PanelShell onClose={onClose}>
				<LoadingStatus label="Loading the event…" className="space-y-3">
					<Skeleton className="h-8 w-64 max-w-full" />
					<Skeleton className="h-4 w-40" />
					<Skeleton className="h-40 w-full" />
				</LoadingStatus>
			</PanelShell>
		);
	}
	if (isEventNotFound(query.error)) {
		return (
			<PanelShell onClose={onClose}>
				<h2 id="event-panel-heading" className="text-xl font-semibold text-ink-900">
					{EVENT_GONE}
				</h2>
				<p className="mt-1 text-ink-600">It may have been merged into another event or deleted.</p>
			</PanelShell>
		);
	}
	if (query.isError) {
		return (
			<PanelShell onClose={onClose}>
				<h2 id="event-panel-heading" className="sr-only">
					Event
				</h2>
				<LoadErrorNotice
					title="We could not load this event."
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			</PanelShell>
		);
	}
	const { event, photos } = query.data;
	return (
		<EventView event={event} focusOnShow={focusOnShow} onClose={onClose} onMoved={onMoved}>
			<EventPhotos event={event} photos={photos} page={page} onPage={setPage} />
		</EventView>
	);
}
