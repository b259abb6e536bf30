import type { CartSelectionAdd, CartSelectionAddResponse } from "@core/contracts/cart";
import { inBatches } from "@core/photo-selection";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * A grid's selection into the caller's cart (issue 28): one request per 100 photos (the server's
 * most), one after another, their answers summed. A failing part stops the rest; what the parts
 * before it added stays added, and the cart refetches either way.
 */
export async function addSelectionToCart(input: CartSelectionAdd): Promise<CartSelectionAddResponse> {
	const total: CartSelectionAddResponse = { results: [], added: 0, in_cart: 0, not_added: 0 };
	for (const photoIds of inBatches(input.photo_ids)) {
		const part = await apiFetch<Reply<typeof CartSelectionAddResponse>>(apiPaths.cartBatch, {
			method: "POST",
			body: { ...input, photo_ids: photoIds },
		});
		total.results.push(...part.results);
		total.added += part.added;
		total.in_cart += part.in_cart;
		total.not_added += part.not_added;
	}
	return total;
}

export function useAddSelectionToCart() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: addSelectionToCart,
		scope: CART_MUTATION_SCOPE,
		onSettled: () => refreshCart(queryClient),
	});
}
