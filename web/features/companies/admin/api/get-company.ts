import { adminApiPaths } from "@core/admin-api-paths";
import type { AdminCompanyDetail } from "@core/contracts/companies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch, type Reply } from "@/lib/api-client";
import { adminCompanyKeys } from "./keys";

export function getAdminCompany(id: string, signal?: AbortSignal): Promise<AdminCompanyDetail> {
	return apiFetch<Reply<typeof AdminCompanyDetail>>(adminApiPaths.adminCompany(id), { signal });
}

/** An unknown (or deleted) company; asking again changes nothing. */
export function isCompanyNotFound(error: unknown): boolean {
	return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function adminCompanyQueryOptions(id: string) {
	return queryOptions({
		queryKey: adminCompanyKeys.detail(id),
		queryFn: ({ signal }) => getAdminCompany(id, signal),
		retry: (count, error) => !isCompanyNotFound(error) && count < 1,
	});
}

/** One company with its owner, projects and their wishlists. */
export function useAdminCompany(id: string) {
	return useQuery(adminCompanyQueryOptions(id));
}
