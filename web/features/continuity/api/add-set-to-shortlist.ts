import type { WishlistSelectionAddResponse } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshWishlists } from "@/api/wishlists/wishlists-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * The proposal into one of the caller's shortlists (wishlists) in one step, through the selection
 * endpoint of issue 28 (POST /api/wishlists/{id}/items/batch): a set is at most nine photos, one
 * request. Photos already in the shortlist count as there, not as a failure.
 */
export function addSetToShortlist(
	wishlistId: string,
	photoIds: string[],
): Promise<WishlistSelectionAddResponse> {
	return apiFetch<Reply<typeof WishlistSelectionAddResponse>>(apiPaths.wishlistItemsBatch(wishlistId), {
		method: "POST",
		body: { photo_ids: photoIds },
	});
}

export function useAddSetToShortlist() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ wishlistId, photoIds }: { wishlistId: string; photoIds: string[] }) =>
			addSetToShortlist(wishlistId, photoIds),
		onSettled: () => refreshWishlists(queryClient),
	});
}
