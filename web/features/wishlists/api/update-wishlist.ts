import { WishlistResponse, type WishlistUpdate } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists } from "./keys";

/** Renames, describes or moves a wishlist to another of the caller's projects. */
export function updateWishlist(id: string, update: WishlistUpdate): Promise<WishlistResponse> {
	return apiFetch(apiPaths.wishlist(id), { method: "PATCH", body: update, schema: WishlistResponse });
}

export function useUpdateWishlist(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (update: WishlistUpdate) => updateWishlist(id, update),
		onSuccess: () => refreshWishlists(queryClient),
	});
}
