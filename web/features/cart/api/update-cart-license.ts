import type { CartItemResponse, CartLicenseUpdate } from "@core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

export function updateCartLicense(itemId: string, update: CartLicenseUpdate): Promise<CartItemResponse> {
	return apiFetch<Reply<typeof CartItemResponse>>(apiPaths.cartItem(itemId), {
		method: "PATCH",
		body: update,
	});
}

/**
 * The line's license, and for hero usage its exclusive term (issue 30; absent: not exclusive); the
 * server prices it again, so the whole cart (tier, totals) is refetched.
 */
export function useUpdateCartLicense() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ itemId, ...update }: { itemId: string } & CartLicenseUpdate) =>
			updateCartLicense(
				itemId,
				update.exclusive_months === undefined ? { license_type: update.license_type } : update,
			),
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
		// The line is gone (removed in another tab): our copy was out of date.
		onError: (error) =>
			error instanceof ApiError && error.status === 404 ? refreshCart(queryClient) : undefined,
	});
}
