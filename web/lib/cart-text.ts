import type { CartResponse } from "@core/contracts/cart";

/**
 * Words for a priced cart that the spec leaves to us, shared by the cart page, checkout and the
 * order pages so all say the same thing.
 */

export function photoCount(n: number): string {
	return `${n} ${n === 1 ? "photo" : "photos"}`;
}

/** The discount line's label, on the cart, checkout and orders alike: '5% volume discount'. */
export function discountLabel(percent: number): string {
	return `${percent}% volume discount`;
}

/** The next tier's hint (spec section 9): 'Add 24 more photos to save 10%'. */
export function nextTierHint(next: NonNullable<CartResponse["next_tier"]>): string {
	return `Add ${next.items_needed} more ${next.items_needed === 1 ? "photo" : "photos"} to save ${next.tier.percent}%`;
}

/** The next tier's hint, short, for a phone's bottom bar: '24 more photos for 10% off'. */
export function shortNextTierHint(next: NonNullable<CartResponse["next_tier"]>): string {
	return `${next.items_needed} more ${next.items_needed === 1 ? "photo" : "photos"} for ${next.tier.percent}% off`;
}

/** The grouped toast's line after several adds in a row (issue 28): '12 photos added to your cart'. */
export function addedToCartText(count: number): string {
	return `${photoCount(count)} added to your cart`;
}
