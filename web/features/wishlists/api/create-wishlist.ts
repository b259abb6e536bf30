import { type WishlistCreate, WishlistCreateResponse } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { refreshOrganisers } from "@/lib/organiser-cache";
import { apiPaths } from "@/lib/paths";

/** Creates a wishlist in one of the caller's projects, adding the photo when one is given. */
export function createWishlist(input: WishlistCreate): Promise<WishlistCreateResponse> {
	return apiFetch(apiPaths.wishlists, { method: "POST", body: input, schema: WishlistCreateResponse });
}

/** The project's last use changes too, so projects refresh with the wishlists. */
export function useCreateWishlist() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: createWishlist, onSuccess: () => refreshOrganisers(queryClient) });
}
