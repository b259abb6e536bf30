import type { PhotoSummary } from "@core/contracts/photos";
import { WISHLIST_TEXT, type Wishlist, type WishlistSelectionAddResponse } from "@core/contracts/wishlists";
import { Heart, LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useWishlists } from "@/api/wishlists/wishlists-query";
import { LoadErrorNotice } from "@/components/query-states";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { photoCount } from "@/lib/cart-text";
import { paths } from "@/lib/paths";
import { groupedSuccess, toast } from "@/lib/toast";
import { useAddSelectionToWishlist } from "../api/add-selection-to-wishlist";

export const ADD_SELECTION_TO_WISHLIST = "Add to wishlist";

/** What was not added, for the toast after the selection's add. */
export function wishlistLeftOutText(result: WishlistSelectionAddResponse, name: string): string | null {
	const parts: string[] = [];
	if (result.in_wishlist > 0) parts.push(`${photoCount(result.in_wishlist)} already in ${name}`);
	if (result.not_added > 0) parts.push(`${photoCount(result.not_added)} no longer for sale, not added`);
	return parts.length > 0 ? `${parts.join("; ")}.` : null;
}

function announce(result: WishlistSelectionAddResponse, wishlist: Wishlist) {
	if (result.added > 0) {
		// Joins the toast of single adds to the same wishlist just before (issue 28, item 4).
		groupedSuccess(
			`wishlist-${wishlist.id}`,
			{ title: WISHLIST_TEXT.addedTitle, description: WISHLIST_TEXT.added(wishlist.name) },
			(count) => ({
				title: WISHLIST_TEXT.addedTitle,
				description: WISHLIST_TEXT.addedMany(count, wishlist.name),
			}),
			result.added,
		);
	}
	const leftOut = wishlistLeftOutText(result, wishlist.name);
	if (!leftOut) return;
	if (result.added === 0 && result.not_added === 0)
		toast.info(WISHLIST_TEXT.alreadyInWishlist, { description: leftOut });
	else
		toast.warning(result.added > 0 ? "Some photos were not added" : "No photos added", {
			description: leftOut,
		});
}

/**
 * The selection bar's "Add to wishlist" (issue 28): a chooser of the user's wishlists; picking
 * one adds every selected photo to it in one step.
 */
export function SelectionWishlistButton({ photos }: { photos: readonly PhotoSummary[] }) {
	const [open, setOpen] = useState(false);
	return (
		<>
			<Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
				<Heart aria-hidden="true" className="size-4" />
				{ADD_SELECTION_TO_WISHLIST}
			</Button>
			{open && <WishlistChooser photos={photos} onClose={() => setOpen(false)} />}
		</>
	);
}

function WishlistChooser({ photos, onClose }: { photos: readonly PhotoSummary[]; onClose: () => void }) {
	const wishlists = useWishlists();
	const add = useAddSelectionToWishlist();
	const [adding, setAdding] = useState<string | null>(null);

	function pick(wishlist: Wishlist) {
		setAdding(wishlist.id);
		add.mutateAsync({ wishlistId: wishlist.id, input: { photo_ids: photos.map((photo) => photo.id) } }).then(
			(result) => {
				announce(result, wishlist);
				onClose();
			},
			(error: unknown) => {
				setAdding(null);
				console.warn("Adding the selection to a wishlist failed", error);
				toast.error(WISHLIST_TEXT.addFailed, {
					description: error instanceof ApiError ? error.message : undefined,
				});
			},
		);
	}

	const list = wishlists.data?.wishlists;
	let body: ReactNode;
	if (wishlists.isPending) {
		body = (
			<div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-ink-600">
				<LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
				Loading your wishlists…
			</div>
		);
	} else if (wishlists.isError) {
		body = (
			<LoadErrorNotice
				title="We could not load your wishlists."
				onRetry={() => void wishlists.refetch()}
				retrying={wishlists.isFetching}
			/>
		);
	} else if (!list || list.length === 0) {
		body = (
			<div className="rounded-lg border border-dashed border-ink-900/20 bg-cream-100/60 px-4 py-6 text-center">
				<Heart aria-hidden="true" className="mx-auto size-6 text-ink-400" />
				<p className="mt-2 font-semibold text-ink-900">You have no wishlists yet</p>
				<p className="mt-1 text-sm text-ink-600">
					Create one from any photo's heart, or on your wishlists page.
				</p>
				<Link
					to={paths.wishlists}
					onClick={onClose}
					className={buttonClasses({ size: "sm", className: "mt-3" })}
				>
					Go to your wishlists
				</Link>
			</div>
		);
	} else {
		body = (
			<ul aria-label="Your wishlists" className="-mx-1 max-h-[300px] space-y-1 overflow-y-auto px-1 py-1">
				{list.map((wishlist) => {
					const busy = adding === wishlist.id;
					return (
						<li key={wishlist.id}>
							<button
								type="button"
								aria-disabled={adding !== null ? "true" : undefined}
								aria-busy={busy || undefined}
								onClick={() => {
									if (adding === null) pick(wishlist);
								}}
								className="flex min-h-12 w-full items-center gap-3 rounded-lg border border-ink-900/10 bg-white px-3 py-2 text-left transition-colors hover:border-accent-600/50 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 aria-disabled:cursor-default aria-disabled:opacity-60"
							>
								<span className="min-w-0 flex-1">
									<span className="block truncate font-medium text-ink-900">{wishlist.name}</span>
									<span className="block truncate text-xs text-ink-500">
										{[wishlist.project_name, photoCount(wishlist.item_count)].filter(Boolean).join(" · ")}
									</span>
								</span>
								{busy && (
									<LoaderCircle role="img" aria-label="Adding…" className="size-4 shrink-0 animate-spin" />
								)}
							</button>
						</li>
					);
				})}
			</ul>
		);
	}

	return (
		<Dialog
			open
			onClose={onClose}
			title={ADD_SELECTION_TO_WISHLIST}
			description={`Choose a wishlist for the ${photoCount(photos.length)} you selected.`}
		>
			{body}
		</Dialog>
	);
}
