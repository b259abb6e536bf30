import type { QueryClient } from "@tanstack/react-query";

/** The cart goes stale after 5 minutes (spec section 9, Caching). */
export const CART_STALE_MS = 5 * 60 * 1000;

/**
 * The cart's query keys, all under the user-scoped root "cart" (dropped on sign-out) and keyed
 * by user, so one account's cart never shows for another after a sign-in change. Here in web/api/
 * because the cart feature and the batch add (add-to-cart.ts, used by other features) share them.
 */
export const cartKeys = {
	all: ["cart"] as const,
	lines: (userId: string) => ["cart", "lines", userId] as const,
	count: (userId: string) => ["cart", "count", userId] as const,
};

/**
 * Every change to the cart (add, batch add, license, remove, clear) runs in this scope: one at
 * a time, each after the previous one has refetched. Run side by side, a second change's
 * refresh would cancel the first one's refetch, which then ends with the old cart: a button
 * just added would show 'Add to Cart' again for a moment.
 */
export const CART_MUTATION_SCOPE = { id: "cart" } as const;

/**
 * After every change to the cart, the cart and the header badge are fetched again (spec
 * section 4, Cart). What a screen shows refetches now, and the mutation waits for it, so a
 * button turns to 'In Cart' and a removed line goes in the same moment the toast shows.
 */
export async function refreshCart(queryClient: QueryClient): Promise<void> {
	// A read still on its way began before the change and may not hold it: it is cancelled, not
	// waited for (invalidation alone would join a first load in flight instead of reading again).
	await queryClient.cancelQueries({ queryKey: cartKeys.all });
	await queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
