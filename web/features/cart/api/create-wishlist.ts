import type { WishlistCreate, WishlistCreateResponse } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * An empty wishlist in one of the user's projects, for the cart's 'Move to wishlist' when none
 * fits yet: the move follows as its own step (the lines go in by the cart's move endpoint).
 */
export function createWishlist(input: Omit<WishlistCreate, "photo_id">): Promise<WishlistCreateResponse> {
	return apiFetch<Reply<typeof WishlistCreateResponse>>(apiPaths.wishlists, { method: "POST", body: input });
}

/** The project's last use changes too, so projects refresh with the wishlists. */
export function useCreateWishlist() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: createWishlist, onSuccess: () => refreshOrganisers(queryClient) });
}
