import { adminApiPaths } from "@core/admin-api-paths";
import type { LegacyAccountsResponse } from "@core/contracts/legacy";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";

/** Under the user-scoped root "admin": dropped on sign-out. */
export function getLegacyAccounts(signal?: AbortSignal): Promise<LegacyAccountsResponse> {
	return apiFetch<Reply<typeof LegacyAccountsResponse>>(adminApiPaths.adminAuthConsolidation, { signal });
}

export function legacyAccountsQueryOptions() {
	return queryOptions({
		queryKey: ["admin", "auth-consolidation"],
		queryFn: ({ signal }) => getLegacyAccounts(signal),
		// Migration progresses while users sign in: an admin opening the page wants today's numbers.
		staleTime: 0,
		refetchOnMount: "always",
	});
}

export function useLegacyAccounts() {
	return useQuery(legacyAccountsQueryOptions());
}
