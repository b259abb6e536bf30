import { WishlistListResponse } from "@core/contracts/wishlists";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { useSession } from "@/lib/session";

/**
 * The profile's wishlists tab reads the same list as /wishlists. A feature may not import
 * another, so the call is repeated here, under the same key as the wishlists feature's list:
 * both share one cache entry, and every wishlist change there (which refreshes the "wishlists"
 * root) refreshes this tab too.
 */
export const profileWishlistsKey = (userId: string) => ["wishlists", "list", userId] as const;

export function getWishlists(signal?: AbortSignal): Promise<WishlistListResponse> {
	return apiFetch(apiPaths.wishlists, { schema: WishlistListResponse, signal });
}

export function profileWishlistsQueryOptions(userId: string) {
	return queryOptions({
		queryKey: profileWishlistsKey(userId),
		queryFn: ({ signal }) => getWishlists(signal),
	});
}

/** The signed-in user's wishlists, newest change first; disabled for guests. */
export function useProfileWishlists() {
	const { user } = useSession();
	return useQuery({ ...profileWishlistsQueryOptions(user?.id ?? ""), enabled: user !== null });
}
