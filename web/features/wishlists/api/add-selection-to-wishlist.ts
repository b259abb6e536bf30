import type { WishlistSelectionAdd, WishlistSelectionAddResponse } from "@core/contracts/wishlists";
import { inBatches } from "@core/photo-selection";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists } from "./keys";

/**
 * A grid's selection into one of the caller's wishlists (issue 28): one request per 100 photos,
 * one after another, their answers summed. A failing part stops the rest; the parts before it stay.
 */
export async function addSelectionToWishlist(
	wishlistId: string,
	input: WishlistSelectionAdd,
): Promise<WishlistSelectionAddResponse> {
	const total: WishlistSelectionAddResponse = { results: [], added: 0, in_wishlist: 0, not_added: 0 };
	for (const photoIds of inBatches(input.photo_ids)) {
		const part = await apiFetch<Reply<typeof WishlistSelectionAddResponse>>(
			apiPaths.wishlistItemsBatch(wishlistId),
			{ method: "POST", body: { ...input, photo_ids: photoIds } },
		);
		total.results.push(...part.results);
		total.added += part.added;
		total.in_wishlist += part.in_wishlist;
		total.not_added += part.not_added;
	}
	return total;
}

/** The wishlists and the grid's hearts (membership) refetch after it, whatever the answer. */
export function useAddSelectionToWishlist() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ wishlistId, input }: { wishlistId: string; input: WishlistSelectionAdd }) =>
			addSelectionToWishlist(wishlistId, input),
		onSettled: () => refreshWishlists(queryClient),
	});
}
