import type { CartAdd, CartItemResponse } from "@core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * An upgrade of a paid licence into the caller's cart (issue 30): POST /api/cart with the new
 * licence and `upgrade_of`, the order line of the licence it upgrades. The server prices it at the
 * difference to what was paid, and refuses (409, with its reason) what cannot be upgraded now.
 */
export function addUpgrade(input: CartAdd): Promise<CartItemResponse> {
	return apiFetch<Reply<typeof CartItemResponse>>(apiPaths.cart, { method: "POST", body: input });
}

export function useAddUpgrade() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: addUpgrade,
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
	});
}
