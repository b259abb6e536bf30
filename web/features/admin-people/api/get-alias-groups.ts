import { AliasGroupsResponse } from "@core/contracts/admin-people";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { ADMIN_PEOPLE_STALE_MS, adminPeopleKeys } from "./keys";

/** Every person known under several records, with the links that join them. */
export function getAliasGroups(signal?: AbortSignal): Promise<AliasGroupsResponse> {
	return apiFetch(apiPaths.adminPersonAliases, { schema: AliasGroupsResponse, signal });
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
