import type { WishlistMembershipResponse } from "@core/contracts/wishlists";
import { membershipQuery } from "@core/first-answers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { apiFetch, type Reply } from "@/lib/api-client";
import { firstAnswer } from "@/lib/first-answers";
import { apiPaths } from "@/lib/paths";
import { MEMBERSHIP_STALE_MS, wishlistKeys } from "./keys";

export function getWishlistMembership(
	photoIds: readonly string[],
	signal?: AbortSignal,
): Promise<WishlistMembershipResponse> {
	return apiFetch<Reply<typeof WishlistMembershipResponse>>(apiPaths.wishlistMembership, {
		query: membershipQuery(photoIds),
		signal,
	});
}

export function wishlistMembershipQueryOptions(userId: string, photoIds: readonly string[]) {
	return queryOptions({
		queryKey: wishlistKeys.membership(userId, photoIds),
		queryFn: ({ signal }) => getWishlistMembership(photoIds, signal),
		initialData: () =>
			firstAnswer<WishlistMembershipResponse>(apiPaths.wishlistMembership, membershipQuery(photoIds)),
		staleTime: MEMBERSHIP_STALE_MS,
		// A batch no grid shows is only marked stale by changes; a grid that shows it again refetches it.
		refetchOnMount: true,
	});
}

/**
 * Which of the signed-in user's wishlists hold each photo (at most 100 photos a call):
 * photo id -> wishlist ids. Empty for guests, without a request.
 */
export function useWishlistMembership(photoIds: readonly string[]) {
	const { user } = useSession();
	const query = useQuery({
		...wishlistMembershipQueryOptions(user?.id ?? "", photoIds),
		enabled: user !== null && photoIds.length > 0,
	});
	return { ...query, memberships: query.data?.memberships ?? {} };
}
