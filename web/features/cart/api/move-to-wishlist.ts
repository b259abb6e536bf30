import type { CartMoveResponse } from "@core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { refreshWishlists } from "@/api/wishlists/wishlists-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * Lines out of the cart into one of the user's wishlists, in one step on the server: one line
 * through its own address, several through the selection's.
 */
export function moveToWishlist({
	lineIds,
	wishlistId,
}: {
	lineIds: readonly string[];
	wishlistId: string;
}): Promise<CartMoveResponse> {
	const [only] = lineIds;
	if (lineIds.length === 1 && only) {
		return apiFetch<Reply<typeof CartMoveResponse>>(apiPaths.cartLineToWishlist(only), {
			method: "POST",
			body: { wishlist_id: wishlistId },
		});
	}
	return apiFetch<Reply<typeof CartMoveResponse>>(apiPaths.cartLinesToWishlist, {
		method: "POST",
		body: { line_ids: lineIds, wishlist_id: wishlistId },
	});
}

/** The cart, and the wishlists with their membership badges, are read again after a move. */
export function useMoveToWishlist() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: moveToWishlist,
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => Promise.all([refreshCart(queryClient), refreshWishlists(queryClient)]),
		onError: (error) =>
			error instanceof ApiError && error.status === 404 ? refreshCart(queryClient) : undefined,
	});
}
