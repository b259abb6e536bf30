import type { PhotoSummary } from "@core/contracts/photos";
import type { LicenceChoice } from "@core/licensing";
import type { ReactNode } from "react";
import type { PhotoActions } from "@/components/photo-actions";
import { CartCardButton, CartDetailButton } from "@/features/cart/components/cart-buttons";
import { CartScope } from "@/features/cart/components/cart-scope";
import { SelectionCartButton } from "@/features/cart/components/selection-cart-button";
import { ContinuitySections } from "@/features/continuity/components/continuity-sections";
import { HoldPanel } from "@/features/holds/components/hold-panel";
import { WishlistMembershipScope } from "@/features/wishlists/components/membership-scope";
import { SelectionWishlistButton } from "@/features/wishlists/components/selection-wishlist-button";
import { WishlistCardButton, WishlistDetailButton } from "@/features/wishlists/components/wishlist-buttons";

/**
 * The buttons features put on photos, filled in here because shared components may not import
 * features (see components/photo-actions.tsx): the cart's first, then the wishlist's.
 */
function CardActions({ photo }: { photo: PhotoSummary }) {
	return (
		<>
			<CartCardButton photo={photo} />
			<WishlistCardButton photo={photo} />
		</>
	);
}

/** One read of the cart and one wishlist-membership question per grid, not per card. */
function GridScope({ photos, children }: { photos: readonly PhotoSummary[]; children: ReactNode }) {
	return (
		<CartScope photos={photos}>
			<WishlistMembershipScope photos={photos}>{children}</WishlistMembershipScope>
		</CartScope>
	);
}

/** The photo page's buttons: the cart takes the whole licence choice, a wishlist its license. */
function DetailActions({ photo, licence }: { photo: PhotoSummary; licence: LicenceChoice }) {
	return (
		<>
			<CartDetailButton photo={photo} licence={licence} />
			<WishlistDetailButton photo={photo} licenseType={licence.license_type} />
		</>
	);
}

/** The selection bar's buttons (issue 28): the selected photos into the cart, or into a wishlist. */
function SelectionActions({ photos }: { photos: readonly PhotoSummary[] }) {
	return (
		<>
			<SelectionCartButton photos={photos} />
			<SelectionWishlistButton photos={photos} />
		</>
	);
}

export const appPhotoActions: PhotoActions = {
	CardActions,
	GridScope,
	DetailActions,
	SelectionActions,
	// Issue 30: the photo's holds, under the buy box's buttons.
	BuyBoxExtras: HoldPanel,
	// Issue 30: "Same people, other years" and "Same family" under the photo's details.
	PhotoSections: ContinuitySections,
};
