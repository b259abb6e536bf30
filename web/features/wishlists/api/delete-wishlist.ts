import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { refreshWishlists } from "./keys";

export function deleteWishlist(id: string): Promise<void> {
	return apiFetch(apiPaths.wishlist(id), { method: "DELETE" });
}

export function useDeleteWishlist() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: deleteWishlist, onSuccess: () => refreshWishlists(queryClient) });
}
