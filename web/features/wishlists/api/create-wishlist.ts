import type { WishlistCreate, WishlistCreateResponse } from "@core/contracts/wishlists";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganisers } from "@/api/projects/organiser-cache";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** Creates a wishlist in one of the caller's projects, adding the photo when one is given. */
export function createWishlist(input: WishlistCreate): Promise<WishlistCreateResponse> {
	return apiFetch<Reply<typeof WishlistCreateResponse>>(apiPaths.wishlists, { method: "POST", body: input });
}

/** The project's last use changes too, so projects refresh with the wishlists. */
export function useCreateWishlist() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: createWishlist, onSuccess: () => refreshOrganisers(queryClient) });
}
