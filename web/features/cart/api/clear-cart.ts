import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshCart } from "./keys";

/** Every line of the caller's cart goes. */
export function clearCart(): Promise<void> {
	return apiFetch<void>(apiPaths.cart, { method: "DELETE" });
}

export function useClearCart() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: clearCart,
		onSuccess: () => refreshCart(queryClient),
	});
}
