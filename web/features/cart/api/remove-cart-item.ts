import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshCart } from "./keys";

export function removeCartItem(itemId: string): Promise<void> {
	return apiFetch<void>(apiPaths.cartItem(itemId), { method: "DELETE" });
}

export function useRemoveCartItem() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: removeCartItem,
		onSuccess: () => refreshCart(queryClient),
		// The line is gone already (another tab): our copy was out of date.
		onError: (error) =>
			error instanceof ApiError && error.status === 404 ? refreshCart(queryClient) : undefined,
	});
}
