import type { PhotoActions } from "@/components/photo-actions";
import { WishlistMembershipScope } from "@/features/wishlists/components/membership-scope";
import { WishlistCardButton, WishlistDetailButton } from "@/features/wishlists/components/wishlist-buttons";

/**
 * The buttons features put on photos, filled in here because shared components may not import
 * features (see components/photo-actions.tsx). The cart's buttons (issue 7) join the wishlist's:
 * compose them in one component per slot, cart first.
 */
export const appPhotoActions: PhotoActions = {
	CardActions: WishlistCardButton,
	GridScope: WishlistMembershipScope,
	DetailActions: WishlistDetailButton,
};
