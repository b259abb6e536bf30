import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminCompanyListResponse } from "@core/contracts/companies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, type Reply } from "@/lib/api-client";
import { adminCompanyKeys } from "./keys";

/** Every user's companies, with their owner and how many projects and wishlists use them. */
export function getAdminCompanies(signal?: AbortSignal): Promise<AdminCompanyListResponse> {
	return apiFetch<Reply<typeof AdminCompanyListResponse>>(adminApiPaths.adminCompanies, { signal });
}

export function adminCompaniesQueryOptions() {
	return queryOptions({
		queryKey: adminCompanyKeys.list(),
		queryFn: ({ signal }) => getAdminCompanies(signal),
	});
}

export function useAdminCompanies() {
	return useQuery(adminCompaniesQueryOptions());
}
