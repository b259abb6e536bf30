import type { WishlistItemAdd, WishlistItemResponse } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists } from "./keys";

export function addWishlistItem(wishlistId: string, item: WishlistItemAdd): Promise<WishlistItemResponse> {
	return apiFetch<Reply<typeof WishlistItemResponse>>(apiPaths.wishlistItems(wishlistId), {
		method: "POST",
		body: item,
	});
}

/** The server's answer when the photo is in the wishlist already (spec section 5). */
export function isAlreadyInWishlist(error: unknown): boolean {
	return error instanceof ApiError && error.status === 409;
}

export function useAddWishlistItem() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ wishlistId, item }: { wishlistId: string; item: WishlistItemAdd }) =>
			addWishlistItem(wishlistId, item),
		onSuccess: () => refreshWishlists(queryClient),
		// A 409 means our copy of the membership was out of date: the 'Added' badge shows after this.
		onError: (error) => (isAlreadyInWishlist(error) ? refreshWishlists(queryClient) : undefined),
	});
}
