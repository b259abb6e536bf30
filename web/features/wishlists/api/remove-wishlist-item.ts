import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists } from "./keys";

export function removeWishlistItem(wishlistId: string, photoId: string): Promise<void> {
	return apiFetch(apiPaths.wishlistItem(wishlistId, photoId), { method: "DELETE" });
}

export function useRemoveWishlistItem(wishlistId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (photoId: string) => removeWishlistItem(wishlistId, photoId),
		onSuccess: () => refreshWishlists(queryClient),
	});
}
