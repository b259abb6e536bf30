import { CART_TEXT } from "@core/cart-messages";
import type { CartSelectionAddResponse } from "@core/contracts/cart";
import type { PhotoSummary } from "@core/contracts/photos";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useMyLicences } from "@/api/orders/licences-query";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { photoCount } from "@/lib/cart-text";
import { toast } from "@/lib/toast";
import { useAddSelectionToCart } from "../api/add-selection-to-cart";
import { cartAddedToast } from "../lib/cart-added-toast";

export const ADD_SELECTION_TO_CART = "Add to cart";
export const ADD_SELECTION_AGAIN_TITLE = "Add photos you already have?";
export const ADD_ALL = "Add all";
export const LEAVE_THEM_OUT = "Leave them out";

/** What was not added, for the toast after the selection's add: '2 photos already in your cart, 1 …'. */
export function selectionLeftOutText({ in_cart, not_added }: CartSelectionAddResponse): string | null {
	const parts: string[] = [];
	if (in_cart > 0) parts.push(`${photoCount(in_cart)} already in your cart`);
	if (not_added > 0) parts.push(`${photoCount(not_added)} no longer for sale or not cleared, not added`);
	return parts.length > 0 ? `${parts.join("; ")}.` : null;
}

/** The grouped cart toast for what went in, then a note on what did not. */
function announce(result: CartSelectionAddResponse) {
	if (result.added > 0) {
		cartAddedToast(result.added);
	}
	const leftOut = selectionLeftOutText(result);
	if (!leftOut) return;
	if (result.added === 0 && result.not_added === 0)
		toast.info(CART_TEXT.alreadyInCartTitle, { description: leftOut });
	else
		toast.warning(result.added > 0 ? "Some photos were not added" : "No photos added", {
			description: leftOut,
		});
}

/**
 * The selection bar's "Add to cart" (issue 28): every selected photo in one step with the
 * default license (the cart changes it per line, or for all at once). Photos the buyer licensed
 * or ordered before are added only once they say so, or left out.
 */
export function SelectionCartButton({ photos }: { photos: readonly PhotoSummary[] }) {
	const add = useAddSelectionToCart();
	const licences = useMyLicences();
	const [asking, setAsking] = useState(false);
	const owned = photos.filter((photo) => licences.has(photo.id));

	function addNow(chosen: readonly PhotoSummary[]) {
		setAsking(false);
		if (chosen.length === 0) return;
		// mutateAsync: the toast must show even if the bar is gone meanwhile (the selection cleared).
		add.mutateAsync({ photo_ids: chosen.map((photo) => photo.id) }).then(announce, (error: unknown) => {
			console.warn("Adding the selection to the cart failed", error);
			if (error instanceof ApiError && error.status === 401) {
				toast.error(CART_TEXT.signInRequiredTitle, { description: CART_TEXT.signInRequired });
			} else {
				toast.error(CART_TEXT.errorTitle, {
					description: error instanceof ApiError ? error.message : CART_TEXT.addFailed,
				});
			}
		});
	}

	return (
		<>
			<Button
				size="sm"
				aria-disabled={add.isPending || undefined}
				aria-busy={add.isPending || undefined}
				onClick={() => {
					if (add.isPending) return;
					if (owned.length > 0) setAsking(true);
					else addNow(photos);
				}}
			>
				<ShoppingCart aria-hidden="true" className="size-4" />
				{add.isPending ? "Adding…" : ADD_SELECTION_TO_CART}
			</Button>
			<Dialog
				open={asking}
				onClose={() => setAsking(false)}
				title={ADD_SELECTION_AGAIN_TITLE}
				description={`You licensed or ordered ${photoCount(owned.length)} of the ${photoCount(photos.length)} selected before. Add ${owned.length === 1 ? "it" : "them"} again?`}
			>
				<div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
					<Button variant="secondary" data-autofocus onClick={() => setAsking(false)}>
						Cancel
					</Button>
					<Button
						variant="secondary"
						disabled={owned.length === photos.length}
						onClick={() => addNow(photos.filter((photo) => !licences.has(photo.id)))}
					>
						{LEAVE_THEM_OUT}
					</Button>
					<Button onClick={() => addNow(photos)}>{ADD_ALL}</Button>
				</div>
			</Dialog>
		</>
	);
}
