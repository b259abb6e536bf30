import type { CartResponse } from "@core/contracts/cart";

/** Texts of the /cart page that the spec leaves to us. */

export const CART_EMPTY_TITLE = "Your cart is empty";
export const CART_LOAD_FAILED = "We could not load your cart.";

export function photoCount(n: number): string {
	return `${n} ${n === 1 ? "photo" : "photos"}`;
}

/** The discount line's label: '5% volume discount'. */
export function tierLabel(tier: NonNullable<CartResponse["tier"]>): string {
	return `${tier.percent}% volume discount`;
}

/** The next tier's hint (spec section 9): 'Add 24 more photos to save 10%'. */
export function nextTierHint(next: NonNullable<CartResponse["next_tier"]>): string {
	return `Add ${next.items_needed} more ${next.items_needed === 1 ? "photo" : "photos"} to save ${next.tier.percent}%`;
}

/** The next tier's hint, short, for the phone's checkout bar: '24 more photos for 10% off'. */
export function shortNextTierHint(next: NonNullable<CartResponse["next_tier"]>): string {
	return `${next.items_needed} more ${next.items_needed === 1 ? "photo" : "photos"} for ${next.tier.percent}% off`;
}

/** Under the checkout links while /checkout is still a pending page. */
export const CHECKOUT_PENDING_NOTE = "Checkout opens soon: your cart is kept.";
