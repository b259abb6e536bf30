import type { CartProductionUpdate } from "@core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { apiFetch } from "@/lib/api-client";
import { licensingApiPaths } from "@/lib/paths";

/**
 * Checkout's production becomes the cart's (issue 30: PUT /api/cart/production), so the totals
 * shown, and the `expected_total_cents` sent with the order, are the server's for that production
 * (its volume tier counts the photos it has licensed already). The cart is read again after it.
 */
export function useSyncCartProduction() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (update: CartProductionUpdate) =>
			apiFetch<unknown>(licensingApiPaths.cartProduction, { method: "PUT", body: update }),
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
	});
}
