import type { QueryClient } from "@tanstack/react-query";
import { wishlistListKey } from "@/lib/wishlists-query";

const MINUTE = 60 * 1000;

/** Company and project lists: 5 min fresh, kept 10 (spec section 9, Caching). */
export const ORGANISER_STALE_MS = 5 * MINUTE;
export const ORGANISER_GC_MS = 10 * MINUTE;
/** Wishlist-membership checks: 1 min (spec section 9, Caching). */
export const MEMBERSHIP_STALE_MS = MINUTE;

/**
 * Query keys of the feature, all under the user-scoped roots "wishlists", "projects" and
 * "companies" (dropped on sign-out). Lists are keyed by user so one account's data never shows
 * for another after a sign-in change. The shared page sits under "wishlists" too, so an owner's
 * change marks it stale.
 */
export const wishlistKeys = {
	all: ["wishlists"] as const,
	list: wishlistListKey,
	detail: (id: string) => ["wishlists", "detail", id] as const,
	membershipRoot: ["wishlists", "membership"] as const,
	membership: (userId: string, photoIds: readonly string[]) =>
		["wishlists", "membership", userId, [...photoIds].sort().join(",")] as const,
	shared: (code: string) => ["wishlists", "shared", code] as const,
	projectsRoot: ["projects"] as const,
	projects: (userId: string) => ["projects", userId] as const,
	companiesRoot: ["companies"] as const,
	companies: (userId: string) => ["companies", userId] as const,
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

/** After a project or company change: their lists, and wishlists (which show project and company). */
export async function refreshOrganisers(queryClient: QueryClient): Promise<void> {
	await Promise.all([
		queryClient.invalidateQueries({ queryKey: wishlistKeys.projectsRoot }),
		queryClient.invalidateQueries({ queryKey: wishlistKeys.companiesRoot }),
		refreshWishlists(queryClient),
	]);
}
