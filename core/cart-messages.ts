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
