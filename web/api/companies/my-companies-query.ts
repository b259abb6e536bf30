import type { MyCompany } from "@core/contracts/teams";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import { ORGANISER_GC_MS, ORGANISER_STALE_MS, organiserKeys } from "@/api/projects/organiser-cache";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * The signed-in user's company workspaces with their role in each (issue 29): GET /api/companies
 * answers MyCompany rows. Kept under the user's "companies" key, so a company change, a join or a
 * leave (refreshOrganisers) refreshes it with the company picker's list; here in web/api/ because
 * the profile and the teams pages both show it.
 */
export function myCompaniesKey(userId: string) {
	return [...organiserKeys.companies(userId), "roles"] as const;
}

export function getMyCompanies(signal?: AbortSignal): Promise<{ companies: MyCompany[] }> {
	return apiFetch<{ companies: MyCompany[] }>(apiPaths.companies, { signal });
}

export function useMyCompanies() {
	const { user } = useSession();
	return useQuery({
		queryKey: myCompaniesKey(user?.id ?? ""),
		queryFn: ({ signal }) => getMyCompanies(signal),
		staleTime: ORGANISER_STALE_MS,
		gcTime: ORGANISER_GC_MS,
		enabled: user !== null,
	});
}
