import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { ApiError, apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * The line leaves the caller's cart. A 404 means it has gone already (removed in another tab,
 * or its photo is no longer live): what the user asked for is done, so it counts as removed.
 */
export async function removeCartItem(itemId: string): Promise<void> {
	try {
		await apiFetch<void>(apiPaths.cartItem(itemId), { method: "DELETE" });
	} catch (error) {
		if (error instanceof ApiError && error.status === 404) return;
		throw error;
	}
}

export function useRemoveCartItem() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: removeCartItem,
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
	});
}
