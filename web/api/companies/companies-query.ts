import type { CompanyCreate, CompanyListResponse, CompanySaveResponse } from "@core/contracts/companies";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "@/api/auth/session";
import {
	ORGANISER_GC_MS,
	ORGANISER_STALE_MS,
	organiserKeys,
	refreshOrganisers,
} from "@/api/projects/organiser-cache";
import type { Reply } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/** The signed-in user's companies (spec section 3, "companies"), each with their role in it (issue 29): the company picker's list and the profile's Companies tab. */

export function getCompanies(signal?: AbortSignal): Promise<CompanyListResponse> {
	return apiFetch<Reply<typeof CompanyListResponse>>(apiPaths.companies, { signal });
}

export function companiesQueryOptions(userId: string) {
	return queryOptions({
		queryKey: organiserKeys.companies(userId),
		queryFn: ({ signal }) => getCompanies(signal),
		staleTime: ORGANISER_STALE_MS,
		gcTime: ORGANISER_GC_MS,
		// Marked stale by changes without a refetch while unseen: the next picker refetches it.
		refetchOnMount: true,
	});
}

/** The signed-in user's companies, by name; disabled for guests. */
export function useCompanies() {
	const { user } = useSession();
	return useQuery({ ...companiesQueryOptions(user?.id ?? ""), enabled: user !== null });
}

/** Finds the caller's company of that name (any case) or creates it; `created` says which. */
export function createCompany(input: CompanyCreate): Promise<CompanySaveResponse> {
	return apiFetch<Reply<typeof CompanySaveResponse>>(apiPaths.companies, { method: "POST", body: input });
}

export function useCreateCompany() {
	const queryClient = useQueryClient();
	return useMutation({ mutationFn: createCompany, onSuccess: () => refreshOrganisers(queryClient) });
}
