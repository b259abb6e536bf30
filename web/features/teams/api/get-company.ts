import type { CompanyWorkspace } from "@core/contracts/teams";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { teamKeys } from "./keys";

export function getCompanyWorkspace(id: string, signal?: AbortSignal): Promise<CompanyWorkspace> {
	return apiFetch<CompanyWorkspace>(apiPaths.company(id), { signal });
}

/** Not a company, or not one the caller belongs to: the server answers both with 404. */
export function isCompanyNotFound(error: unknown): boolean {
	return error instanceof ApiError && error.status === 404;
}

export function companyWorkspaceQuery(id: string) {
	return queryOptions({
		queryKey: teamKeys.workspace(id),
		queryFn: ({ signal }) => getCompanyWorkspace(id, signal),
		// Members change on other people's screens: read afresh on each visit.
		staleTime: 0,
		retry: (count, error) => !isCompanyNotFound(error) && count < 1,
	});
}

export function useCompanyWorkspace(id: string) {
	return useQuery(companyWorkspaceQuery(id));
}
