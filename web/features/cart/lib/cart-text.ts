/** Texts of the /cart page that the spec leaves to us (the totals' words are lib/cart-text.ts's). */

export const CART_EMPTY_TITLE = "Your cart is empty";
export const CART_LOAD_FAILED = "We could not load your cart.";
