import { CART_TEXT } from "@core/cart-messages";
import type { CartAdd, CartItemResponse } from "@core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * One photo into the caller's cart, quantity 1, with the chosen license (spec section 9), its
 * exclusive term, or as an upgrade of a paid licence (issue 30).
 */
export function addCartItem(input: CartAdd): Promise<CartItemResponse> {
	return apiFetch<Reply<typeof CartItemResponse>>(apiPaths.cart, { method: "POST", body: input });
}

/**
 * The server's answer when the photo is in the cart already (one row per user and photo). Issue
 * 30's refusals are 409s as well (hero use held or exclusive elsewhere, an upgrade not allowed):
 * those carry their own message.
 */
export function isAlreadyInCart(error: unknown): boolean {
	return error instanceof ApiError && error.status === 409 && error.message === CART_TEXT.alreadyInCart;
}

/** A 409 refusal other than 'already in the cart', whose message says why (issue 30). */
export function refusalMessage(error: unknown): string | null {
	return error instanceof ApiError && error.status === 409 && !isAlreadyInCart(error) ? error.message : null;
}

export function useAddCartItem() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: addCartItem,
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
		// A 409 means our copy of the cart was out of date: the button shows 'In Cart' after this.
		onError: (error) => (isAlreadyInCart(error) ? refreshCart(queryClient) : undefined),
	});
}
