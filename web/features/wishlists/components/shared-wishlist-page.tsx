import type { SharedWishlistResponse } from "@core/contracts/wishlists";
import { Link2Off, LockKeyhole } from "lucide-react";
import { useId } from "react";
import { useParams } from "react-router";
import { useSession } from "@/api/auth/session";
import { photoCountText } from "@/components/cover-card";
import { EmptyPanel } from "@/components/empty-panel";
import { photoAltText } from "@/components/photo-card";
import { EmptyState, GridSkeleton } from "@/components/photo-listing/grid-states";
import { ListingSection } from "@/components/photo-listing/listing-section";
import { PhotoGrid } from "@/components/photo-listing/photo-grid";
import { PhotoThumb } from "@/components/photo-thumb";
import { LoadErrorNotice, LoadingStatus } from "@/components/query-states";
import { SignInButtons } from "@/components/sign-in-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSharedWishlist } from "../api/get-shared-wishlist";
import { isWishlistNotFound } from "../api/get-wishlist";

export const SHARED_NOT_FOUND = "This shared wishlist is no longer available";
export const SHARED_GUEST_TITLE = "Sign in to open these photos";

/** Guests see the thumbnails; signing in (and coming back here) opens each photo (spec section 6). */
function GuestInvitation() {
	return (
		<section
			aria-label="Sign in to see more"
			className="mb-6 flex flex-col gap-4 rounded-xl border border-accent-700/20 bg-accent-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6"
		>
			<div className="flex items-start gap-3">
				<span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-cream-50 text-accent-600">
					<LockKeyhole aria-hidden="true" className="size-5" />
				</span>
				<div>
					<p className="font-semibold text-ink-900">{SHARED_GUEST_TITLE}</p>
					<p className="mt-0.5 text-sm text-ink-700">
						Members see each photo in full, with its details and licenses, and keep wishlists of their own.
					</p>
				</div>
			</div>
			<SignInButtons />
		</section>
	);
}

function SharedNotFound() {
	return (
		<EmptyPanel
			icon={Link2Off}
			as="h1"
			title={SHARED_NOT_FOUND}
			action={{ to: paths.photos, label: "Browse photos", variant: "secondary" }}
		>
			Its owner may have stopped sharing it, or the link was copied incompletely. Ask them for a new link.
		</EmptyPanel>
	);
}

export const SHARED_NOTES_TITLE = "Notes on these photos";

/**
 * The owner's notes on the photos (issue 28: the scene, wall or frame size each is for), under
 * the grid, each beside its photo's thumbnail and title. Plain text: React escapes it.
 */
function SharedNotes({ wishlist }: { wishlist: SharedWishlistResponse }) {
	const headingId = useId();
	const noted = wishlist.photos.filter((photo) => wishlist.notes[photo.id]);
	if (noted.length === 0) return null;
	return (
		<section aria-labelledby={headingId} className="mt-10">
			<h2 id={headingId} className="mb-4 text-xl font-semibold text-ink-900">
				{SHARED_NOTES_TITLE}
			</h2>
			<ul className="grid gap-3 md:grid-cols-2">
				{noted.map((photo) => (
					<li
						key={photo.id}
						className="flex gap-3 rounded-lg border border-ink-900/10 bg-white p-3 shadow-sm"
					>
						<div className="size-16 shrink-0 overflow-hidden rounded-md bg-cream-100 sm:size-20">
							<PhotoThumb photo={photo} alt="" />
						</div>
						<div className="min-w-0">
							<h3 className="text-sm font-medium break-words text-ink-900">{photoAltText(photo)}</h3>
							<p className="mt-1 text-sm break-words whitespace-pre-line text-ink-700">
								{wishlist.notes[photo.id]}
							</p>
						</div>
					</li>
				))}
			</ul>
		</section>
	);
}

function SharedView({ wishlist }: { wishlist: SharedWishlistResponse }) {
	const { user, isLoading } = useSession();
	const signedIn = user !== null;
	const owner = wishlist.owner_first_name?.trim();
	return (
		<>
			<header className="mb-6">
				<p className="text-xs font-semibold tracking-[0.16em] text-accent-600 uppercase">Shared wishlist</p>
				<h1 className="mt-1 text-3xl font-semibold break-words text-ink-900 sm:text-4xl">{wishlist.name}</h1>
				<p className="mt-2 text-sm text-ink-600">
					{owner ? `Shared by ${owner} · ` : ""}
					{photoCountText(wishlist.item_count)}
				</p>
				{wishlist.description && (
					<p className="mt-3 max-w-2xl break-words whitespace-pre-line text-ink-700">
						{wishlist.description}
					</p>
				)}
			</header>
			{/* Not while the session is read: a member should not see the invitation flash by. */}
			{!isLoading && !signedIn && <GuestInvitation />}
			{wishlist.photos.length === 0 ? (
				<EmptyState title="No photos to show" hint="This wishlist has no photos on show right now." />
			) : (
				<PhotoGrid label={`Photos in ${wishlist.name}`} photos={wishlist.photos} signedIn={signedIn} />
			)}
			<SharedNotes wishlist={wishlist} />
		</>
	);
}

function SharedContent({ code }: { code: string }) {
	const shared = useSharedWishlist(code);
	const notFound = isWishlistNotFound(shared.error);
	useDocumentTitle(shared.data?.name ?? (notFound ? "Shared wishlist not available" : "Shared wishlist"));

	if (shared.isPending) {
		return (
			<LoadingStatus label="Loading the shared wishlist…">
				<Skeleton className="h-4 w-32" />
				<Skeleton className="mt-2 mb-8 h-10 w-72 max-w-full" />
				<GridSkeleton />
			</LoadingStatus>
		);
	}
	if (notFound) return <SharedNotFound />;
	if (shared.isError) {
		return (
			<LoadErrorNotice
				title="We could not load this wishlist."
				onRetry={() => void shared.refetch()}
				retrying={shared.isFetching}
			/>
		);
	}
	return <SharedView wishlist={shared.data} />;
}

/** /shared-wishlist/{shareCode}: a wishlist anyone with the link may see, read-only. */
export function SharedWishlistPage() {
	const { shareCode = "" } = useParams();
	return (
		<ListingSection>
			<SharedContent key={shareCode} code={shareCode} />
		</ListingSection>
	);
}
