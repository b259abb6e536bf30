import { z } from "zod";
import { DEFAULT_LICENSE, LICENSE_TYPES } from "../license";

/** Items in the signed-in user's cart: the header badge. */
export const CartCountResponse = z.object({ count: z.number().int().nonnegative() });
export type CartCountResponse = z.infer<typeof CartCountResponse>;

/**
 * Adds photos to the caller's cart in one request (spec section 7: quantity 1, the default
 * license unless given). A photo already in the cart is a duplicate, not an error (section 8).
 */
export const CartBatchAdd = z
	.object({
		items: z
			.array(
				z
					.object({
						photo_id: z.uuid("not a photo id"),
						license_type: z.enum(LICENSE_TYPES).default(DEFAULT_LICENSE),
					})
					.strict(),
			)
			.min(1, "Add at least one photo")
			.max(500),
	})
	.strict();
export type CartBatchAdd = z.input<typeof CartBatchAdd>;
export const CartBatchAddResponse = z.object({
	added: z.number().int().nonnegative(),
	duplicates: z.number().int().nonnegative(),
	/** Photos that are not (or no longer) live. */
	errors: z.number().int().nonnegative(),
});
export type CartBatchAddResponse = z.infer<typeof CartBatchAddResponse>;

/** Spec section 8's cart toasts (title, then description) and section 5's sign-in refusal, word for word. */
export const CART_TEXT = {
	signInRequiredTitle: "Sign in required",
	signInRequired: "Please sign in to add photos to your cart",
	alreadyInCartTitle: "Photo already in cart",
	alreadyInCart: "This photo is already in your cart",
	addedTitle: "Added to cart",
	added: "Photo added to your cart successfully",
	errorTitle: "Error",
	addFailed: "Failed to add photo to cart",
	removedTitle: "Photo removed",
	removed: "Photo removed from your cart",
	removeFailed: "Failed to remove photo from cart",
	licenseUpdateFailed: "Failed to update photo license",
	clearedTitle: "Cart cleared",
	cleared: "All photos removed from your cart",
	clearFailed: "Failed to clear cart",
} as const;
