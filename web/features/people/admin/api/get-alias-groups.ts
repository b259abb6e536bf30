import { adminApiPaths } from "@core/admin-api-paths";
import type { AliasGroupsResponse } from "@core/contracts/people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { ADMIN_PEOPLE_STALE_MS, adminPeopleKeys } from "./people-keys";

/** Every person known under several records, with the links that join them. */
export function getAliasGroups(signal?: AbortSignal): Promise<AliasGroupsResponse> {
	return apiFetch<Reply<typeof AliasGroupsResponse>>(adminApiPaths.adminPersonAliases, { signal });
}

export function aliasGroupsQueryOptions() {
	return queryOptions({
		queryKey: adminPeopleKeys.aliases(),
		queryFn: ({ signal }) => getAliasGroups(signal),
		staleTime: ADMIN_PEOPLE_STALE_MS,
		refetchOnMount: true,
	});
}

export function useAliasGroups() {
	return useQuery(aliasGroupsQueryOptions());
}
