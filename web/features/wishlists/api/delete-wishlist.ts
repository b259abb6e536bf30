import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists, wishlistKeys } from "./keys";

export function deleteWishlist(id: string): Promise<void> {
	return apiFetch(apiPaths.wishlist(id), { method: "DELETE" });
}

export function useDeleteWishlist() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteWishlist,
		onSuccess: (_, id) => {
			// Gone for good: dropped, so the page still showing it does not refetch a 404.
			queryClient.removeQueries({ queryKey: wishlistKeys.detail(id) });
			return refreshWishlists(queryClient);
		},
	});
}
