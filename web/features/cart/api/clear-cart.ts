import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Every line of the caller's cart goes. */
export function clearCart(): Promise<void> {
	return apiFetch<void>(apiPaths.cart, { method: "DELETE" });
}

export function useClearCart() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: clearCart,
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
	});
}
