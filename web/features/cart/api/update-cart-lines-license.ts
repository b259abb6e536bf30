import type { CartLinesLicenseResponse, CartLinesLicenseUpdate } from "@core/contracts/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CART_MUTATION_SCOPE, refreshCart } from "@/api/cart/cart-cache";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** One license for several lines ('Set all to hero'); the server prices the cart again. */
export function updateCartLinesLicense(update: CartLinesLicenseUpdate): Promise<CartLinesLicenseResponse> {
	return apiFetch<Reply<typeof CartLinesLicenseResponse>>(apiPaths.cartLines, {
		method: "PATCH",
		body: update,
	});
}

export function useUpdateCartLinesLicense() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateCartLinesLicense,
		scope: CART_MUTATION_SCOPE,
		onSuccess: () => refreshCart(queryClient),
		// A line is gone (removed in another tab): our copy was out of date.
		onError: (error) =>
			error instanceof ApiError && error.status === 404 ? refreshCart(queryClient) : undefined,
	});
}
