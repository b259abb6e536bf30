import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminPhotoListResponse, AdminPhotoRow } from "@core/contracts/catalogue";
import { PHOTO_STATUS_LABELS, PHOTO_STATUSES, type PhotoStatus } from "@core/photo-status";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Check, ChevronLeft, ChevronRight, ImageOff } from "lucide-react";
import { useState } from "react";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { SearchInput } from "@/components/search-input";
import { Button, SubmitButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClasses } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { type PillTone, StatusPill } from "@/components/ui/status-pill";
import { apiFetch, type Reply } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** Photos per page of the picker: a few rows of thumbnails. */
export const PICKER_PAGE_SIZE = 24;
const SEARCH_DEBOUNCE_MS = 300;

const STATUS_TONES: Record<PhotoStatus, PillTone> = {
	draft: "neutral",
	review: "waiting",
	live: "good",
	archived: "faded",
};

/** A photo's status on a small pill, as the admin photo list colours it. */
export function PhotoStatusPill({ status }: { status: PhotoStatus }) {
	return <StatusPill tone={STATUS_TONES[status]}>{PHOTO_STATUS_LABELS[status]}</StatusPill>;
}

/** A square thumbnail of an admin's photo; an icon when it has no image or the image fails. */
export function AdminThumb({
	src,
	alt = "",
	className,
}: {
	src: string | null;
	alt?: string;
	className?: string;
}) {
	const [failed, setFailed] = useState(false);
	return (
		<span className={cn("block overflow-hidden rounded-md bg-cream-200", className)}>
			{src && !failed ? (
				<img
					src={src}
					alt={alt}
					loading="lazy"
					decoding="async"
					onError={() => setFailed(true)}
					className="h-full w-full object-cover"
				/>
			) : (
				<span className="flex h-full w-full items-center justify-center text-ink-400">
					<ImageOff aria-hidden="true" className="size-6" />
				</span>
			)}
		</span>
	);
}

type Status = PhotoStatus | "all";

/** Under the user-scoped root "admin": dropped on sign-out. */
const pickerKey = (query: object) => ["admin", "photo-picker", query] as const;

function usePickerPhotos(q: string, status: Status, page: number) {
	const query = { q, status, page };
	return useQuery({
		queryKey: pickerKey(query),
		queryFn: ({ signal }) =>
			apiFetch<Reply<typeof AdminPhotoListResponse>>(adminApiPaths.adminPhotos, {
				query: {
					q: q || undefined,
					status,
					sort: "created_at",
					dir: "desc",
					page,
					page_size: PICKER_PAGE_SIZE,
				},
				signal,
			}),
		// Photos change through uploads at any time; the list is read afresh each time it opens.
		staleTime: 0,
		placeholderData: keepPreviousData,
	});
}

const photosText = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

export type PhotoPickerProps = {
	open: boolean;
	onClose: () => void;
	title: string;
	description?: string;
	/** Photos already in the set: shown, but not chosen again. */
	exclude?: ReadonlySet<string>;
	/** The confirm button's words for n chosen photos, such as 'Add 3 photos'. */
	confirmLabel: (n: number) => string;
	pending?: boolean;
	/** Why the last confirm failed, shown above the buttons. */
	error?: string | null;
	/** The chosen photos, in the order they were chosen. */
	onConfirm: (photos: AdminPhotoRow[]) => void;
};

function PickerBody({
	onClose,
	exclude,
	confirmLabel,
	pending = false,
	error,
	onConfirm,
}: Omit<PhotoPickerProps, "open" | "title" | "description">) {
	const [text, setText] = useState("");
	const [status, setStatus] = useState<Status>("all");
	const [page, setPage] = useState(1);
	const [chosen, setChosen] = useState<Map<string, AdminPhotoRow>>(new Map());
	const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
	// A new search starts at its first page.
	const [searched, setSearched] = useState({ q, status });
	if (searched.q !== q || searched.status !== status) {
		setSearched({ q, status });
		setPage(1);
	}
	const query = usePickerPhotos(q, status, page);

	function toggle(photo: AdminPhotoRow) {
		setChosen((current) => {
			const next = new Map(current);
			if (next.has(photo.id)) next.delete(photo.id);
			else next.set(photo.id, photo);
			return next;
		});
	}

	const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.page_size)) : 1;

	return (
		<form
			aria-label="Choose photos"
			onSubmit={(event) => {
				event.preventDefault();
				if (chosen.size > 0) onConfirm([...chosen.values()]);
			}}
			className="space-y-4"
		>
			<div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
				<SearchInput
					id="photo-picker-search"
					label="Search photos"
					value={text}
					onChange={setText}
					maxLength={200}
					placeholder="Title, #photoid, file or family"
				/>
				<div>
					<label htmlFor="photo-picker-status" className="mb-1.5 block text-sm font-medium text-ink-800">
						Status
					</label>
					<Select
						id="photo-picker-status"
						value={status}
						onChange={(event) => setStatus(event.target.value as Status)}
						className={inputClasses}
					>
						<option value="all">Any status</option>
						{PHOTO_STATUSES.map((s) => (
							<option key={s} value={s}>
								{PHOTO_STATUS_LABELS[s]}
							</option>
						))}
					</Select>
				</div>
			</div>

			{query.isPending ? (
				<LoadingStatus label="Loading photos…" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
					{[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
						<Skeleton key={i} className="aspect-square w-full" />
					))}
				</LoadingStatus>
			) : query.isError ? (
				<LoadErrorNotice
					title="We could not load the photos."
					onRetry={() => void query.refetch()}
					retrying={query.isFetching}
				/>
			) : query.data.photos.length === 0 ? (
				<p className="rounded-md border border-dashed border-ink-900/15 px-4 py-8 text-center text-ink-600">
					{q || status !== "all" ? "No photos match this search." : "There are no photos yet."}
				</p>
			) : (
				<>
					<p role="status" className="text-sm text-ink-600">
						{query.isPlaceholderData ? "Updating…" : `${photosText(query.data.total)} found`}
					</p>
					<ul aria-label="Photos found" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
						{query.data.photos.map((photo) => {
							const added = exclude?.has(photo.id) ?? false;
							const picked = chosen.has(photo.id);
							return (
								<li key={photo.id}>
									<button
										type="button"
										aria-pressed={added ? undefined : picked}
										disabled={added}
										onClick={() => toggle(photo)}
										className={cn(
											"relative flex w-full flex-col gap-1 rounded-lg border p-1.5 text-left text-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
											picked
												? "border-accent-600 bg-accent-50 ring-2 ring-accent-600"
												: "border-ink-900/10 bg-white hover:border-ink-900/30",
											added && "cursor-not-allowed opacity-60",
										)}
									>
										<AdminThumb src={photo.thumbnail_url} className="aspect-square w-full" />
										<span className="line-clamp-2 font-medium break-words text-ink-900">
											#{photo.photoid} {photo.title}
										</span>
										<span className="flex flex-wrap items-center gap-1">
											<PhotoStatusPill status={photo.photo_status} />
											{added && <span className="text-ink-600">Already added</span>}
										</span>
										{picked && (
											<span className="absolute top-2.5 right-2.5 flex size-6 items-center justify-center rounded-full bg-accent-600 text-cream-50">
												<Check aria-hidden="true" className="size-4" />
											</span>
										)}
									</button>
								</li>
							);
						})}
					</ul>
					{pages > 1 && (
						<nav aria-label="Pages of photos" className="flex items-center justify-between gap-3">
							<Button
								variant="secondary"
								size="sm"
								disabled={page <= 1}
								onClick={() => setPage((p) => Math.max(1, p - 1))}
							>
								<ChevronLeft aria-hidden="true" className="size-4" />
								Previous
							</Button>
							<p className="text-sm text-ink-600">
								Page {page} of {pages}
							</p>
							<Button
								variant="secondary"
								size="sm"
								disabled={page >= pages}
								onClick={() => setPage((p) => Math.min(pages, p + 1))}
							>
								Next
								<ChevronRight aria-hidden="true" className="size-4" />
							</Button>
						</nav>
					)}
				</>
			)}

			{error && (
				<Notice tone="error" role="alert" title="The photos could not be added.">
					{error}
				</Notice>
			)}
			<div className="flex flex-col-reverse gap-2 border-t border-ink-900/10 pt-4 sm:flex-row sm:items-center sm:justify-end">
				<p aria-live="polite" className="text-sm text-ink-600 sm:mr-auto">
					{chosen.size === 0 ? "No photos chosen yet" : `${photosText(chosen.size)} chosen`}
				</p>
				{chosen.size > 0 && (
					<Button variant="ghost" onClick={() => setChosen(new Map())}>
						Clear choice
					</Button>
				)}
				<Button variant="secondary" onClick={onClose}>
					Cancel
				</Button>
				<SubmitButton pending={pending} pendingLabel="Adding…" disabled={chosen.size === 0}>
					{confirmLabel(chosen.size)}
				</SubmitButton>
			</div>
		</form>
	);
}

/**
 * A dialog to choose several photos from the whole catalogue: search by words, filter by
 * status, page through, and toggle each photo (a pressed button: Tab to it, Space or Enter).
 * What is chosen stays chosen across searches and pages until confirmed.
 */
export function PhotoPicker({ open, onClose, title, description, ...body }: PhotoPickerProps) {
	return (
		<Dialog open={open} onClose={onClose} title={title} description={description} className="sm:max-w-3xl">
			{open && <PickerBody onClose={onClose} {...body} />}
		</Dialog>
	);
}
