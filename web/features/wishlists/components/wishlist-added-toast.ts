import { WISHLIST_TEXT } from "@core/contracts/wishlists";
import { groupedSuccess } from "@/lib/toast";

/**
 * 'Added to wishlist' for `photos` added to a wishlist: adds to the same wishlist in a row, one
 * photo's or a selection's (issue 28, item 4), share one toast that counts them.
 */
export function wishlistAddedToast(wishlist: { id: string; name: string }, photos = 1): void {
	groupedSuccess(
		`wishlist-${wishlist.id}`,
		{ title: WISHLIST_TEXT.addedTitle, description: WISHLIST_TEXT.added(wishlist.name) },
		(count) => ({
			title: WISHLIST_TEXT.addedTitle,
			description: WISHLIST_TEXT.addedMany(count, wishlist.name),
		}),
		photos,
	);
}
