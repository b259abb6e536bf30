import type { PhotoSummary } from "@core/contracts/photos";
import { GUEST_BANNER_INVITATION } from "@core/listing-text";
import { LockKeyhole } from "lucide-react";
import { useSession } from "@/api/auth/session";
import { EmptyState, ErrorState, ListingTail, SearchingState } from "@/components/photo-listing/grid-states";
import { PhotoGrid } from "@/components/photo-listing/photo-grid";
import { SignInButtons } from "@/components/sign-in-buttons";
import { useInfiniteScroll } from "@/lib/use-infinite-scroll";
import { usePopularPhotosPages } from "../api/get-popular-photos-page";

export const POPULAR_EMPTY_TITLE = "No popular photos available yet.";
export const POPULAR_EMPTY_HINT = "Check back soon as our collection grows!";
export const POPULAR_ERROR_TITLE = "Error loading popular photos";

/**
 * A guest has seen the first 24 (spec section 9): the listings' sign-in prompt. The popular
 * pool has no total to quote, so it names what the guest sees instead.
 */
function PopularGuestBanner({ loaded }: { loaded: number }) {
	return (
		<section
			aria-label="Sign in to see more"
			className="mt-8 flex flex-col items-center gap-4 rounded-xl border border-accent-700/20 bg-accent-50 px-5 py-8 text-center sm:px-8"
		>
			<span className="inline-flex size-11 items-center justify-center rounded-full bg-cream-50 text-accent-600">
				<LockKeyhole aria-hidden="true" className="size-5" />
			</span>
			<div>
				<p className="font-display text-xl font-semibold text-ink-900">
					{`You're viewing the ${loaded} most popular photos`}
				</p>
				<p className="mt-1 text-ink-700">{GUEST_BANNER_INVITATION}</p>
			</div>
			<SignInButtons />
		</section>
	);
}

/**
 * /popular's grid: the most-clicked photos in pages of 24 with infinite scroll, and every state
 * of the listings (loading, error, empty, loading more, the end, the guest's sign-in prompt).
 */
export function PopularPhotos({ label }: { label: string }) {
	const { user } = useSession();
	const query = usePopularPhotosPages();
	const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
	const pages = data?.pages ?? [];
	const photos: PhotoSummary[] = pages.flatMap((page) => page.photos);
	const lastPage = pages[pages.length - 1];
	const markerRef = useInfiniteScroll({
		enabled: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
		progress: photos.length,
		onLoadMore: () => void fetchNextPage(),
	});

	if (!data) {
		return query.isError ? (
			<ErrorState
				title={POPULAR_ERROR_TITLE}
				message={query.error.message}
				onReload={() => void query.refetch()}
				reloading={query.isFetching}
			/>
		) : (
			<SearchingState />
		);
	}
	if (photos.length === 0) return <EmptyState title={POPULAR_EMPTY_TITLE} hint={POPULAR_EMPTY_HINT} />;

	return (
		<>
			<PhotoGrid label={label} photos={photos} signedIn={user !== null} />
			<ListingTail
				paging={query}
				markerRef={markerRef}
				loaded={photos.length}
				guestBanner={lastPage?.guest_limited && <PopularGuestBanner loaded={photos.length} />}
			/>
		</>
	);
}
