import type { SharedWishlistResponse } from "@core/contracts/wishlists";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { isWishlistNotFound } from "./get-wishlist";
import { wishlistKeys } from "./keys";

export function getSharedWishlist(code: string, signal?: AbortSignal): Promise<SharedWishlistResponse> {
	return apiFetch<Reply<typeof SharedWishlistResponse>>(apiPaths.sharedWishlist(code), { signal });
}

export function sharedWishlistQueryOptions(code: string) {
	return queryOptions({
		queryKey: wishlistKeys.shared(code),
		queryFn: ({ signal }) => getSharedWishlist(code, signal),
		retry: (count, error) => !isWishlistNotFound(error) && count < 1,
		// The owner's changes in this tab mark it stale; opening the link again refetches.
		refetchOnMount: true,
	});
}

/** A wishlist shared by link: anyone, signed in or not, may read it. */
export function useSharedWishlist(code: string) {
	return useQuery(sharedWishlistQueryOptions(code));
}
