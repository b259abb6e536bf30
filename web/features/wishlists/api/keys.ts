import type { QueryClient } from "@tanstack/react-query";
import { wishlistListKey } from "@/api/wishlists/wishlists-query";

/** Wishlist-membership checks: 1 min (spec section 9, Caching). */
export const MEMBERSHIP_STALE_MS = 60 * 1000;

/**
 * Query keys of the feature, all under the user-scoped root "wishlists" (dropped on sign-out;
 * the project and company lists are web/api/projects/organiser-cache.ts's). Lists are keyed by
 * user so one account's data never shows for another after a sign-in change. The shared page sits under
 * "wishlists" too, so an owner's change marks it stale.
 */
export const wishlistKeys = {
	all: ["wishlists"] as const,
	list: wishlistListKey,
	detail: (id: string) => ["wishlists", "detail", id] as const,
	membershipRoot: ["wishlists", "membership"] as const,
	membership: (userId: string, photoIds: readonly string[]) =>
		["wishlists", "membership", userId, [...photoIds].sort().join(",")] as const,
	shared: (code: string) => ["wishlists", "shared", code] as const,
};

/**
 * After any change to wishlists or their photos. Only what a screen shows refetches (and the
 * mutation waits for that alone); the rest is marked stale, and the feature's queries refetch
 * stale data as they mount (`refetchOnMount: true`), so a dialog opened again lists what
 * changed meanwhile.
 */
export function refreshWishlists(queryClient: QueryClient): Promise<void> {
	return queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
}
