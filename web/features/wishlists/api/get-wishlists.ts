import { WishlistListResponse } from "@core/contracts/wishlists";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { useSession } from "@/lib/session";
import { wishlistKeys } from "./keys";

export function getWishlists(signal?: AbortSignal): Promise<WishlistListResponse> {
	return apiFetch(apiPaths.wishlists, { schema: WishlistListResponse, signal });
}

export function wishlistsQueryOptions(userId: string) {
	return queryOptions({ queryKey: wishlistKeys.list(userId), queryFn: ({ signal }) => getWishlists(signal) });
}

/** The signed-in user's wishlists, newest change first; disabled for guests. */
export function useWishlists() {
	const { user } = useSession();
	return useQuery({ ...wishlistsQueryOptions(user?.id ?? ""), enabled: user !== null });
}
