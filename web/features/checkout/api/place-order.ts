import type { CheckoutCreate, CheckoutResponse } from "@core/contracts/orders";
import { type QueryClient, useMutation } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { refreshCart } from "@/lib/cart-cache";
import { refreshOrders } from "@/lib/orders-cache";
import { apiPaths } from "@/lib/paths";

/**
 * Places an order from the caller's cart. The body names no prices: the server prices the cart
 * from the database, and a total other than `expected_total_cents` is a 409 (nothing placed).
 */
export function placeOrder(input: CheckoutCreate): Promise<CheckoutResponse> {
	return apiFetch<Reply<typeof CheckoutResponse>>(apiPaths.checkout, { method: "POST", body: input });
}

/**
 * The caches are refreshed by the page once it has moved on (`refreshAfterOrder`), not here:
 * a cart emptied by the order would otherwise show checkout's empty state for a moment.
 */
export function usePlaceOrder() {
	return useMutation({ mutationFn: placeOrder });
}

/** After an order: the cart and the header badge, and the buyer's orders and next prefill. */
export async function refreshAfterOrder(queryClient: QueryClient): Promise<void> {
	await Promise.all([refreshCart(queryClient), refreshOrders(queryClient)]);
}
