import type { WishlistDetailResponse } from "@core/contracts/wishlists";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { wishlistKeys } from "./keys";

export function getWishlist(id: string, signal?: AbortSignal): Promise<WishlistDetailResponse> {
	return apiFetch<Reply<typeof WishlistDetailResponse>>(apiPaths.wishlist(id), { signal });
}

/** Another user's wishlist answers 404 like an unknown one; asking again changes nothing. */
export function isWishlistNotFound(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function wishlistQueryOptions(id: string) {
	return queryOptions({
		queryKey: wishlistKeys.detail(id),
		queryFn: ({ signal }) => getWishlist(id, signal),
		retry: (count, error) => !isWishlistNotFound(error) && count < 1,
		// Changes made elsewhere (a photo added from a listing) mark it stale; opening it again refetches.
		refetchOnMount: true,
	});
}

/**
 * `leaving`: the wishlist is being deleted. Deleting drops its cache entry (a read would answer
 * 404), so the page stops reading it and keeps showing what it had until it navigates away.
 */
export function useWishlist(id: string, { leaving = false }: { leaving?: boolean } = {}) {
	return useQuery({
		...wishlistQueryOptions(id),
		enabled: !leaving,
		placeholderData: leaving ? keepPreviousData : undefined,
	});
}
