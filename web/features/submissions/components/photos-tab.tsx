import {
	FAMILY_PHOTO_STATUS_LABELS,
	FAMILY_PHOTO_STATUSES,
	type FamilyPhoto,
	type FamilyPhotoStatus,
} from "@core/contracts/submissions";
import { familyTabUrl } from "@core/family";
import { ImagePlus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyPanel } from "@/components/empty-panel";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { StatusPill } from "@/components/ui/status-pill";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useFamilyPhotos } from "../api/family-photos";
import { BulkBar } from "./bulk-bar";
import { PhotoEditor } from "./photo-editor";
import { STATUS_TONES } from "./photo-form";

export const NO_PHOTOS = "No photos yet — upload your first";

const isStatus = (value: string | null): value is FamilyPhotoStatus =>
	FAMILY_PHOTO_STATUSES.includes(value as FamilyPhotoStatus);

/** The status chips: each filters the list, with how many photos it holds. */
function StatusChips({
	value,
	counts,
	onChange,
}: {
	value: FamilyPhotoStatus | null;
	counts: Record<FamilyPhotoStatus, number> | undefined;
	onChange: (status: FamilyPhotoStatus | null) => void;
}) {
	const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
	const chip = (status: FamilyPhotoStatus | null, label: string, count: number | undefined) => (
		<li key={status ?? "all"}>
			<button
				type="button"
				aria-pressed={value === status}
				onClick={() => onChange(status)}
				className={cn(
					"rounded-full px-3 py-1.5 text-sm ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-accent-600",
					value === status ? "bg-ink-900 text-white ring-ink-900" : "bg-white text-ink-800 ring-ink-900/15",
				)}
			>
				{label}
				{count !== undefined && <span className="ml-1.5 tabular-nums opacity-75">{count}</span>}
			</button>
		</li>
	);
	return (
		<ul aria-label="Filter by status" className="flex flex-wrap gap-2">
			{chip(null, "All", total)}
			{FAMILY_PHOTO_STATUSES.map((status) =>
				chip(status, FAMILY_PHOTO_STATUS_LABELS[status], counts?.[status]),
			)}
		</ul>
	);
}

function PhotoCard({
	photo,
	selected,
	onSelect,
	onOpen,
}: {
	photo: FamilyPhoto;
	selected: boolean;
	onSelect: (selected: boolean) => void;
	onOpen: () => void;
}) {
	return (
		<li
			className={cn(
				"relative rounded-lg border bg-white p-2",
				selected ? "border-accent-600" : "border-ink-900/10",
			)}
		>
			<label className="absolute top-3 left-3 z-10 rounded bg-white/90 p-1">
				<input
					type="checkbox"
					className="size-5 accent-accent-600"
					checked={selected}
					onChange={(event) => onSelect(event.target.checked)}
				/>
				<span className="sr-only">Select {photo.title}</span>
			</label>
			<button
				type="button"
				onClick={onOpen}
				className="block w-full text-left focus-visible:outline-2 focus-visible:outline-accent-600"
			>
				{photo.thumbnail_url ? (
					<img src={photo.thumbnail_url} alt="" className="aspect-square w-full rounded object-cover" />
				) : (
					<div className="flex aspect-square w-full items-center justify-center rounded bg-cream-100 text-xs text-ink-600">
						Processing…
					</div>
				)}
				<span className="mt-2 block truncate text-sm font-medium text-ink-900">{photo.title}</span>
			</button>
			<div className="mt-1 flex flex-wrap items-center gap-1.5">
				<StatusPill tone={STATUS_TONES[photo.status]}>{FAMILY_PHOTO_STATUS_LABELS[photo.status]}</StatusPill>
				{photo.near_duplicates.length > 0 && <StatusPill tone="waiting">Looks like another</StatusPill>}
			</div>
		</li>
	);
}

function GridLoading() {
	return (
		<LoadingStatus label="Loading your photos…" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
			{Array.from({ length: 8 }, (_, i) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
				<Skeleton key={i} className="aspect-square" />
			))}
		</LoadingStatus>
	);
}

/**
 * The family's photos (issue 27): a grid with each photo's status, filtered by status chips or
 * words; tick photos to change them together; open one to describe it, read its review and send
 * it again. The filter, page and open photo live in the URL.
 */
export function PhotosTab() {
	const [params, setParams] = useSearchParams();
	const status = isStatus(params.get("status")) ? (params.get("status") as FamilyPhotoStatus) : null;
	const page = Math.max(1, Number(params.get("page")) || 1);
	const [text, setText] = useState(params.get("q") ?? "");
	const q = useDebouncedValue(text.trim(), 300);
	const photos = useFamilyPhotos({ status, q, page });
	const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
	const openId = params.get("photo");

	function update(changes: Record<string, string | null>) {
		setParams(
			(current) => {
				const next = new URLSearchParams(current);
				for (const [key, value] of Object.entries(changes)) {
					if (value === null) next.delete(key);
					else next.set(key, value);
				}
				return next;
			},
			{ replace: true },
		);
	}

	const data = photos.data;
	const list = data?.photos ?? [];
	const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
	const open = list.find((photo) => photo.id === openId) ?? null;
	const allTicked = list.length > 0 && list.every((photo) => selected.has(photo.id));
	const hasAny = data ? Object.values(data.status_counts).some((n) => n > 0) : false;

	function tick(ids: string[], on: boolean) {
		setSelected((current) => {
			const next = new Set(current);
			for (const id of ids) on ? next.add(id) : next.delete(id);
			return next;
		});
	}

	if (photos.isPending) return <GridLoading />;
	if (photos.isError && !data)
		return (
			<LoadErrorNotice
				title="We could not load your photos."
				onRetry={() => photos.refetch()}
				retrying={photos.isFetching}
			/>
		);
	if (data && !hasAny)
		return (
			<EmptyPanel
				icon={ImagePlus}
				title={NO_PHOTOS}
				action={{ to: familyTabUrl("upload"), label: "Upload photos" }}
			>
				Scans and snapshots you upload appear here, to describe and send for review.
			</EmptyPanel>
		);

	return (
		<div className="space-y-4">
			<StatusChips
				value={status}
				counts={data?.status_counts}
				onChange={(next) => {
					setSelected(new Set());
					update({ status: next, page: null });
				}}
			/>
			<SearchInput
				id="family-photo-search"
				label="Find a photo"
				placeholder="Words of the title, or a #number"
				value={text}
				maxLength={200}
				onChange={(value) => {
					setText(value);
					update({ q: value.trim() || null, page: null });
				}}
				className="w-full sm:max-w-sm"
			/>
			{selected.size > 0 && <BulkBar ids={[...selected]} onDone={() => setSelected(new Set())} />}
			<div className="flex flex-wrap items-center justify-between gap-2">
				<label className="inline-flex items-center gap-2 text-sm text-ink-800">
					<input
						type="checkbox"
						className="size-4 accent-accent-600"
						checked={allTicked}
						disabled={list.length === 0}
						onChange={(event) =>
							tick(
								list.map((photo) => photo.id),
								event.target.checked,
							)
						}
					/>
					Select all on this page
				</label>
				<UpdatingStatus updating={photos.isFetching && photos.isPlaceholderData}>
					{data ? `${data.total} photo${data.total === 1 ? "" : "s"}` : ""}
				</UpdatingStatus>
			</div>
			{photos.isError && (
				<LoadErrorNotice
					title="We could not refresh your photos."
					onRetry={() => photos.refetch()}
					retrying={photos.isFetching}
				/>
			)}
			{list.length === 0 ? (
				<p className="rounded-lg border border-dashed border-ink-900/15 px-4 py-10 text-center text-ink-600">
					No photos match.{" "}
					<button
						type="button"
						className="underline"
						onClick={() => {
							setText("");
							update({ status: null, q: null, page: null });
						}}
					>
						Show all photos
					</button>
				</p>
			) : (
				<ul aria-label="Your photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
					{list.map((photo) => (
						<PhotoCard
							key={photo.id}
							photo={photo}
							selected={selected.has(photo.id)}
							onSelect={(on) => tick([photo.id], on)}
							onOpen={() => update({ photo: photo.id })}
						/>
					))}
				</ul>
			)}
			{pages > 1 && (
				<nav aria-label="Pages" className="flex items-center justify-between gap-2">
					<Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
						Previous
					</Button>
					<span className="text-sm text-ink-700">
						Page {page} of {pages}
					</span>
					<Button
						variant="secondary"
						disabled={page >= pages}
						onClick={() => update({ page: String(page + 1) })}
					>
						Next
					</Button>
				</nav>
			)}
			<PhotoEditor photo={open} onClose={() => update({ photo: null })} />
		</div>
	);
}
