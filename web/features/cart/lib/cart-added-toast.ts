import { CART_TEXT } from "@core/cart-messages";
import { addedToCartText } from "@/lib/cart-text";
import { groupedSuccess } from "@/lib/toast";

/**
 * 'Added to Cart' for `photos` added: adds in a row, one photo's or a selection's (issue 28,
 * item 4), share one toast that counts them; one photo alone keeps the spec's words.
 */
export function cartAddedToast(photos = 1): void {
	groupedSuccess(
		"cart",
		{ title: CART_TEXT.addedTitle, description: CART_TEXT.added },
		(count) => ({ title: CART_TEXT.addedTitle, description: addedToCartText(count) }),
		photos,
	);
}
