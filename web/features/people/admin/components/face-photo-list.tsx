import { FACE_PHOTO_NEEDS, type FacePhotoNeeds, type FacePhotoRow } from "@core/contracts/people";
import { ImageOff } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { AdminListSkeleton } from "@/components/admin/admin-list-page";
import { PageNav } from "@/components/page-nav";
import { EmptyState } from "@/components/photo-listing/grid-states";
import { LoadErrorNotice, UpdatingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { UrlSearchField } from "@/components/url-search-field";
import { cn } from "@/lib/cn";
import { useFacePhotos } from "../api/get-face-photos";
import {
	type FaceListState,
	faceListQueryOf,
	searchOf,
	withNeeds,
	withPage,
	withPhoto,
	withSearch,
} from "../lib/face-list-params";

export const ALL_TAGGED = "Every photo has its faces";
export const noPhotoMatches = (q: string) => `No photos match "${q}"`;

const NEEDS_LABELS: Record<FacePhotoNeeds, string> = { faces: "Need faces", all: "All photos" };

/** '2 of 3 faces', '1 face (flagged)'. */
export function faceCountText(photo: FacePhotoRow): string {
	const faces =
		photo.people_count === null ? `${photo.face_count}` : `${photo.face_count} of ${photo.people_count}`;
	const noun = (photo.people_count ?? photo.face_count) === 1 ? "face" : "faces";
	return `${faces} ${noun}`;
}

function PhotoRowLink({ photo, open }: { photo: FacePhotoRow; open: boolean }) {
	const [searchParams] = useSearchParams();
	return (
		<Link
			to={{ search: searchOf(withPhoto(searchParams, photo.id)) }}
			aria-current={open ? "true" : undefined}
			className={cn(
				"flex items-center gap-3 rounded-md p-2 text-sm transition-colors hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-accent-600",
				open && "bg-accent-50 ring-1 ring-accent-700/25",
			)}
		>
			<span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded bg-cream-200">
				{photo.thumbnail_url ? (
					<img src={photo.thumbnail_url} alt="" loading="lazy" className="h-full w-full object-cover" />
				) : (
					<ImageOff aria-hidden="true" className="size-5 text-ink-400" />
				)}
			</span>
			<span className="min-w-0 flex-1">
				<span className="block truncate font-medium text-ink-900">{photo.title}</span>
				<span className="block text-ink-600">
					#{photo.photoid} · {faceCountText(photo)}
				</span>
				{photo.missing_faces && (
					<span className="block text-xs font-semibold text-accent-700">Faces missing</span>
				)}
			</span>
		</Link>
	);
}

function ListContent({ state }: { state: FaceListState }) {
	const [searchParams, setSearchParams] = useSearchParams();
	const query = useFacePhotos(faceListQueryOf(state));

	if (query.isPending)
		return <AdminListSkeleton label="Loading photos…" rows={5} rowClassName="h-16 w-full" />;
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
	if (data.photos.length === 0) {
		const searched = Boolean(state.q);
		const title = searched ? noPhotoMatches(state.q) : state.needs === "faces" ? ALL_TAGGED : "No photos yet";
		const action = searched
			? { label: "Clear the search", params: withSearch(searchParams, "") }
			: state.needs === "faces"
				? { label: "Show all photos", params: withNeeds(searchParams, "all") }
				: null;
		return (
			<EmptyState
				title={data.total > 0 ? "This page is empty" : title}
				hint={
					data.total > 0 ? (
						<Button variant="secondary" size="sm" onClick={() => setSearchParams(withPage(searchParams, 1))}>
							Go to the first page
						</Button>
					) : action ? (
						<Button variant="secondary" size="sm" onClick={() => setSearchParams(action.params)}>
							{action.label}
						</Button>
					) : undefined
				}
			/>
		);
	}
	return (
		<>
			<UpdatingStatus updating={query.isPlaceholderData} className="mb-2">
				{data.total === 1 ? "1 photo" : `${data.total} photos`}
			</UpdatingStatus>
			<ul className="space-y-1">
				{data.photos.map((photo) => (
					<li key={photo.id}>
						<PhotoRowLink photo={photo} open={photo.id === state.photo} />
					</li>
				))}
			</ul>
			<PageNav
				label="Pages of photos"
				page={data.page}
				total={data.total}
				pageSize={data.page_size}
				searchOf={(page) => searchOf(withPage(searchParams, page))}
			/>
		</>
	);
}

/** The photos to tag: searchable, those needing faces or all of them, paged; a click opens one. */
export function FacePhotoList({ state }: { state: FaceListState }) {
	const [, setSearchParams] = useSearchParams();
	return (
		<nav aria-label="Photos to tag" className="min-w-0">
			<UrlSearchField
				value={state.q}
				write={withSearch}
				id="face-photo-search"
				label="Search photos"
				maxLength={200}
				placeholder="Words of the title, or #photoid"
				className="mb-3"
			/>
			<fieldset className="mb-3">
				<legend className="sr-only">Which photos</legend>
				<div className="inline-flex rounded-md border border-ink-900/15 bg-cream-50 p-0.5">
					{FACE_PHOTO_NEEDS.map((needs) => (
						<Button
							key={needs}
							size="sm"
							variant={state.needs === needs ? "primary" : "ghost"}
							aria-pressed={state.needs === needs}
							onClick={() => setSearchParams((current) => withNeeds(current, needs))}
						>
							{NEEDS_LABELS[needs]}
						</Button>
					))}
				</div>
			</fieldset>
			<ListContent state={state} />
		</nav>
	);
}
