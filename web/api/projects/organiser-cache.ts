import type { QueryClient } from "@tanstack/react-query";

const MINUTE = 60 * 1000;

/** Company and project lists: 5 min fresh, kept 10 (spec section 9, Caching). */
export const ORGANISER_STALE_MS = 5 * MINUTE;
export const ORGANISER_GC_MS = 10 * MINUTE;

/**
 * Query keys of the user's projects and companies, under the user-scoped roots "projects" and
 * "companies" (dropped on sign-out) and keyed by user, so one account's lists never show for
 * another after a sign-in change. Here in web/api/ because the project and company pickers serve
 * more than one feature (wishlists, checkout).
 */
export const organiserKeys = {
	projectsRoot: ["projects"] as const,
	projects: (userId: string) => ["projects", userId] as const,
	companiesRoot: ["companies"] as const,
	companies: (userId: string) => ["companies", userId] as const,
};

/** Wishlists show their project and company, so they go stale with them. */
const WISHLISTS_ROOT = ["wishlists"] as const;

/**
 * After a project or company change: their lists, and wishlists (which show project and
 * company). Only what a screen shows refetches; the rest is marked stale.
 */
export async function refreshOrganisers(queryClient: QueryClient): Promise<void> {
	await Promise.all([
		queryClient.invalidateQueries({ queryKey: organiserKeys.projectsRoot }),
		queryClient.invalidateQueries({ queryKey: organiserKeys.companiesRoot }),
		queryClient.invalidateQueries({ queryKey: WISHLISTS_ROOT }),
	]);
}
