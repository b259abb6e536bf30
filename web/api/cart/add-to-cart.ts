import type { CartBatchAdd, CartBatchAddResponse } from "@core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { CART_MUTATION_SCOPE, refreshCart } from "./cart-cache";

/** Shared by every feature with an add-to-cart button. Adds photos to the caller's cart; photos already there count as duplicates, not errors. */
export function addToCart(input: CartBatchAdd): Promise<CartBatchAddResponse> {
	return apiFetch<Reply<typeof CartBatchAddResponse>>(apiPaths.cartItems, { method: "POST", body: input });
}

/** The cart (badge included) refetches after every change (spec section 4, Cart). */
export function useAddToCart() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: addToCart,
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
	});
}
