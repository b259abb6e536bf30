import type { PhotoSummary } from "@core/contracts/photos";
import { formatCount, LOADING_MORE_TEXT, showingAllText, showingRangeText } from "@core/listing-text";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { LoaderCircle, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState, GridSkeleton } from "@/components/photo-listing/grid-states";
import { PhotoGrid } from "@/components/photo-listing/photo-grid";
import { LoadingStatus } from "@/components/query-states";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import type { RelatedPage } from "../api/similar-pages";

type RelatedPhotosProps<T extends PhotoSummary> = {
	query: UseInfiniteQueryResult<InfiniteData<RelatedPage<T>>, Error>;
	/** The grid's accessible name. */
	label: string;
	loadingLabel: string;
	emptyTitle: string;
	emptyHint: ReactNode;
	/** What the tab says when the list could not load (the query answered an empty result). */
	errorText: (message: string) => string;
};

function TryAgain({ onClick, busy }: { onClick: () => void; busy: boolean }) {
	return (
		<Button variant="secondary" size="sm" className="mt-2" onClick={onClick} disabled={busy}>
			<RefreshCw aria-hidden="true" className={busy ? "size-4 animate-spin" : "size-4"} />
			Try again
		</Button>
	);
}

/**
 * A related list of the photo page (similar photos, similar people): a justified grid of photo
 * cards paged by offset with a 'Load more' button, and its loading, empty and failed states.
 */
export function RelatedPhotos<T extends PhotoSummary>({
	query,
	label,
	loadingLabel,
	emptyTitle,
	emptyHint,
	errorText,
}: RelatedPhotosProps<T>) {
	if (query.isPending) {
		return (
			<LoadingStatus label={loadingLabel}>
				<GridSkeleton />
			</LoadingStatus>
		);
	}
	// The query functions answer failures with an empty page, so isError only follows a cancelled refetch.
	const pages = query.data?.pages ?? [];
	const photos = pages.flatMap((page) => page.photos);
	const failed = pages.find((page) => page.error !== undefined);
	const retry = () => void query.refetch();

	if (photos.length === 0) {
		return (
			<div role={failed ? "alert" : undefined}>
				<EmptyState
					title={emptyTitle}
					hint={
						failed?.error !== undefined ? (
							<>
								{errorText(failed.error)}
								<br />
								<TryAgain onClick={retry} busy={query.isFetching} />
							</>
						) : (
							emptyHint
						)
					}
				/>
			</div>
		);
	}

	const lastPage = pages[pages.length - 1];
	const total = formatCount(Math.max(lastPage?.total ?? 0, photos.length));
	return (
		<div>
			<p className="mb-3 text-sm text-ink-600" aria-live="polite">
				{query.hasNextPage ? showingRangeText(photos.length, total) : showingAllText(photos.length)}
			</p>
			<PhotoGrid<T> label={label} photos={photos} signedIn />
			{failed?.error !== undefined ? (
				<Notice tone="error" role="alert" title="We could not load more photos." className="mt-6">
					{errorText(failed.error)}
					<br />
					<TryAgain onClick={retry} busy={query.isFetching} />
				</Notice>
			) : query.hasNextPage ? (
				<div className="flex justify-center py-6">
					{query.isFetchingNextPage ? (
						<p role="status" className="flex items-center gap-2 text-sm text-ink-600">
							<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
							{LOADING_MORE_TEXT}
						</p>
					) : (
						<Button variant="secondary" onClick={() => void query.fetchNextPage()}>
							Load more
						</Button>
					)}
				</div>
			) : null}
		</div>
	);
}
