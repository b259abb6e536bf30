import type { WishlistListResponse } from "@core/contracts/wishlists";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import type { Reply } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * The signed-in user's wishlists, read by the wishlists feature (/wishlists, the add dialog)
 * and by the profile's wishlists tab: one fetch, one cache entry. Under the user-scoped
 * "wishlists" root, so every wishlist change marks it stale and a sign-out drops it.
 */
export const wishlistListKey = (userId: string) => ["wishlists", "list", userId] as const;

export function getWishlists(signal?: AbortSignal): Promise<WishlistListResponse> {
	return apiFetch<Reply<typeof WishlistListResponse>>(apiPaths.wishlists, { signal });
}

export function wishlistsQueryOptions(userId: string) {
	return queryOptions({
		queryKey: wishlistListKey(userId),
		queryFn: ({ signal }) => getWishlists(signal),
		// Changes mark it stale without refetching it when no screen shows it: the next screen
		// that does refetches it as it mounts (fresh ones are read from the cache).
		refetchOnMount: true,
	});
}

/** The signed-in user's wishlists, newest change first; disabled for guests. */
export function useWishlists() {
	const { user } = useSession();
	return useQuery({ ...wishlistsQueryOptions(user?.id ?? ""), enabled: user !== null });
}

/**
 * Marks every wishlist query stale (lists, details, membership badges) after a change made
 * outside the wishlists feature, such as moving cart lines into a wishlist; what a screen shows
 * refetches.
 */
export function refreshWishlistQueries(queryClient: QueryClient): Promise<void> {
	return queryClient.invalidateQueries({ queryKey: ["wishlists"] });
}
