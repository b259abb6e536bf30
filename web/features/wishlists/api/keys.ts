import { WISHLISTS_ROOT, wishlistListKey } from "@/api/wishlists/wishlists-query";

export { refreshWishlists } from "@/api/wishlists/wishlists-query";

/** Wishlist-membership checks: 1 min (spec section 9, Caching). */
export const MEMBERSHIP_STALE_MS = 60 * 1000;

/**
 * Query keys of the feature, all under the user-scoped root "wishlists" (dropped on sign-out;
 * the project and company lists are web/api/projects/organiser-cache.ts's). Lists are keyed by
 * user so one account's data never shows for another after a sign-in change. The shared page sits under
 * "wishlists" too, so an owner's change marks it stale.
 */
export const wishlistKeys = {
	all: WISHLISTS_ROOT,
	list: wishlistListKey,
	detail: (id: string) => ["wishlists", "detail", id] as const,
	membershipRoot: ["wishlists", "membership"] as const,
	membership: (userId: string, photoIds: readonly string[]) =>
		["wishlists", "membership", userId, [...photoIds].sort().join(",")] as const,
	shared: (code: string) => ["wishlists", "shared", code] as const,
};
