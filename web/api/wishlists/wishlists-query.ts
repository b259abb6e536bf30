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

/** The user-scoped root of every wishlist query (lists, details, membership, shared pages). */
export const WISHLISTS_ROOT = ["wishlists"] as const;

/**
 * After any change to wishlists or their photos, in the wishlists feature or outside it (cart
 * lines moved into a wishlist). Only what a screen shows refetches (and the mutation waits for
 * that alone); the rest is marked stale, and the wishlist queries refetch stale data as they
 * mount (`refetchOnMount: true`), so a dialog opened again lists what changed meanwhile.
 */
export function refreshWishlists(queryClient: QueryClient): Promise<void> {
	return queryClient.invalidateQueries({ queryKey: WISHLISTS_ROOT });
}
