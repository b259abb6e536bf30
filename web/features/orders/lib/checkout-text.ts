/** Texts of the checkout page that core/orders.ts's ORDER_TEXT leaves to the page. */

export const CHECKOUT_LOAD_FAILED = "We could not load checkout.";
export const CHECKOUT_EMPTY_TITLE = "Nothing to check out yet";
export const ORDER_NOT_PLACED = "Your order was not placed";
export const ORDER_FAILED_FALLBACK = "Something went wrong while placing your order. Please try again.";
export const PLACE_ORDER = "Place order";
export const PLACING_ORDER = "Placing order…";
export const TO_PAYMENT_PAGE = "Taking you to the secure payment page…";

export function fieldsNeedAttention(count: number): string {
	return count === 1
		? "One field needs your attention before the order can be placed."
		: `${count} fields need your attention before the order can be placed.`;
}

/** Issue 30: how many more photos reach the next tier: '3 more photos reach Volume 25'. */
export function reachTierText(next: { tier: { name: string }; items_needed: number }): string {
	return `${next.items_needed} more ${next.items_needed === 1 ? "photo reaches" : "photos reach"} ${next.tier.name}`;
}

/** An upgrade line (issue 30): what was paid for the licence it upgrades, taken off its price. */
export function upgradeLineText(licenceNumber: string, paid: string): string {
	return `Upgrade of ${licenceNumber}: ${paid} paid, you pay the difference`;
}

/** Place order's label while the cart is priced for the production just chosen (issue 30). */
export const PRICING_FOR_PRODUCTION = "Updating prices…";
