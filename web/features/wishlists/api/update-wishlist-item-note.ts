import type { WishlistItemNoteUpdate, WishlistItemResponse } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists } from "./keys";

/** Sets (or, empty, clears) the owner's note on one photo of their wishlist (issue 28). */
export function updateWishlistItemNote(
	wishlistId: string,
	photoId: string,
	update: WishlistItemNoteUpdate,
): Promise<WishlistItemResponse> {
	return apiFetch<Reply<typeof WishlistItemResponse>>(apiPaths.wishlistItem(wishlistId, photoId), {
		method: "PATCH",
		body: update,
	});
}

export function useUpdateWishlistItemNote(wishlistId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ photoId, note }: { photoId: string; note: string | null }) =>
			updateWishlistItemNote(wishlistId, photoId, { note }),
		onSuccess: () => refreshWishlists(queryClient),
	});
}
