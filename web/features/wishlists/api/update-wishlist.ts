import type { WishlistResponse, WishlistUpdate } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists } from "./keys";

/** Renames, describes or moves a wishlist to another of the caller's projects. */
export function updateWishlist(id: string, update: WishlistUpdate): Promise<WishlistResponse> {
	return apiFetch<Reply<typeof WishlistResponse>>(apiPaths.wishlist(id), { method: "PATCH", body: update });
}

export function useUpdateWishlist(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (update: WishlistUpdate) => updateWishlist(id, update),
		onSuccess: () => refreshWishlists(queryClient),
	});
}
