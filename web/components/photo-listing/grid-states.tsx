import {
	END_TITLE,
	LOADING_MORE_TEXT,
	RELOAD_PAGE_LABEL,
	SEARCHING_TEXT,
	showingAllText,
} from "@core/listing-text";
import { LoaderCircle, RefreshCw, SearchX } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { canObserveIntersections } from "@/lib/use-infinite-scroll";

/** Stand-in tiles with typical snapshot shapes, so the first load keeps the page's shape. */
const SKELETON_RATIOS = [1.5, 0.75, 1.33, 1, 1.5, 0.8, 1.33, 1.5, 1, 0.75, 1.5, 1.33, 0.8, 1.5, 1];

/** Grey tiles in the grid's rows while its first photos load. */
export function GridSkeleton() {
	return (
		<div aria-hidden="true" className="flex flex-wrap gap-1 md:gap-1.5 lg:gap-2">
			{SKELETON_RATIOS.map((ratio, index) => (
				<Skeleton
					// biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
					key={index}
					className="h-[120px] md:h-[160px] lg:h-[200px]"
					style={{ flexGrow: ratio, flexBasis: `${ratio * 140}px` }}
				/>
			))}
		</div>
	);
}

export function SearchingState() {
	return (
		// A screen's height while searching: the results that replace it are at least that tall
		// on most pages, so the footer does not jump when they arrive.
		<div role="status" aria-live="polite" className="min-h-screen">
			<p className="mb-4 flex items-center gap-2 text-sm text-ink-600">
				<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
				{SEARCHING_TEXT}
			</p>
			<GridSkeleton />
		</div>
	);
}

export function LoadingMoreState() {
	return (
		<p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-ink-600">
			<LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
			{LOADING_MORE_TEXT}
		</p>
	);
}

export function EmptyState({ title, hint }: { title: string; hint?: ReactNode }) {
	return (
		<div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-ink-900/15 px-4 py-14 text-center">
			<SearchX aria-hidden="true" className="size-8 text-ink-400" />
			<p className="font-display text-xl text-ink-800">{title}</p>
			{hint && <p className="max-w-md text-ink-600">{hint}</p>}
		</div>
	);
}

export function ErrorState({
	title,
	message,
	onReload,
	reloading,
}: {
	title: string;
	message?: string;
	onReload: () => void;
	reloading: boolean;
}) {
	return (
		<div
			role="alert"
			className="flex flex-col items-center gap-3 rounded-lg border border-accent-700/25 bg-accent-50 px-4 py-12 text-center"
		>
			<p className="font-display text-xl text-accent-800">{title}</p>
			{message && <p className="max-w-md text-sm text-ink-700">{message}</p>}
			<Button variant="secondary" className="mt-2" onClick={onReload} disabled={reloading}>
				<RefreshCw aria-hidden="true" className={reloading ? "size-4 animate-spin" : "size-4"} />
				{RELOAD_PAGE_LABEL}
			</Button>
		</div>
	);
}

/** The end of a list: a "That's all, folks!" roundel, like the cartoons' closing card. */
export function EndState({ loaded }: { loaded: number }) {
	return (
		<div className="flex flex-col items-center gap-3 py-12 text-center">
			<div className="flex size-28 items-center justify-center rounded-full bg-accent-600 p-2 shadow-card ring-4 ring-mustard-400 ring-offset-4 ring-offset-cream-50">
				<p className="flex size-full items-center justify-center rounded-full border-2 border-cream-50/70 px-2 font-display text-base leading-tight font-semibold text-cream-50 italic">
					{END_TITLE}
				</p>
			</div>
			<p className="text-sm text-ink-600">{showingAllText(loaded)}</p>
		</div>
	);
}

type PagingState = {
	hasNextPage: boolean;
	isFetchingNextPage: boolean;
	isFetchNextPageError: boolean;
	fetchNextPage: () => unknown;
};

/**
 * What follows a listing's photos: the guest's sign-in prompt when given, a retry when the next
 * page failed, the infinite-scroll marker (a button where the browser cannot observe it) while
 * pages remain, else the end.
 */
export function ListingTail({
	paging,
	markerRef,
	loaded,
	guestBanner,
}: {
	paging: PagingState;
	markerRef: Ref<HTMLDivElement>;
	loaded: number;
	guestBanner?: ReactNode;
}) {
	const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = paging;
	if (guestBanner) return guestBanner;
	if (isFetchNextPageError) {
		return (
			<Notice tone="error" role="alert" title="We could not load more photos." className="mt-6">
				<Button variant="secondary" size="sm" className="mt-2" onClick={() => void fetchNextPage()}>
					Try again
				</Button>
			</Notice>
		);
	}
	if (!hasNextPage) return <EndState loaded={loaded} />;
	return (
		<div ref={markerRef} data-testid="load-more-marker">
			{isFetchingNextPage ? (
				<LoadingMoreState />
			) : (
				!canObserveIntersections() && (
					<div className="flex justify-center py-8">
						<Button variant="secondary" onClick={() => void fetchNextPage()}>
							Load more photos
						</Button>
					</div>
				)
			)}
		</div>
	);
}
