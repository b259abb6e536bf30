import type { PhotoSummary } from "@core/contracts/photos";
import { WISHLIST_TEXT, type Wishlist, type WishlistSelectionAddResponse } from "@core/contracts/wishlists";
import { Heart } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { WishlistPickList } from "@/components/wishlist-pick-list";
import { ApiError } from "@/lib/api-client";
import { photoCount } from "@/lib/cart-text";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useAddSelectionToWishlist } from "../api/add-selection-to-wishlist";
import { wishlistAddedToast } from "./wishlist-added-toast";

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
		wishlistAddedToast(wishlist, result.added);
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

	return (
		<Dialog
			open
			onClose={onClose}
			title={ADD_SELECTION_TO_WISHLIST}
			description={`Choose a wishlist for the ${photoCount(photos.length)} you selected.`}
		>
			<WishlistPickList
				onPick={pick}
				unavailable={() => adding !== null}
				busy={(wishlist) => adding === wishlist.id}
				busyLabel="Adding…"
				emptyHint="Create one from any photo's heart, or on your wishlists page."
				emptyAction={
					<Link
						to={paths.wishlists}
						onClick={onClose}
						className={buttonClasses({ size: "sm", className: "mt-3" })}
					>
						Go to your wishlists
					</Link>
				}
			/>
		</Dialog>
	);
}
