import type { QueryClient } from "@tanstack/react-query";

const MINUTE = 60 * 1000;

/** Company and project lists: 5 min fresh, kept 10 (spec section 9, Caching). */
export const ORGANISER_STALE_MS = 5 * MINUTE;
export const ORGANISER_GC_MS = 10 * MINUTE;
/** Wishlist-membership checks: 1 min (spec section 9, Caching). */
export const MEMBERSHIP_STALE_MS = MINUTE;

/**
 * Query keys of the feature. Lists are keyed by user so one account's data never shows for
 * another after a sign-in change.
 */
export const wishlistKeys = {
	all: ["wishlists"] as const,
	list: (userId: string) => ["wishlists", "list", userId] as const,
	detail: (id: string) => ["wishlists", "detail", id] as const,
	membershipRoot: ["wishlists", "membership"] as const,
	membership: (userId: string, photoIds: readonly string[]) =>
		["wishlists", "membership", userId, [...photoIds].sort().join(",")] as const,
	shared: (code: string) => ["shared-wishlist", code] as const,
	projects: (userId: string) => ["projects", userId] as const,
	companies: (userId: string) => ["companies", userId] as const,
};

/**
 * After any change to wishlists or their photos: lists, details and memberships refetch, the
 * ones no screen shows right now included. The app's queries do not refetch on mount (spec
 * section 9), so a list cached by a closed dialog would otherwise come back as it was.
 */
export function refreshWishlists(queryClient: QueryClient): Promise<void> {
	return queryClient.invalidateQueries({ queryKey: wishlistKeys.all, refetchType: "all" });
}

/** After a project or company change: their lists, and wishlists (which show project and company). */
export async function refreshOrganisers(queryClient: QueryClient): Promise<void> {
	await Promise.all([
		queryClient.invalidateQueries({ queryKey: ["projects"], refetchType: "all" }),
		queryClient.invalidateQueries({ queryKey: ["companies"], refetchType: "all" }),
		refreshWishlists(queryClient),
	]);
}
