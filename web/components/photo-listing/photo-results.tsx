import type { PhotoSummary } from "@core/contracts/photos";
import type { SearchResponse } from "@core/contracts/search";
import { tileImageSizes } from "@core/listing-grid";
import {
	correctedQuery,
	countOfTotalText,
	formatTotal,
	SEARCHING_TEXT,
	showingRangeText,
} from "@core/listing-text";
import { hasSearchQuery, type SortOrder } from "@core/sort-order";
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useSession } from "@/api/auth/session";
import { type PhotoSearch, SEARCH_PAGE_SIZE, useSearchPhotos } from "@/api/search/photo-search";
import { PhotoActionsScope } from "@/components/photo-actions";
import { EAGER_TILES, PhotoCard } from "@/components/photo-card";
import { VirtualJustifiedGrid } from "@/components/virtual-justified-grid";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useInfiniteScroll } from "@/lib/use-infinite-scroll";
import { useSortParam } from "@/lib/use-sort-param";
import { EmptyState, ErrorState, ListingTail, SearchingState } from "./grid-states";
import { GuestBanner, GuestSearchLimit } from "./guest-banner";
import { PhotoGrid, photoKey, photoSize } from "./photo-grid";
import { PhotoSelectionScope, SelectAllButton } from "./photo-selection";
import { SortSelect } from "./sort-select";

type PhotoResultsProps = {
	/** What to list; the sort comes from the URL unless `fixedSort` is given. */
	search: Omit<PhotoSearch, "sort">;
	/** A listing with one order only (the popular page): no sort selector. */
	fixedSort?: SortOrder;
	/** The grid's accessible name. */
	label: string;
	emptyTitle?: string;
	emptyHint?: ReactNode;
	errorTitle?: string;
	/** Photos per request (taxonomy pages ask for 100). */
	pageSize?: number;
	/** Taxonomy pages: the line '{n} of {total} photos' beside the sort selector. */
	countLine?: boolean;
	/** Whether to say which words were corrected or added (off where the query is not typed). */
	searchNotes?: boolean;
	/** Only the rows near the viewport in the DOM, for very long scrolls (/photos-fast). */
	virtual?: boolean;
};

/** What the server made of the words: corrected spellings and synonyms it added. */
function SearchNotes({ query, page }: { query: string; page: SearchResponse }) {
	if (page.corrected_terms.length === 0 && page.expanded_terms.length === 0) return null;
	return (
		<div className="mb-4 space-y-0.5 text-sm text-ink-600">
			{page.corrected_terms.length > 0 && (
				<p>
					Showing results for{" "}
					<strong className="font-semibold text-ink-900">
						{correctedQuery(query, page.corrected_terms)}
					</strong>
				</p>
			)}
			{page.expanded_terms.length > 0 && <p>Also searching: {page.expanded_terms.join(", ")}</p>}
		</div>
	);
}

/**
 * The results of a listing page: sort selector, count line, the justified grid of photo cards
 * with infinite scroll, and every state of spec section 2 (searching, empty, error, loading
 * more, the end, and the guest banner when the server cut a guest's results).
 */
export function PhotoResults({
	search,
	fixedSort,
	label,
	emptyTitle = "No photos found.",
	emptyHint,
	errorTitle = "Error loading photos",
	pageSize = SEARCH_PAGE_SIZE,
	countLine = false,
	searchNotes = true,
	virtual = false,
}: PhotoResultsProps) {
	const { user } = useSession();
	const sortParam = useSortParam(hasSearchQuery(search.q), Boolean(search.collection_id));
	const sort = fixedSort ?? sortParam.sort;
	const query = useSearchPhotos({ ...search, sort }, pageSize);
	const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
	const loadMoreEnabled =
		hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !query.isPlaceholderData;
	const pages = data?.pages ?? [];
	const photos: PhotoSummary[] = pages.flatMap((page) => page.photos);
	const firstPage = pages[0];
	const lastPage = pages[pages.length - 1];
	const total = lastPage ? formatTotal(lastPage) : "";
	const markerRef = useInfiniteScroll({
		enabled: loadMoreEnabled,
		progress: photos.length,
		onLoadMore: () => void fetchNextPage(),
	});

	let body: ReactNode;
	if (!data) {
		// A guest past the guest search limit (a 429 for guests only) is invited to sign in.
		const guestLimit =
			query.error instanceof ApiError && query.error.status === 429 && !user ? query.error : null;
		body = guestLimit ? (
			<GuestSearchLimit message={guestLimit.message} />
		) : query.isError ? (
			<ErrorState
				title={errorTitle}
				message={query.error.message}
				onReload={() => void query.refetch()}
				reloading={query.isFetching}
			/>
		) : (
			<SearchingState />
		);
	} else if (photos.length === 0) {
		body = <EmptyState title={emptyTitle} hint={emptyHint} />;
	} else {
		body = (
			<>
				<div
					aria-busy={query.isPlaceholderData || undefined}
					className={cn(query.isPlaceholderData && "opacity-60")}
				>
					{virtual ? (
						<PhotoActionsScope photos={photos}>
							<VirtualJustifiedGrid<PhotoSummary>
								aria-label={label}
								items={photos}
								getKey={photoKey}
								getSize={photoSize}
								renderItem={(photo, index) => (
									<PhotoCard
										photo={photo}
										signedIn={user !== null}
										priority={index < EAGER_TILES}
										sizes={tileImageSizes(photo)}
									/>
								)}
							/>
						</PhotoActionsScope>
					) : (
						<PhotoGrid label={label} photos={photos} signedIn={user !== null} />
					)}
				</div>
				<ListingTail
					paging={query}
					markerRef={markerRef}
					loaded={photos.length}
					guestBanner={lastPage?.guest_limited && <GuestBanner loaded={photos.length} total={total} />}
				/>
			</>
		);
	}

	return (
		// Members select photos of the grid to add them in one step (issue 28): the checkboxes,
		// "Select all on this page" beside the sort, and the selection bar under the grid.
		<PhotoSelectionScope photos={photos} enabled={user !== null}>
			<div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-x-6 gap-y-3">
				{countLine && (
					<p className="font-semibold text-ink-900" data-testid="count-line">
						{data && !query.isPlaceholderData ? countOfTotalText(photos.length, total) : "\u00a0"}
					</p>
				)}
				<p className={cn("text-sm text-ink-600", countLine && "order-last basis-full")} aria-live="polite">
					{query.isPlaceholderData ? (
						<span className="inline-flex items-center gap-2">
							<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
							{SEARCHING_TEXT}
						</span>
					) : (
						data && photos.length > 0 && showingRangeText(photos.length, total)
					)}
				</p>
				<div className="flex flex-wrap items-center gap-x-4 gap-y-2">
					{data && !query.isPlaceholderData && <SelectAllButton />}
					{!fixedSort && (
						<SortSelect value={sortParam.sort} options={sortParam.options} onChange={sortParam.setSort} />
					)}
				</div>
			</div>
			{searchNotes && firstPage && search.q && !query.isPlaceholderData && (
				<SearchNotes query={search.q} page={firstPage} />
			)}
			{body}
		</PhotoSelectionScope>
	);
}
