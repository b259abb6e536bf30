import type { CartProductionUpdate } from "@core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { apiFetch } from "@/lib/api-client";
import { licensingApiPaths } from "@/lib/paths";

/** PUT /api/cart/production (issue 30): the production the cart is for, or none. */
export function setCartProduction(update: CartProductionUpdate): Promise<unknown> {
	return apiFetch<unknown>(licensingApiPaths.cartProduction, { method: "PUT", body: update });
}

/**
 * The cart's production: the server prices the cart again (its tier counts the photos that
 * production has licensed already), so the whole cart is refetched, in the cart's queue.
 */
export function useSetCartProduction() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: setCartProduction,
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
	});
}
