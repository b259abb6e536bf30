import type { WishlistShareResponse } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists } from "./keys";

/** Creates the wishlist's share code, or answers the one it has. */
export function shareWishlist(id: string): Promise<WishlistShareResponse> {
	return apiFetch<Reply<typeof WishlistShareResponse>>(apiPaths.wishlistShare(id), { method: "POST" });
}

/** Revokes the share code: the old link stops working. */
export function unshareWishlist(id: string): Promise<void> {
	return apiFetch(apiPaths.wishlistShare(id), { method: "DELETE" });
}

export function useShareWishlist(id: string) {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: () => shareWishlist(id), onSuccess: () => refreshWishlists(queryClient) });
}

export function useUnshareWishlist(id: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => unshareWishlist(id),
		onSuccess: () => refreshWishlists(queryClient),
	});
}
