import { CompanyListResponse } from "@core/contracts/companies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { useSession } from "@/lib/session";
import { ORGANISER_GC_MS, ORGANISER_STALE_MS, wishlistKeys } from "./keys";

export function getCompanies(signal?: AbortSignal): Promise<CompanyListResponse> {
	return apiFetch(apiPaths.companies, { schema: CompanyListResponse, signal });
}

export function companiesQueryOptions(userId: string) {
	return queryOptions({
		queryKey: wishlistKeys.companies(userId),
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
