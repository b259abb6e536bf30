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
