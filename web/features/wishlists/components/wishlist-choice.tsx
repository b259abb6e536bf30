import { WISHLIST_TEXT, type Wishlist } from "@core/contracts/wishlists";
import type { LicenseType } from "@core/license";

import { useEffect, useId, useState } from "react";
import { WishlistPickList } from "@/components/wishlist-pick-list";
import { isSignedOutError } from "@/lib/error-text";
import { toast } from "@/lib/toast";
import { isAlreadyInWishlist, useAddWishlistItem } from "../api/add-wishlist-item";
import { useWishlistMembership } from "../api/get-wishlist-membership";
import type { WishlistPhoto } from "./add-to-wishlist-dialog";
import { wishlistAddedToast } from "./wishlist-added-toast";

function wishlistContext(wishlist: Wishlist): string {
	const count = `${wishlist.item_count} photo${wishlist.item_count === 1 ? "" : "s"}`;
	return [wishlist.project_name, wishlist.company, count].filter(Boolean).join(" · ");
}

/**
 * The dialog's list view: the user's wishlists in a list of at most 300px; those already
 * holding the photo say 'Added' and cannot be picked (spec section 2). Picking one adds the photo.
 */
export function WishlistChoice({
	photo,
	licenseType,
	focusCreate,
	onCreate,
	onDone,
}: {
	photo: WishlistPhoto;
	licenseType: LicenseType;
	/** Move the focus to 'Create new wishlist' (the user came back from the create view). */
	focusCreate: boolean;
	onCreate: () => void;
	onDone: () => void;
}) {
	const membership = useWishlistMembership([photo.id]);
	const add = useAddWishlistItem();
	const [adding, setAdding] = useState<string | null>(null);
	const createId = useId();
	const held = new Set(membership.memberships[photo.id] ?? []);

	useEffect(() => {
		if (focusCreate) document.getElementById(createId)?.focus();
	}, [focusCreate, createId]);

	function pick(wishlist: Wishlist) {
		setAdding(wishlist.id);
		// The promise, not the mutate callbacks: the toast must show even if the dialog closed meanwhile.
		add
			.mutateAsync({ wishlistId: wishlist.id, item: { photo_id: photo.id, license_type: licenseType } })
			.then(() => {
				// Adds to the same wishlist in a row share one toast that counts them.
				wishlistAddedToast(wishlist);
				onDone();
			})
			.catch((failure: unknown) => {
				setAdding(null);
				if (isAlreadyInWishlist(failure)) {
					toast.error(WISHLIST_TEXT.alreadyInWishlist);
					return;
				}
				console.warn("Adding the photo to a wishlist failed", failure);
				toast.error(isSignedOutError(failure) ? WISHLIST_TEXT.signInRequired : WISHLIST_TEXT.addFailed);
			});
	}

	return (
		<WishlistPickList
			onPick={pick}
			unavailable={() => membership.isLoading || adding !== null}
			busy={(wishlist) => adding === wishlist.id}
			busyLabel="Adding…"
			added={(wishlist) => held.has(wishlist.id)}
			checking={membership.isLoading}
			context={wishlistContext}
			emptyHint="Create your first one to keep this photo with the other candidates for a production."
			create={{ id: createId, disabled: adding !== null, onClick: onCreate }}
		/>
	);
}
