import type { AdminPhotoListResponse } from "@core/contracts/catalogue";
import { PHOTO_STATUS_LABELS, PHOTO_STATUSES } from "@core/photo-status";
import { Upload } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "@/components/page-heading";
import { PageNav } from "@/components/page-nav";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, LoadingStatus, UpdatingStatus } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TabList, TabPanel } from "@/components/ui/tabs";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useAdminPhotos } from "../api/get-photos";
import {
	hasActiveFilters,
	type PhotoListState,
	parsePhotoList,
	photoListQueryOf,
	type StatusFilter,
	searchOf,
	withFilter,
	withoutFilters,
	withPage,
	withSort,
} from "../lib/photo-list-params";
import { photosText } from "../lib/photo-text";
import { type BulkOutcome, BulkOutcomeNotice, BulkStatusBar } from "./bulk-status-bar";
import { PhotoFiltersBar } from "./photo-filters-bar";
import { PhotosTable } from "./photos-table";

export const NO_MATCHES = "No photos match";
export const NO_PHOTOS = "No photos yet";

/** 'Showing 51–100 of 230 photos'. */
export function rangeText({ page, page_size, total, photos }: AdminPhotoListResponse): string {
	if (total === 0 || photos.length === 0) return photosText(total);
	const first = (page - 1) * page_size + 1;
	return `Showing ${first}–${first + photos.length - 1} of ${photosText(total)}`;
}

function StatusTabs({ state, data }: { state: PhotoListState; data: AdminPhotoListResponse | undefined }) {
	const [, setSearchParams] = useSearchParams();
	const counts = data?.status_counts;
	const all = counts ? PHOTO_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : null;
	const label = (text: string, count: number | null | undefined) => (
		<>
			{text}
			{count !== null && count !== undefined && (
				<span className="ml-1.5 rounded-full bg-ink-900/5 px-1.5 text-xs tabular-nums">{count}</span>
			)}
		</>
	);
	return (
		<TabList<StatusFilter>
			label="Photo status"
			idPrefix="photo-status"
			value={state.status}
			onChange={(status) => setSearchParams((current) => withFilter(current, "status", status))}
			items={[
				{ value: "all", label: label("All", all) },
				...PHOTO_STATUSES.map((status) => ({
					value: status,
					label: label(PHOTO_STATUS_LABELS[status], counts?.[status]),
				})),
			]}
			className="mb-4"
		/>
	);
}

function TableSkeleton() {
	return (
		<LoadingStatus label="Loading photos…" className="space-y-2">
			{[0, 1, 2, 3, 4, 5].map((i) => (
				<Skeleton key={i} className="h-16 w-full" />
			))}
		</LoadingStatus>
	);
}

function PhotosContent({
	state,
	query,
}: {
	state: PhotoListState;
	query: ReturnType<typeof useAdminPhotos>;
}) {
	const [searchParams, setSearchParams] = useSearchParams();
	const listKey = searchParams.toString();
	// A selection belongs to the rows it was made on: new filters or another page start afresh.
	const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
		key: listKey,
		ids: new Set(),
	});
	const selected = selection.key === listKey ? selection.ids : new Set<string>();
	const [outcome, setOutcome] = useState<BulkOutcome | null>(null);

	function select(ids: string[], on: boolean) {
		const next = new Set(selected);
		for (const id of ids) {
			if (on) next.add(id);
			else next.delete(id);
		}
		setSelection({ key: listKey, ids: next });
	}
	const clearSelection = () => setSelection({ key: listKey, ids: new Set() });

	if (query.isPending) return <TableSkeleton />;
	if (query.isError) {
		return (
			<LoadErrorNotice
				title="We could not load the photos."
				onRetry={() => void query.refetch()}
				retrying={query.isFetching}
			/>
		);
	}
	const data = query.data;
	const filtered = hasActiveFilters(state) || state.status !== "all";
	const ids = data.photos.filter((photo) => selected.has(photo.id)).map((photo) => photo.id);

	return (
		<>
			{outcome && <BulkOutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />}
			{ids.length > 0 && (
				<BulkStatusBar
					ids={ids}
					onClear={clearSelection}
					onDone={(result) => {
						clearSelection();
						setOutcome(result);
					}}
				/>
			)}
			<UpdatingStatus updating={query.isPlaceholderData} className="mb-3">
				{rangeText(data)}
			</UpdatingStatus>
			{data.photos.length === 0 ? (
				data.total === 0 && !filtered ? (
					<EmptyState title={NO_PHOTOS} hint="Upload photos to start the catalogue." />
				) : (
					<EmptyState
						title={data.total === 0 ? NO_MATCHES : "This page is empty"}
						hint={
							<Button
								variant="secondary"
								size="sm"
								onClick={() =>
									setSearchParams(data.total === 0 ? withoutFilters(searchParams) : withPage(searchParams, 1))
								}
							>
								{data.total === 0 ? "Clear filters" : "Go to the first page"}
							</Button>
						}
					/>
				)
			) : (
				<PhotosTable
					photos={data.photos}
					state={state}
					onSort={(sort) => setSearchParams((current) => withSort(current, state, sort))}
					selected={selected}
					onSelect={select}
				/>
			)}
			<PageNav
				label="Pages of photos"
				page={state.page}
				total={data.total}
				pageSize={state.pageSize}
				searchOf={(page) => searchOf(withPage(searchParams, page))}
			/>
		</>
	);
}

/** /admin/photos: every photo whatever its status, to find, check and move through its life. */
export function AdminPhotosPage() {
	useDocumentTitle("Photos");
	const [searchParams] = useSearchParams();
	const state = parsePhotoList(searchParams);
	const query = useAdminPhotos(photoListQueryOf(state));

	return (
		<section className="mx-auto w-full max-w-7xl px-3 py-8 sm:px-6 sm:py-10 lg:px-8">
			<PageHeading
				eyebrow="Admin"
				title="Photos"
				description="Every photo in the catalogue, whatever its status. Tick photos to move them together."
				actions={
					<Link to={paths.adminPhotoUpload} className={buttonClasses()}>
						<Upload aria-hidden="true" className="size-4" />
						Upload photos
					</Link>
				}
			/>
			<PhotoFiltersBar state={state} />
			<StatusTabs state={state} data={query.data} />
			<TabPanel idPrefix="photo-status" value={state.status}>
				<PhotosContent state={state} query={query} />
			</TabPanel>
		</section>
	);
}
